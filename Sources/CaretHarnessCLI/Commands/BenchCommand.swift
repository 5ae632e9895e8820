
/// `caret-harness bench [--frames N] [--scenario PATH] [--device ID] [--scale S]`: per stage, the median time
/// a frame, megapixels a second, and peak memory; the diff as a multiple of the memory floor.
enum BenchCommand {
    static let flags = CommandFlags.bench

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "bench", flags: flags, positional: true)
        let frames = try args.value("frames").map { text -> Int in
            guard let n = Int(text), (2...10_000).contains(n) else { throw UsageError("bench: --frames \(text): expected 2 to 10000") }
            return n
        } ?? 24
        var options = try SharedFlags.options(args, defaultScenarios: ["Scenarios/smoke-test.scenario"])
        if let text = args.value("scale") {
            guard let scale = Double(text), (1...4).contains(scale) else { throw UsageError("bench: --scale \(text): expected 1 to 4") }
            options.device = options.device.withScale(scale)
        }
        let figures = try await BenchSuite.run(options: options, frames: frames, progress: Console.progress)
        for line in BenchText.lines(figures) { print(line) }
        return 0
    }
}
