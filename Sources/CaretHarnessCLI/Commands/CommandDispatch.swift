import Foundation
import HarnessCore

/// The `caret-harness` command line, as both binaries read it: the general help, a command's
/// help, an unknown command and each usage error here (one text for both), `--version` and each
/// command through what the binary gives.
package enum CommandDispatch {
    /// Runs `words` (the arguments after the program's name) and returns the exit code:
    /// `version` for `--version` (with the words after it), `runner(name)` for a command.
    package static func run(_ words: [String], version: CommandRun, runner: @Sendable (String) -> CommandRun) async -> Int32 {
        guard let command = words.first else {
            FileHandle.standardError.write(Data((CommandTable.usage + "\n").utf8))
            return 2
        }
        let rest = Array(words.dropFirst())
        do {
            switch command {
            case "--version":
                return try await version(rest)
            case "help", "--help", "-h":
                guard let name = rest.first else {
                    print(CommandTable.usage)
                    return 0
                }
                guard rest.count == 1, let spec = CommandTable.spec(name) else { throw unknown(name) }
                print(CommandTable.help(spec))
                return 0
            default:
                guard CommandTable.spec(command) != nil || CommandTable.workers.contains(command) else { throw unknown(command) }
                return try await runner(command)(rest)
            }
        } catch let request as HelpRequest {
            guard let spec = CommandTable.spec(request.command) else { return 2 }
            print(CommandTable.help(spec))
            return 0
        } catch {
            FileHandle.standardError.write(Data("caret-harness: \(error)\n".utf8))
            return 2
        }
    }

    private static func unknown(_ command: String) -> UsageError {
        let names = CommandTable.all.map(\.name) + ["help"]
        return UsageError("unknown command `\(command)`; commands: \(names.joined(separator: ", "))\(NearestName.hint(for: command, in: names))")
    }
}
