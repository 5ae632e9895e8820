import CaretHarnessCommands
import Foundation
import HarnessConsole
import HarnessFiles

/// `caret-harness-draw`: what `caret-harness` hands every drawing command and `--version` to
/// (by exec, with the same arguments), and every other command when run by its own name.
@main
enum Draw {
    static let drawing: [String: CommandRun] = [
        "run": RunCommand.run, "verify": VerifyCommand.run, "record": RecordCommand.run, "review": ReviewCommand.run,
        "accept": AcceptCommand.run, "merge-reports": MergeReportsCommand.run, "compare": CompareCommand.run,
        "geometry": GeometryCommand.run, "sweep": SweepCommand.run, "motion-findings": MotionFindingsCommand.run,
        "bench": BenchCommand.run,
    ]

    /// SIGINT and SIGTERM roll back an open record transaction before the process exits.
    static func main() async {
        Interruption.install()
        let words = Array(CommandLine.arguments.dropFirst())
        exit(await CommandDispatch.run(words, version: version) { name in
            drawing[name] ?? CommandTable.withoutDrawing[name] ?? { _ in throw UsageError("unknown command `\(name)`") }
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
