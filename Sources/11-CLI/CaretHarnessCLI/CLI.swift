import Foundation
import HarnessConsole
import HarnessFiles
import HarnessNames

/// The `caret-harness` commands: dispatch, help, version, exit codes.
@main
enum CLI {
    /// SIGINT and SIGTERM roll back an open record transaction before the process exits.
    static func main() async {
        Interruption.install()
        exit(await run(Array(CommandLine.arguments.dropFirst())))
    }

    static func run(_ words: [String]) async -> Int32 {
        guard let command = words.first else {
            FileHandle.standardError.write(Data((CommandTable.usage + "\n").utf8))
            return 2
        }
        let rest = Array(words.dropFirst())
        do {
            switch command {
            case "--version":
                guard rest.isEmpty || rest == ["--fonts"] else {
                    throw UsageError("--version takes only --fonts (got \(rest.joined(separator: " ")))")
                }
                print(try VersionText.text(fonts: rest == ["--fonts"]))
                return 0
            case "help", "--help", "-h":
                guard let name = rest.first else {
                    print(CommandTable.usage)
                    return 0
                }
                guard rest.count == 1, let spec = CommandTable.spec(name) else { throw unknown(name) }
                print(CommandTable.help(spec))
                return 0
            default:
                guard let spec = CommandTable.spec(command) else { throw unknown(command) }
                return try await spec.run(rest)
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
