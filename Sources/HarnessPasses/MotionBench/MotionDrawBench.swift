import Foundation
import HarnessPixels
import HarnessRun
import HarnessScript
import HarnessScreens
import HarnessCore

/// What `MotionDrawBench.run` measured: one event's in-between frames drawn, measured and encoded.
package struct MotionDrawBenchResult: Sendable {
    package let frames: Int
    package let scale: Double
    /// Median seconds over the rounds: the model's pass with the display lists painted (the whole
    /// scenario up to the event), and rendering + measuring + APNG encoding of the event's frames.
    package let passSeconds: Double
    package let drawSeconds: Double
    /// CPU seconds of the process (every thread) for the same step, median: what the step costs
    /// whatever else the machine runs.
    package let drawCPUSeconds: Double
    package let apngBytes: Int
    package let curveName: String
}

/// The bench of issue 14: the 24 in-between frames after the smoke test's full-line newline on
/// `device` (its scale decides the pixels), drawn at the presented state, measured and encoded.
package enum MotionDrawBench {
    package static let scenarioText = """
        scenario "motion-bench"
        open create
        tap title
        type "M"
        type "y style"
        tap instructions
        type "Rewrite the message in a warm, friendly tone."
        newline
        type "Keep it short."
        newline
        type "Use plain words."
        newline
        type "Sign off with a smile."
        newline

        """

    package static func run(device: Device, rounds: Int = 3) throws -> MotionDrawBenchResult {
        let scenario = try ScenarioParser.parse(bytes: Array(scenarioText.utf8), path: "motion-bench.scenario")
        let clock = ContinuousClock()
        let drawing = MotionDrawing(scale: device.scale, appearance: .light, fps: 60)
        // One renderer a lane, kept from round to round as a run keeps them from event to event.
        let renderers = try (0..<drawing.workers).map { _ in try CairoRenderer() }
        var passes: [Double] = [], draws: [Double] = [], cpus: [Double] = []
        var frames = 0, bytes = 0, curve = ""
        for _ in 0..<max(1, rounds) {
            var start = clock.now
            let motion = try MotionPass(variant: Variant(device: device), appearance: .light, draws: true).run(scenario)
            passes.append(seconds(clock.now - start))
            guard let event = motion.events.last else { break }
            start = clock.now
            let cpu = cpuSeconds()
            let (_, apng) = try drawing.draw(event.displayLists, results: event.states.map(InBetweenFrame.init), renderers: renderers)
            draws.append(seconds(clock.now - start))
            cpus.append(cpuSeconds() - cpu)
            frames = event.displayLists.count
            bytes = apng?.count ?? 0
            curve = motion.curveName
        }
        passes.sort()
        draws.sort()
        cpus.sort()
        return MotionDrawBenchResult(frames: frames, scale: device.scale, passSeconds: passes[passes.count / 2],
                                     drawSeconds: draws[draws.count / 2], drawCPUSeconds: cpus[cpus.count / 2], apngBytes: bytes, curveName: curve)
    }

    /// User + system CPU time of the process so far.
    private static func cpuSeconds() -> Double {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
        return s(usage.ru_utime) + s(usage.ru_stime)
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
