import HarnessCore
import HarnessRun
import HarnessScript
import HarnessScreens

/// What the caret went through in one event's in-between frames, in words a warning can use:
/// how long it was covered (one frame's length, 1 / fps, per covered frame), when, by what, and
/// the smallest gap seen.
struct MotionStory {
    let frames: [InBetweenFrame]
    let fps: Double
    let curve: String

    var smallest: (gap: Double, ms: Double)? {
        frames.compactMap { f in f.gap.map { ($0, f.ms) } }.min { $0.0 < $1.0 }
    }

    var covered: [InBetweenFrame] { frames.filter { !$0.occludedBy.isEmpty } }
    var coveredMs: Double { Double(covered.count) * 1000 / fps }
    var coveredBy: [Occluder] {
        var names: [Occluder] = []
        for f in covered { for n in f.occludedBy where !names.contains(n) { names.append(n) } }
        return names
    }
    /// "caret covered for 50.0 ms (frames 16.7 ms to 50.0 ms after the event) by the button;
    /// smallest gap -3.2 pt at 16.7 ms; curve ..."
    var coverage: String {
        let by = coveredBy.map { "the \($0.rawValue)" }.joined(separator: " and ")
        var text = "caret covered for \(ms(coveredMs))"
        if let first = covered.first, let last = covered.last {
            text += " (frames \(ms(first.ms)) to \(ms(last.ms)) after the event)"
        }
        var parts = [text + " by \(by)"]
        if let smallest { parts.append("smallest gap \(NumberText.pt(smallest.gap)) at \(ms(smallest.ms))") }
        return (parts + ["curve \(curve)"]).joined(separator: "; ")
    }
}
