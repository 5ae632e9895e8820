import Foundation
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
        let causes = Console.printOutcomes(FrameOutcome.all(in: report), allTables: args.has("table"))
        let s = report.summary
        if s.missingGoldens > 0 {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                print("CI is set: verify never records; run `scripts/generate-goldens --missing` locally and commit the goldens")
            } else {
                print("record the missing goldens: \(Console.invocation) record --missing\(selection)")
            }
        }
        let changed = report.scenarios.flatMap(\.frames).contains { [.changed, .sizeChanged].contains($0.comparison.status) }
        if changed { print("accept every changed frame (after looking at the report): \(Console.invocation) record --failed\(selection)") }
        print("report: \(plan.outDirectory)/report.html (per-frame details), report.json, junit.xml")
        let variants = plan.groups.map(\.variant).joined(separator: ", ")
        print(Console.summary(frames: s.frames, passed: s.passed, failed: s.failed, warnings: s.designWarnings,
                              extra: (s.missingGoldens > 0 ? ", \(s.missingGoldens) goldens missing" : "")
                                  + (causes > 0 ? "; \(causes) distinct causes" : "") + " (\(variants))"))
        if let baseline = outcome.baseline { printBaseline(baseline) }
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

    private static func printBaseline(_ b: SweepBaselineCheck) {
        guard b.exists else {
            print("sweep baseline: \(b.path) does not exist; `caret-harness record` writes it")
            return
        }
        for note in b.notes.prefix(10) { print("sweep baseline note: \(note)") }
        for line in b.regressions { print("FAILED sweep baseline: \(line)") }
        print("sweep baseline: \(b.cells) cells checked against \(b.path), \(b.regressions.count) regressions"
              + (b.holds ? "" : "; if intended, `caret-harness record` updates it"))
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
