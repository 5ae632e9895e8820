import Foundation
import HarnessNames

/// The `caret-harness` commands: dispatch, help, version, exit codes.
enum CLI {
    static func run(_ words: [String]) async -> Int32 {
        guard let command = words.first else {
            FileHandle.standardError.write(Data((CommandTable.usage + "\n").utf8))
            return 2
        }
        let rest = Array(words.dropFirst())
        do {
            switch command {
            case "run": return try await RunCommand.run(rest)
            case "verify": return try await VerifyCommand.run(rest)
            case "record": return try await RecordCommand.run(rest)
            case "merge-reports": return try await MergeReportsCommand.run(rest)
            case "diff": return try await DiffCommand.run(rest)
            case "compare": return try await CompareCommand.run(rest)
            case "geometry": return try await GeometryCommand.run(rest)
            case "devices": return try DevicesCommand.run(rest)
            case "bench": return try await BenchCommand.run(rest)
            case "sweep": return try await SweepCommand.run(rest)
            case "motion-findings": return try MotionFindingsCommand.run(rest)
            case "accept": return try await AcceptCommand.run(rest)
            case "review": return try await ReviewCommand.run(rest)
            case "--version":
                guard rest.isEmpty || rest == ["--fonts"] else {
                    throw UsageError("--version takes only --fonts (got \(rest.joined(separator: " ")))")
                }
                print(try CommandTable.versionText(fonts: rest == ["--fonts"]))
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
                throw unknown(command)
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
