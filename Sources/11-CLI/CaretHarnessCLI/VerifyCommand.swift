import Foundation
import HarnessDigest
import HarnessGoldens
import HarnessMotionRun
import HarnessPipeline
import HarnessReports
import HarnessRun

/// `caret-harness verify`: every frame of every variant in `Goldens/variants.json` (or the one
/// --device/--appearance name) against its golden. Exit 0 all match, 1 a regression or failed
/// expectation, 2 bad input (an unreadable golden among it). Never writes Goldens/.
enum VerifyCommand {
    static let flags = SharedFlags.variantRun + [
        .option("threshold", "T", "the colour distance a pixel may differ by, 0 to 1", default: "0.1"),
        SharedFlags.shard, SharedFlags.table, MotionFlag.flag(for: "verify"),
    ]

    static func run(_ words: [String]) async throws -> Int32 {
        let (words, fps) = try MotionFlag.extract(words)
        let args = try Arguments(words, command: "verify", flags: flags)
        let plan = try RunPlan(args, shard: try Shard(parsing: args.value("shard") ?? "1/1"))
        let threshold = try DiffCommand.threshold(args.value("threshold"))
        let pipeline = try Pipeline(plan: plan)
        let progress = ProgressLine(total: pipeline.frameCount, quiet: args.has("quiet"))
        let outcome = try await pipeline.verify(threshold: threshold, motionFPS: fps, baseline: RunPlan.isPlain(args),
                                                observer: PipelineObserver(progress))
        progress.close()
        let report = outcome.report
        let selection = Selection(args).text
        if let fps { printMotionGoldens(outcome.motionGoldens, fps: fps, selection: selection) }
        // Bounded by causes (HarnessDigest): one table, a line a cause, the baseline in a few
        // lines, the next command and the counts last; every table with --table.
        var baseline: BaselineDigest?
        if let b = outcome.baseline {
            if b.exists {
                baseline = try BaselineDigest(path: b.path, changes: b.changes, cellsChecked: b.cells, outDirectory: plan.outDirectory)
            } else {
                print("sweep baseline: \(b.path) does not exist; `\(Console.invocation) record` writes it")
            }
        }
        var digest = VerifyDigest(outcomes: FrameOutcome.all(in: report), summary: report.summary, baseline: baseline,
                                  invocation: Console.invocation, selection: selection, outDirectory: plan.outDirectory,
                                  underCI: !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty)
        digest.allTables = args.has("table")
        digest.paint = Console.paint
        digest.variants = plan.groups.map(\.variant)
        if Console.githubActions { for cause in FailureGroups.causes(digest.outcomes) { print(FailureGroups.annotation(cause)) } }
        for line in digest.lines { print(line) }
        return outcome.exitCode
    }

    /// A line for each motion golden that failed, the record commands for missing and changed ones.
    private static func printMotionGoldens(_ found: [MotionGoldenVerdict], fps: Double, selection: String) {
        for v in found where !v.passed {
            switch v.status {
            case .missing: print("FAIL motion golden missing: \(v.label): no golden at \(v.golden)")
            default: print("FAIL motion golden \(v.status.rawValue): \(v.label): \(v.detail)" + (v.diff.map { " (diff \($0))" } ?? ""))
            }
        }
        if found.contains(where: { $0.status == .missing }) {
            print("record the missing motion goldens: \(Console.invocation) record --motion \(Int(fps)) --missing\(selection)")
        }
        if found.contains(where: { [.changed, .sizeChanged].contains($0.status) }) {
            print("accept the changed motion goldens (after looking at the diffs): \(Console.invocation) record --motion \(Int(fps)) --failed\(selection)")
        }
        if !found.isEmpty { print("motion goldens: \(found.filter(\.passed).count) of \(found.count) in-between frames match") }
    }
}

/// The flags that pick the same frames again, for a printed follow-up command.
struct Selection {
    let text: String

    init(_ args: Arguments) {
        var parts: [String] = []
        for path in args.all("scenario") { parts += ["--scenario", Selection.quote(path)] }
        for name in ["device", "appearance", "goldens", "text-size", "orientation", "keyboard"] {
            if let value = args.value(name) { parts += ["--\(name)", Selection.quote(value)] }
        }
        text = parts.isEmpty ? "" : " " + parts.joined(separator: " ")
    }

    /// A word a POSIX shell reads back unchanged.
    static func quote(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=,:+@".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
