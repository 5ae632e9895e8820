import Foundation
import HarnessCairo
import HarnessDrawing
import HarnessGoldens
import HarnessPNG

/// Every command: its name, what it does, its positional words, and its flag table, the one
/// list help is printed from and (through `Arguments`) the parser accepts.
struct CommandSpec: Sendable {
    let name: String
    let summary: String
    /// Positional words in the usage line, e.g. "A.png B.png"; empty when none.
    let positional: String
    let flags: [Flag]
}

enum CommandTable {
    static let version = "0.5.0"

    static let all: [CommandSpec] = [
        CommandSpec(name: "run", summary: "render every frame of the scenarios to PNG and frames.json, check the expectations",
                    positional: "", flags: RunCommand.flags),
        CommandSpec(name: "verify", summary: "run, then compare every frame with its golden (exit 1 on a regression)",
                    positional: "", flags: VerifyCommand.flags),
        CommandSpec(name: "record", summary: "write goldens (missing, failed or all) and the manifest",
                    positional: "", flags: RecordCommand.flags),
        CommandSpec(name: "review", summary: "serve a verify run's changes on 127.0.0.1 to approve as goldens",
                    positional: "[OUT]", flags: ReviewCommand.flags),
        CommandSpec(name: "accept", summary: "approve a finished verify run's changed frames as goldens, without drawing",
                    positional: "OUT", flags: AcceptCommand.flags),
        CommandSpec(name: "merge-reports", summary: "join the out folders of sharded verify runs into one report",
                    positional: "DIR...", flags: MergeReportsCommand.flags),
        CommandSpec(name: "diff", summary: "compare two PNGs (exit 0 same, 1 different, 2 error)",
                    positional: "A.png B.png", flags: DiffCommand.flags),
        CommandSpec(name: "compare", summary: "the scenario under each keyboard-avoidance approach: caret-gap matrix, compare.html, strip golden",
                    positional: "", flags: CompareCommand.flags),
        CommandSpec(name: "geometry", summary: "the model's numbers for each event, no drawing",
                    positional: "", flags: GeometryCommand.flags),
        CommandSpec(name: "sweep", summary: "the model on every setting, no drawing: sweep.json, sweep.html (exit 1: a cell breaks the design)",
                    positional: "", flags: SweepCommand.flags),
        CommandSpec(name: "motion-findings", summary: "smallest caret gap in motion after each newline, for every text size",
                    positional: "", flags: MotionFindingsCommand.flags),
        CommandSpec(name: "devices", summary: "list the devices", positional: "", flags: DevicesCommand.flags),
        CommandSpec(name: "bench", summary: "time each stage of a frame", positional: "", flags: BenchCommand.flags),
    ]

    static func spec(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// The general help: every command with its summary.
    static var usage: String {
        var lines = ["usage: caret-harness COMMAND [options]   (caret-harness help COMMAND, or COMMAND --help, for its flags)", "",
                     "commands:"]
        // Two spaces after the longest name, so no name runs into its summary.
        let width = (all.map(\.name.count).max() ?? 0) + 2
        for c in all { lines.append("  " + c.name.padding(toLength: width, withPad: " ", startingAt: 0) + c.summary) }
        lines.append("  " + "help".padding(toLength: width, withPad: " ", startingAt: 0) + "this text; help COMMAND: the command's flags")
        lines += ["", "caret-harness --version: the version and the renderer's fingerprint",
                  "exit codes: 0 success, 1 a check failed, 2 bad input"]
        return lines.joined(separator: "\n")
    }

    /// One command's help: usage, summary, and a line a flag with its default.
    static func help(_ c: CommandSpec) -> String {
        var lines = ["usage: caret-harness \(c.name)" + (c.positional.isEmpty ? "" : " \(c.positional)") + " [options]",
                     "  \(c.summary)", "", "options (--name VALUE or --name=VALUE):"]
        let rows = c.flags.map { flag -> (String, String) in
            var text = flag.help
            if flag.repeatable { text += "; repeatable" }
            if let d = flag.defaultValue { text += " (default: \(d))" }
            return (flag.synopsis, text)
        } + [("--help", "this help")]
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        for (synopsis, text) in rows { lines.append("  " + synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + text) }
        return lines.joined(separator: "\n")
    }

    /// `--version`: this build's version and the renderer the run would draw with, read from
    /// the linked libraries now, and each pinned font file with its size (a stat, no read: hashing
    /// the fonts, some 16 MB, took most of this command's time). `--version --fonts` adds each
    /// font's SHA-256, as the goldens' fingerprint records it.
    static func versionText(fonts withHashes: Bool = false) throws -> String {
        var lines = ["caret-harness \(version)",
                     "renderer: cairo \(RendererVersions.cairo), FreeType \(RendererVersions.freeType), "
                         + "libpng \(PNGCodec.libpngVersion), \(RendererVersions.fontOptions)"]
        if withHashes {
            let r = try RendererFingerprint.current(scale: 3)
            for (face, sha) in r.fonts.sorted(by: { $0.key < $1.key }) { lines.append("font \(face): SHA-256 \(sha)") }
        } else {
            for path in FontFace.allCases.map(\.path).sorted() {
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int).map { "\($0) bytes" } ?? "missing"
                lines.append("font \(path): \(size)")
            }
            lines.append("(caret-harness --version --fonts: each font's SHA-256)")
        }
        return lines.joined(separator: "\n")
    }
}
