import HarnessConsole


/// Every command: its name, what it does, its positional words, and its flag table, the one
/// list help is printed from and (through `Arguments`) the parser accepts.
struct CommandSpec: Sendable {
    let name: String
    let summary: String
    /// Positional words in the usage line, e.g. "A.png B.png"; empty when none.
    let positional: String
    let flags: [Flag]
    /// Runs the command on the words after its name; returns the exit code.
    let run: @Sendable ([String]) async throws -> Int32
}

enum CommandTable {
    static let all: [CommandSpec] = [
        CommandSpec(name: "run", summary: "render every frame of the scenarios to PNG and frames.json, check the expectations",
                    positional: "", flags: RunCommand.flags, run: RunCommand.run),
        CommandSpec(name: "verify", summary: "run, then compare every frame with its golden (exit 1 on a regression)",
                    positional: "", flags: VerifyCommand.flags, run: VerifyCommand.run),
        CommandSpec(name: "record", summary: "write goldens (missing, failed or all) and the manifest",
                    positional: "", flags: RecordCommand.flags, run: RecordCommand.run),
        CommandSpec(name: "review", summary: "serve a verify run's changes on 127.0.0.1 to approve as goldens",
                    positional: "[OUT]", flags: ReviewCommand.flags, run: ReviewCommand.run),
        CommandSpec(name: "accept", summary: "approve a finished verify run's changed frames as goldens, without drawing",
                    positional: "OUT", flags: AcceptCommand.flags, run: AcceptCommand.run),
        CommandSpec(name: "merge-reports", summary: "join the out folders of sharded verify runs into one report",
                    positional: "DIR...", flags: MergeReportsCommand.flags, run: MergeReportsCommand.run),
        CommandSpec(name: "diff", summary: "compare two PNGs (exit 0 same, 1 different, 2 error)",
                    positional: "A.png B.png", flags: DiffCommand.flags, run: DiffCommand.run),
        CommandSpec(name: "compare", summary: "the scenario under each keyboard-avoidance approach: caret-gap matrix, compare.html, strip golden",
                    positional: "", flags: CompareCommand.flags, run: CompareCommand.run),
        CommandSpec(name: "geometry", summary: "the model's numbers for each event, no drawing",
                    positional: "", flags: GeometryCommand.flags, run: GeometryCommand.run),
        CommandSpec(name: "sweep", summary: "the model on every setting, no drawing: sweep.json, sweep.html (exit 1: a cell breaks the design)",
                    positional: "", flags: SweepCommand.flags, run: SweepCommand.run),
        CommandSpec(name: "motion-findings", summary: "smallest caret gap in motion after each newline, for every text size",
                    positional: "", flags: MotionFindingsCommand.flags, run: MotionFindingsCommand.run),
        CommandSpec(name: "devices", summary: "list the devices", positional: "", flags: DevicesCommand.flags, run: DevicesCommand.run),
        CommandSpec(name: "bench", summary: "time each stage of a frame", positional: "", flags: BenchCommand.flags, run: BenchCommand.run),
    ]

    static func spec(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// The general help: every command with its summary.
    static var usage: String { HelpText.usage(commands: all.map { ($0.name, $0.summary) }) }

    /// One command's help: usage, summary, and a line a flag with its default.
    static func help(_ c: CommandSpec) -> String {
        HelpText.command(c.name, positional: c.positional, summary: c.summary, flags: c.flags.map { flag in
            (flag.synopsis, flag.help + (flag.repeatable ? "; repeatable" : "") + (flag.defaultValue.map { " (default: \($0))" } ?? ""))
        })
    }
}
