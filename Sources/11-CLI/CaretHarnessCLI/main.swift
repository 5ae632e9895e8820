import Foundation
import HarnessFiles

/// Entry point: dispatches the command word and turns errors into exit codes
/// (0 success, 1 a check failed, 2 bad input or usage).
// SIGINT and SIGTERM roll back an open record transaction before the process exits.
Interruption.install()
let words = Array(CommandLine.arguments.dropFirst())
let code = await CLI.run(words)
exit(code)
