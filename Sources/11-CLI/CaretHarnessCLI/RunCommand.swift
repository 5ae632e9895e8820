import HarnessMotionRun
import HarnessReports
import HarnessRun

/// `caret-harness run`: every frame of every variant to PNG and frames.json, the failing
/// scenarios' tables and one line a cause, exit 1 when an expectation fails.
enum RunCommand {
    static let flags = SharedFlags.variantRun + [SharedFlags.shard, SharedFlags.table, MotionFlag.flag(for: "run")]

    static func run(_ words: [String]) async throws -> Int32 {
        let (words, fps) = try MotionFlag.extract(words)
        let args = try Arguments(words, command: "run", flags: flags)
        let plan = try RunPlan(args, shard: try Shard(parsing: args.value("shard") ?? "1/1"))
        let progress = ProgressLine(total: try ProgressLine.frames(in: plan), quiet: args.has("quiet"))
        var documents: [FramesDocument] = []
        var pages: [(variant: String, document: FramesDocument)] = []
        var motionLines: [String] = []
        // One lock on the out folder for the whole plan (every variant shares it); the goldens
        // folder is protected even though run never reads it.
        let guarded = try plan.groups.first?.prepareOutDirectory(command: "caret-harness run")
        defer { withExtendedLifetime(guarded) {} }
        for options in plan.groups {
            progress.setVariant(options.variant)
            let writer = ArtefactWriter(options: options)
            let atRest = try await HarnessSession(options: options, handlers: [writer, progress], progress: Console.warningsOnly).run()
            // The motion after each event: the model's side always, drawn with --motion.
            let judged = try await MotionRun(options: options, fps: fps ?? 60, draw: fps != nil).apply(to: atRest)
            documents += judged.map(\.0)
            pages += judged.map { (options.variant, $0.0) }
            for (doc, motion) in judged where fps != nil {
                motionLines.append("\(doc.scenario) on \(options.variant): \(motion.events.count) animated events drawn at "
                                   + "\(Int(motion.fps)) fps (curve \(motion.curve)): \(writer.variantDirectory)/\(doc.scenario)/motion.html")
            }
        }
        progress.close()
        for line in motionLines { print(line) }
        for doc in documents {
            for frame in doc.frames { if let warning = frame.motion?.warning { print("\(doc.scenario)/\(frame.name): \(warning)") } }
        }
        try HTMLReportWriter().writeRun(pages, outDirectory: plan.outDirectory)
        let outcomes = FrameOutcome.all(in: documents)
        let causes = Console.printOutcomes(outcomes, allTables: args.has("table"))
        let s = RunSummary(documents: documents)
        print("frames: \(plan.outDirectory)/<device>-<appearance>/<scenario>/ with frames.json; report: \(plan.outDirectory)/report.html")
        print(Console.summary(frames: s.frames, passed: s.passed, failed: s.failed, warnings: s.designWarnings,
                              extra: causes > 0 ? "; \(causes) distinct causes" : ""))
        return s.failed > 0 ? 1 : 0
    }
}
