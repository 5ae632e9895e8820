import Foundation
import HarnessAssertion
import HarnessBench

/// What `bench` prints: a row a stage (median a frame, megapixels a second, the diff as a
/// multiple of the memory floor), peak memory, the motion draw and its stages, the assertion
/// against verify.
public enum BenchText {
    public static func lines(_ f: BenchFigures) -> [String] {
        var out = ["stage                            median/frame   MP/s      x floor"]
        for stage in f.stages {
            let ms = String(format: "%9.3f ms", stage.median * 1000)
            let mps = stage.megapixelsPerSecond.map { String(format: "%9.1f", $0) } ?? "        —"
            let ratio = f.floor > 0 && stage.name.hasPrefix("diff") ? String(format: "%8.2f", stage.median / f.floor) : ""
            out.append(stage.name.padding(toLength: 32, withPad: " ", startingAt: 0) + ms + "   " + mps + "   " + ratio)
        }
        out.append(String(format: "peak memory %.1f MB; %d frames on %@ at %gx", f.peakMemoryMB, f.frames, f.device, f.scale))
        let motion = f.motion
        out.append(String(format: "motion: %d in-between frames of one newline drawn, measured and APNG-encoded at %gx in %.3f s, %.3f s CPU "
                          + "(model pass with painting %.3f s; APNG %d bytes; curve %@)", motion.frames, motion.scale,
                          motion.drawSeconds, motion.drawCPUSeconds, motion.passSeconds, motion.apngBytes, motion.curveName))
        out.append(String(format: "motion stages, CPU time on one thread, one stage at a time (changed rectangles %.0f %% of the canvas):",
                          f.motionStages.changedFraction * 100))
        for stage in f.motionStages.stages {
            out.append(String(format: "  %@ %8.3f ms a frame, %7.3f s in all", stage.name.padding(toLength: 24, withPad: " ", startingAt: 0),
                              stage.median * 1000, stage.total))
        }
        let library = f.assertion
        out.append(String(format: "assertion: assertCaret over the 6 variants of Goldens/variants.json, %d frames: %.2f s median; "
                          + "verify of the same frames %.2f s median (%d rounds each, alternating; failing frames %d vs %d)",
                          library.frames, AssertionBench.median(library.assertionSeconds), AssertionBench.median(library.verifySeconds),
                          library.assertionSeconds.count, library.assertionFailures, library.verifyFailures))
        return out
    }
}
