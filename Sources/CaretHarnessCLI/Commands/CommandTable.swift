
/// Every command: its name, what it does, its positional words, and its flag table, the one
/// list help is printed from and (through `Arguments`) the parser accepts.
package struct CommandSpec: Sendable {
    package let name: String
    package let summary: String
    /// Positional words in the usage line, e.g. "A.png B.png"; empty when none.
    package let positional: String
    package let flags: [Flag]
}

/// Runs a command on the words after its name; returns the exit code.
package typealias CommandRun = @Sendable ([String]) async throws -> Int32

package enum CommandTable {
    package static let all: [CommandSpec] = [
        CommandSpec(name: "run", summary: "render every frame of the scenarios to PNG and frames.json, check the expectations",
                    positional: "", flags: CommandFlags.run),
        CommandSpec(name: "verify", summary: "run, then compare every frame with its golden (exit 1 on a regression)",
                    positional: "", flags: CommandFlags.verify),
        CommandSpec(name: "record", summary: "write goldens (missing, failed or all) and the manifest",
                    positional: "", flags: CommandFlags.record),
        CommandSpec(name: "review", summary: "serve a verify run's changes on 127.0.0.1 to approve as goldens",
                    positional: "[OUT]", flags: CommandFlags.review),
        CommandSpec(name: "accept", summary: "approve a finished verify run's changed frames as goldens, without drawing",
                    positional: "OUT", flags: CommandFlags.accept),
        CommandSpec(name: "merge-reports", summary: "join the out folders of sharded verify runs into one report",
                    positional: "DIR...", flags: CommandFlags.mergeReports),
        CommandSpec(name: "diff", summary: "compare two PNGs (exit 0 same, 1 different, 2 error)",
                    positional: "A.png B.png", flags: DiffCommand.flags),
        CommandSpec(name: "compare", summary: "the scenario under each keyboard-avoidance approach: caret-gap matrix, compare.html, strip golden",
                    positional: "", flags: CommandFlags.compare),
        CommandSpec(name: "geometry", summary: "the model's numbers for each event, no drawing",
                    positional: "", flags: CommandFlags.geometry),
        CommandSpec(name: "sweep", summary: "the model on every setting, no drawing: sweep.json, sweep.html (exit 1: a cell breaks the design)",
                    positional: "", flags: CommandFlags.sweep),
        CommandSpec(name: "motion-findings", summary: "smallest caret gap in motion after each newline, for every text size",
                    positional: "", flags: CommandFlags.motionFindings),
        CommandSpec(name: "devices", summary: "list the devices", positional: "", flags: DevicesCommand.flags),
        CommandSpec(name: "bench", summary: "time each stage of a frame", positional: "", flags: CommandFlags.bench),
    ]

    /// Commands the program starts itself (a sweep's worker processes), left out of help.
    package static let workers: Set<String> = ["sweep-worker"]

    package static func spec(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// The general help: every command with its summary.
    package static var usage: String { HelpText.usage(commands: all.map { ($0.name, $0.summary) }) }

    /// One command's help: usage, summary, and a line a flag with its default.
    package static func help(_ c: CommandSpec) -> String {
        HelpText.command(c.name, positional: c.positional, summary: c.summary, flags: c.flags.map { flag in
            (flag.synopsis, flag.help + (flag.repeatable ? "; repeatable" : "") + (flag.defaultValue.map { " (default: \($0))" } ?? ""))
        })
    }
}
