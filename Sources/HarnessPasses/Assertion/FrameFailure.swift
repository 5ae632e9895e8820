import HarnessGoldens
import HarnessRun

/// One failing frame: why, and the three images (golden, actual, diff).
public struct FrameFailure: Sendable, CustomStringConvertible {
    /// `iphone-15-pro-dark`, …
    public let variant: String
    /// The frame's name (its golden's file name without `.png`).
    public let frame: String
    /// Each reason: the golden comparison, each failed expectation with the script line that wrote it.
    public let reasons: [String]
    /// True when one reason is that the frame has no golden.
    public let goldenMissing: Bool
    /// The golden's path (it may not exist: a missing golden).
    public let golden: String
    /// The frame drawn by this run.
    public let actual: String
    /// The diff image (golden faded, differences red), when the golden exists and differs.
    public let diff: String?

    init(variant: String, frame v: FrameVerification, paths: GoldenPaths, outDirectory: String, script: Script, comparesGoldens: Bool = true) {
        self.variant = variant
        frame = v.frame.name
        var reasons: [String] = []
        let c = v.comparison
        switch comparesGoldens ? c.status : .match {
        case .match: break
        case .missing: reasons.append("no golden")
        case .unreadable: reasons.append("the golden cannot be read: \(c.detail)")
        case .sizeChanged: reasons.append("the frame's size differs from the golden's: \(c.detail)")
        case .changed:
            var text = "\(c.differingPixels) pixels differ from the golden"
            if let box = c.box { text += " in x \(box.points.x) y \(box.points.y) w \(box.points.width) h \(box.points.height) pt" }
            reasons.append(text)
        }
        for e in v.frame.expectations where !e.passed {
            reasons.append("expect \(e.expect) failed: \(e.message) (\(script.location(ofLine: e.line)))")
        }
        self.reasons = reasons
        goldenMissing = comparesGoldens && c.status == .missing
        golden = c.golden.isEmpty ? paths.golden("\(v.frame.name).png") : c.golden
        actual = outDirectory + "/" + v.actualImage
        diff = comparesGoldens ? v.diffImage.map { outDirectory + "/" + $0 } : nil
    }

    public var description: String {
        var text = "\(variant) frame \(frame): " + reasons.joined(separator: "; ")
        text += "\n  golden: \(golden)\n  actual: \(actual)"
        if let diff { text += "\n  diff:   \(diff)" }
        return text
    }
}
