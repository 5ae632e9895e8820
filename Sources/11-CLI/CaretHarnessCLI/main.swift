import Foundation

/// Entry point: dispatches the command word and turns errors into exit codes
/// (0 success, 1 a check failed, 2 bad input or usage).
let words = Array(CommandLine.arguments.dropFirst())
let code = await CLI.run(words)
exit(code)
