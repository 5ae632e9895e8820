import Foundation
import HarnessGoldens
import HarnessMotionRun
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
        let progress = ProgressLine(total: try ProgressLine.frames(in: plan), quiet: args.has("quiet"))
        // Locked until the reports are written too: a second verify into this folder is refused.
        let guarded = try plan.groups.first?.prepareOutDirectory(command: "caret-harness verify")
        defer { withExtendedLifetime(guarded) {} }
        let motionGoldens = MotionGoldenStep()
        var parts: [VerificationReport] = []
        for options in plan.groups {
            progress.setVariant(options.variant)
            var verification = Verification(options: options, threshold: threshold)
            verification.extraHandlers = [progress]
            let (verified, atRest) = try await verification.run(progress: Console.warningsOnly, outFolder: guarded)
            // The motion after each event: the model's side always, drawn with --motion.
            // With --motion the chosen in-between frames are checked against their goldens too.
            var motion = MotionRun(options: options, fps: fps ?? 60, draw: fps != nil)
            if fps != nil { motion = motionGoldens.verifying(motion, threshold: threshold) }
            let documents = try await motion.apply(to: atRest).map(\.0)
            parts.append(MotionVerification.apply(documents, to: verified))
        }
        progress.close()
        guard var report = ReportMerge.merge(parts, order: plan.order) else { throw UsageError("verify: nothing to verify") }
        let selection = Selection(args).text
        if let fps { report.summary = motionGoldens.apply(to: report.summary, fps: fps, selection: selection) }
        try ReportWriters.writeAll(report, outDirectory: plan.outDirectory)
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
        if s.unreadableGoldens > 0 { return 2 }
        // A plain verify (every scenario, the variant list) also checks the sweep baseline.
        let baselineHolds = SweepBaselineStep.applies(args)
            ? try SweepBaselineStep.verify(goldens: plan.goldensDirectory, scenarios: plan.groups.first?.scenarioPaths ?? []) : true
        return s.failed > 0 || !baselineHolds ? 1 : 0
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
