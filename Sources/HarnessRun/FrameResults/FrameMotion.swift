import HarnessScreens

/// What the caret went through in the in-between frames after a frame's event (issue 14), as
/// the motion pass found it: carried in `FrameResult.motion` to every writer.
package struct FrameMotion: Codable, Hashable, Sendable {
    /// The timing curve the run used (e.g. "spring(m 3, k 1000, c 500)").
    package let curve: String
    package let fps: Double
    /// In-between frames looked at (at event time + k / fps until the next event or until every
    /// running animation settled).
    package let frames: Int
    /// The smallest button.minY - caret.maxY of the model over those frames, and when (ms after the event).
    package let smallestGap: Double?
    package let smallestGapMs: Double?
    /// The smallest gap measured from the pixels, when the frames were drawn (`run --motion`).
    package let smallestMeasuredGap: Double?
    /// How long the caret was covered (one frame's length per covered frame) and by what.
    package let coveredMs: Double
    package let coveredBy: [Occluder]
    /// The animated PNG beside the frame at rest, when drawn.
    package let apng: String?
    /// The design warning for a tracked edit whose caret is covered during the motion.
    package let warning: String?
    /// The in-between frames themselves (motion.json writes them; frames.json only their count,
    /// `frames`; read back, none).
    package var inBetween: [InBetweenFrame] = []

    private enum CodingKeys: String, CodingKey {
        case curve, fps, frames, smallestGap, smallestGapMs, smallestMeasuredGap, coveredMs, coveredBy, apng, warning
    }

    package init(curve: String, fps: Double, frames: Int, smallestGap: Double?, smallestGapMs: Double?,
                smallestMeasuredGap: Double?, coveredMs: Double, coveredBy: [Occluder], apng: String?, warning: String?,
                inBetween: [InBetweenFrame] = []) {
        self.curve = curve
        self.fps = fps
        self.frames = frames
        self.smallestGap = smallestGap
        self.smallestGapMs = smallestGapMs
        self.smallestMeasuredGap = smallestMeasuredGap
        self.coveredMs = coveredMs
        self.coveredBy = coveredBy
        self.apng = apng
        self.warning = warning
        self.inBetween = inBetween
    }
}
