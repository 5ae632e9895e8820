import HarnessPasses

/// `caret-harness run`: every frame of every variant to PNG and frames.json, the failing
/// scenarios' tables and one line a cause, exit 1 when an expectation fails.
enum RunCommand {
    static let flags = CommandFlags.run

    static func run(_ words: [String]) async throws -> Int32 {
        let (words, fps) = try MotionFlag.extract(words)
        let args = try Arguments(words, command: "run", flags: flags)
        let plan = try RunPlan(args, shard: try Shard(parsing: args.value("shard") ?? "1/1"))
        let pipeline = try Pipeline(plan: plan)
        let progress = ProgressLine(total: pipeline.frameCount, quiet: args.has("quiet"))
        let outcome = try await pipeline.run(motionFPS: fps, observer: PipelineObserver(progress))
        progress.close()
        for line in RunText.lines(outcome, outDirectory: plan.outDirectory, allTables: args.has("table")) { print(line) }
        return outcome.exitCode
    }
}
