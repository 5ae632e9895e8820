import Foundation
import HarnessAssertion
import HarnessMotionRun
import HarnessRun

/// `caret-harness bench [--frames N] [--scenario PATH] [--device ID] [--scale S]`: per stage, the median time
/// a frame, megapixels a second, and peak memory; the diff as a multiple of the memory floor.
enum BenchCommand {
    static let flags = [
        Flag.option("frames", "N", "frames to time, 2 to 10000", default: "24"), SharedFlags.smokeScenario, SharedFlags.device,
        SharedFlags.appearance, .option("scale", "S", "render at this scale, 1 to 4", default: "the device's"),
    ]

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
        let stages = try Benchmark(options: options, frames: frames).run(progress: Console.progress)
        let floor = stages.first { $0.name.hasPrefix("memory floor") }?.median ?? 0
        print("stage                            median/frame   MP/s      x floor")
        for stage in stages {
            let ms = String(format: "%9.3f ms", stage.median * 1000)
            let mps = stage.megapixelsPerSecond.map { String(format: "%9.1f", $0) } ?? "        —"
            let ratio = floor > 0 && stage.name.hasPrefix("diff") ? String(format: "%8.2f", stage.median / floor) : ""
            print(stage.name.padding(toLength: 32, withPad: " ", startingAt: 0) + ms + "   " + mps + "   " + ratio)
        }
        print(String(format: "peak memory %.1f MB; %d frames on %@ at %gx", Benchmark.peakMemoryMB(), frames,
                     options.device.id, options.device.scale))
        let motion = try MotionDrawBench.run(device: options.device)
        print(String(format: "motion: %d in-between frames of one newline drawn, measured and APNG-encoded at %gx in %.3f s, %.3f s CPU "
                     + "(model pass with painting %.3f s; APNG %d bytes; curve %@)", motion.frames, motion.scale,
                     motion.drawSeconds, motion.drawCPUSeconds, motion.passSeconds, motion.apngBytes, motion.curveName))
        let figures = try MotionDrawBench.stages(device: options.device)
        print(String(format: "motion stages, CPU time on one thread, one stage at a time (changed rectangles %.0f %% of the canvas):",
                     figures.changedFraction * 100))
        for stage in figures.stages {
            print(String(format: "  %@ %8.3f ms a frame, %7.3f s in all", stage.name.padding(toLength: 24, withPad: " ", startingAt: 0),
                         stage.median * 1000, stage.total))
        }
        let library = try await AssertionBench.run(scenarioPath: options.scenarioPaths[0], goldens: options.goldensDirectory)
        print(String(format: "assertion: assertCaret over the 6 variants of Goldens/variants.json, %d frames: %.2f s median; "
                     + "verify of the same frames %.2f s median (%d rounds each, alternating; failing frames %d vs %d)",
                     library.frames, AssertionBench.median(library.assertionSeconds), AssertionBench.median(library.verifySeconds),
                     library.assertionSeconds.count, library.assertionFailures, library.verifyFailures))
        return 0
    }
}
