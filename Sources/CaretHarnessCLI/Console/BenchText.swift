import Foundation
import HarnessPasses
import HarnessCore

/// What `bench` prints: a row a stage (median a frame, megapixels a second, the diff as a
/// multiple of the memory floor), peak memory, the motion draw and its stages, the assertion
/// against verify.
package enum BenchText {
    package static func lines(_ f: BenchFigures) -> [String] {
        var out = ["stage                            median/frame   MP/s      x floor"]
        for stage in f.stages {
            let ms = NumberText.fixed(stage.median * 1000, digits: 3, width: 9) + " ms"
            let mps = stage.megapixelsPerSecond.map { NumberText.fixed($0, digits: 1, width: 9) } ?? "        —"
            let ratio = f.floor > 0 && stage.kind == .diff ? NumberText.fixed(stage.median / f.floor, digits: 2, width: 8) : ""
            out.append(stage.name.padding(toLength: 32, withPad: " ", startingAt: 0) + ms + "   " + mps + "   " + ratio)
        }
        out.append("peak memory \(NumberText.fixed(f.peakMemoryMB, digits: 1)) MB; \(f.frames) frames on \(f.device) at \(NumberText.shortest(f.scale))x")
        let motion = f.motion
        out.append("motion: \(motion.frames) in-between frames of one newline drawn, measured and APNG-encoded at "
                   + "\(NumberText.shortest(motion.scale))x in \(NumberText.fixed(motion.drawSeconds, digits: 3)) s, "
                   + "\(NumberText.fixed(motion.drawCPUSeconds, digits: 3)) s CPU (model pass with painting "
                   + "\(NumberText.fixed(motion.passSeconds, digits: 3)) s; APNG \(motion.apngBytes) bytes; curve \(motion.curveName))")
        out.append("motion stages, CPU time on one thread, one stage at a time (changed rectangles "
                   + "\(NumberText.fixed(f.motionStages.changedFraction * 100, digits: 0)) % of the canvas):")
        for stage in f.motionStages.stages {
            out.append("  \(stage.name.padding(toLength: 24, withPad: " ", startingAt: 0)) "
                       + "\(NumberText.fixed(stage.median * 1000, digits: 3, width: 8)) ms a frame, "
                       + "\(NumberText.fixed(stage.total, digits: 3, width: 7)) s in all")
        }
        let library = f.assertion
        out.append("assertion: assertCaret over the 6 variants of Goldens/variants.json, \(library.frames) frames: "
                   + "\(NumberText.fixed(AssertionBench.median(library.assertionSeconds), digits: 2)) s median; verify of the same frames "
                   + "\(NumberText.fixed(AssertionBench.median(library.verifySeconds), digits: 2)) s median (\(library.assertionSeconds.count) "
                   + "rounds each, alternating; failing frames \(library.assertionFailures) vs \(library.verifyFailures))")
        return out
    }
}
