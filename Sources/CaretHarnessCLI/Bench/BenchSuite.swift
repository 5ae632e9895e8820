import HarnessPasses
import HarnessRun

/// Everything `caret-harness bench` measures, in the order it prints them: the stages of a
/// frame (`Benchmark`) and an Auto Layout pass beside drawing (`AutoLayoutBench`), the peak memory after them, one newline's motion drawn and its stages
/// (`MotionDrawBench`), and the assertion against verify on the same frames (`AssertionBench`).
package struct BenchFigures: Sendable {
    package let stages: [Benchmark.Stage]
    /// Peak resident memory once the stages ran, in megabytes.
    package let peakMemoryMB: Double
    package let frames: Int
    package let device: String
    package let scale: Double
    package let motion: MotionDrawBenchResult
    package let motionStages: MotionStageFigures
    package let assertion: AssertionBench.Figures

    /// The memory floor's median (the diff stages are shown as a multiple of it); 0 when absent.
    package var floor: Double { stages.first { $0.kind == .memoryFloor }?.median ?? 0 }
}

package enum BenchSuite {
    /// Runs every bench on `options` (its first scenario, device and scale); `progress` gets a line a stage.
    package static func run(options: HarnessOptions, frames: Int, progress: (String) -> Void) async throws -> BenchFigures {
        var stages = try Benchmark(options: options, frames: frames).run(progress: progress)
        let runs = max(5, frames / 4)
        stages += try await MainActor.run { try AutoLayoutBench.stages(device: options.device, runs: runs) }
        let peak = Benchmark.peakMemoryMB()
        let motion = try MotionDrawBench.run(device: options.device)
        let motionStages = try MotionDrawBench.stages(device: options.device)
        let assertion = try await AssertionBench.run(scenarioPath: options.scenarioPaths[0], goldens: options.goldensDirectory)
        return BenchFigures(stages: stages, peakMemoryMB: peak, frames: frames, device: options.device.id, scale: options.device.scale,
                            motion: motion, motionStages: motionStages, assertion: assertion)
    }
}
