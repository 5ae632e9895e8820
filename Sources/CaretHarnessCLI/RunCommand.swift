import HarnessReports
import HarnessRun

/// `caret-harness run`: every frame of every variant to PNG and frames.json, the failing
/// scenarios' tables and one line a cause, exit 1 when an expectation fails.
enum RunCommand {
    static let flags = SharedFlags.variantRun + [SharedFlags.shard, SharedFlags.table]

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "run", flags: flags)
        let plan = try RunPlan(args, shard: try Shard(parsing: args.value("shard") ?? "1/1"))
        let progress = ProgressLine(total: try ProgressLine.frames(in: plan), quiet: args.has("quiet"))
        var documents: [FramesDocument] = []
        // One lock on the out folder for the whole plan (every variant shares it); the goldens
        // folder is protected even though run never reads it.
        let guarded = try plan.groups.first?.prepareOutDirectory(command: "caret-harness run")
        defer { withExtendedLifetime(guarded) {} }
        for options in plan.groups {
            progress.setVariant(options.variant)
            let writer = ArtefactWriter(options: options)
            documents += try await HarnessSession(options: options, handlers: [writer, progress], progress: Console.warningsOnly).run()
        }
        progress.close()
        let outcomes = FrameOutcome.all(in: documents)
        let causes = Console.printOutcomes(outcomes, allTables: args.has("table"))
        let s = RunSummary(documents: documents)
        print("frames: \(plan.outDirectory)/<device>-<appearance>/<scenario>/ with frames.json")
        print(Console.summary(frames: s.frames, passed: s.passed, failed: s.failed, warnings: s.designWarnings,
                              extra: causes > 0 ? "; \(causes) distinct causes" : ""))
        return s.failed > 0 ? 1 : 0
    }
}
