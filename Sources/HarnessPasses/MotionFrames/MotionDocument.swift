import HarnessRun

/// One event's in-between frames, as motion.json writes them.
package struct MotionEventResult: Encodable, Hashable, Sendable {
    /// The frame at rest the event made.
    package let frame: String
    package let event: String
    package let time: Double
    package let curve: String
    package let fps: Double
    /// The APNG beside the frame at rest (relative to the scenario folder), when drawn.
    package var apng: String?
    package var frames: [InBetweenFrame]

    package init(frame: String, event: String, time: Double, curve: String, fps: Double, frames: [InBetweenFrame]) {
        self.frame = frame
        self.event = event
        self.time = time
        self.curve = curve
        self.fps = fps
        self.frames = frames
    }

    /// motion.json's event for a frame at rest judged by its motion (`FrameResult.motion`), nil
    /// for one whose event had no in-between frames.
    package init?(judged frame: FrameResult) {
        guard let motion = frame.motion, !motion.inBetween.isEmpty else { return nil }
        self.init(frame: frame.name, event: frame.eventDescription, time: frame.time ?? 0, curve: motion.curve, fps: motion.fps,
                  frames: motion.inBetween)
        apng = motion.apng
    }
}

/// motion.json: every animated event of one scenario.
package struct MotionDocument: Encodable, Hashable, Sendable {
    package let scenario: String
    package let device: String
    package let appearance: String
    package let curve: String
    package let fps: Double
    /// The design's 24 pt gap, from the model's insets (the chart's line).
    package let designGap: Double
    package var events: [MotionEventResult]

    /// The memberwise initialiser, package-visible: `MotionRun` (HarnessPasses) makes the document.
    package init(scenario: String, device: String, appearance: String, curve: String, fps: Double, designGap: Double,
                 events: [MotionEventResult]) {
        self.scenario = scenario
        self.device = device
        self.appearance = appearance
        self.curve = curve
        self.fps = fps
        self.designGap = designGap
        self.events = events
    }
}
