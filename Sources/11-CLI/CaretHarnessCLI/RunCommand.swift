import HarnessPipeline
import HarnessReports

/// `caret-harness run`: every frame of every variant to PNG and frames.json, the failing
/// scenarios' tables and one line a cause, exit 1 when an expectation fails.
enum RunCommand {
    static let flags = SharedFlags.variantRun + [SharedFlags.shard, SharedFlags.table, MotionFlag.flag(for: "run")]

    static func run(_ words: [String]) async throws -> Int32 {
        let (words, fps) = try MotionFlag.extract(words)
        let args = try Arguments(words, command: "run", flags: flags)
        let plan = try RunPlan(args, shard: try Shard(parsing: args.value("shard") ?? "1/1"))
        let pipeline = try Pipeline(plan: plan)
        let progress = ProgressLine(total: pipeline.frameCount, quiet: args.has("quiet"))
        let outcome = try await pipeline.run(motionFPS: fps, observer: PipelineObserver(progress))
        progress.close()
        for m in outcome.drawnMotion {
            print("\(m.scenario) on \(m.variant): \(m.events) animated events drawn at \(Int(m.fps)) fps (curve \(m.curve)): \(m.page)")
        }
        for doc in outcome.documents {
            for frame in doc.frames { if let warning = frame.motion?.warning { print("\(doc.scenario)/\(frame.name): \(warning)") } }
        }
        let causes = Console.printOutcomes(FrameOutcome.all(in: outcome.documents), allTables: args.has("table"))
        let s = outcome.summary
        print("frames: \(plan.outDirectory)/<device>-<appearance>/<scenario>/ with frames.json; report: \(plan.outDirectory)/report.html")
        print(Console.summary(frames: s.frames, passed: s.passed, failed: s.failed, warnings: s.designWarnings,
                              extra: causes > 0 ? "; \(causes) distinct causes" : ""))
        return outcome.exitCode
    }
}
