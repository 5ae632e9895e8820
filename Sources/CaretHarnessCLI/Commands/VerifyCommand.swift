import HarnessPasses

/// `caret-harness verify`: every frame of every variant in `Goldens/variants.json` (or the one
/// --device/--appearance name) against its golden. Exit 0 all match, 1 a regression or failed
/// expectation, 2 bad input (an unreadable golden among it). Never writes Goldens/.
enum VerifyCommand {
    static let flags = CommandFlags.verify

    static func run(_ words: [String]) async throws -> Int32 {
        let (words, fps) = try MotionFlag.extract(words)
        let args = try Arguments(words, command: "verify", flags: flags)
        let plan = try RunPlan(args, shard: try Shard(parsing: args.value("shard") ?? "1/1"))
        let threshold = try DiffArguments.threshold(args.value("threshold"))
        let pipeline = try Pipeline(plan: plan)
        let progress = ProgressLine(total: pipeline.frameCount, quiet: args.has("quiet"))
        let outcome = try await pipeline.verify(threshold: threshold, motionFPS: fps, baseline: RunPlan.isPlain(args),
                                                sweepProcesses: SweepProcesses(), observer: PipelineObserver(progress))
        progress.close()
        // Bounded by causes (HarnessPasses): one table, a line a cause, the baseline in a few
        // lines, the next command and the counts last; every table with --table.
        for line in VerifyText.lines(outcome, plan: plan, motionFPS: fps, selection: Selection(args).text, allTables: args.has("table")) {
            print(line)
        }
        return outcome.exitCode
    }
}

/// The flags that pick the same frames again, for a printed follow-up command.
struct Selection {
    let text: String

    init(_ args: Arguments) {
        var parts: [String] = []
        for path in args.all("scenario") { parts += ["--scenario", Console.shellWord(path)] }
        for name in ["device", "appearance", "goldens", "text-size", "orientation", "keyboard"] {
            if let value = args.value(name) { parts += ["--\(name)", Console.shellWord(value)] }
        }
        text = parts.isEmpty ? "" : " " + parts.joined(separator: " ")
    }

}
