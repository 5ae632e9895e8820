import Foundation
import HarnessFiles

/// `caret-harness`: every command. The CLI parses arguments and prints; the work is in the
/// library modules each command calls.
@main
enum CLI {
    static let commands: [String: CommandRun] = [
        "devices": DevicesCommand.run, "diff": DiffCommand.run,
        "run": RunCommand.run, "verify": VerifyCommand.run, "record": RecordCommand.run, "review": ReviewCommand.run,
        "accept": AcceptCommand.run, "merge-reports": MergeReportsCommand.run, "compare": CompareCommand.run,
        "geometry": GeometryCommand.run, "sweep": SweepCommand.run, "motion-findings": MotionFindingsCommand.run,
        "bench": BenchCommand.run,
        // Started by `sweep` (and the sweep inside `verify` and `record`), not listed in help.
        "sweep-worker": SweepCommand.worker,
    ]

    /// SIGINT and SIGTERM roll back an open record transaction before the process exits.
    static func main() async {
        Interruption.install()
        let words = Array(CommandLine.arguments.dropFirst())
        exit(await CommandDispatch.run(words, version: version) { name in
            commands[name] ?? { _ in throw UsageError("unknown command `\(name)`") }
        })
    }

    static let version: CommandRun = { rest in
        guard rest.isEmpty || rest == ["--fonts"] else {
            throw UsageError("--version takes only --fonts (got \(rest.joined(separator: " ")))")
        }
        print(try VersionText.text(fonts: rest == ["--fonts"]))
        return 0
    }
}
