import HarnessRun

/// One event's in-between frames, as motion.json writes them.
public struct MotionEventResult: Encodable, Hashable, Sendable {
    /// The frame at rest the event made.
    public let frame: String
    public let event: String
    public let time: Double
    public let curve: String
    public let fps: Double
    /// The APNG beside the frame at rest (relative to the scenario folder), when drawn.
    public var apng: String?
    public var frames: [InBetweenFrame]

    public init(frame: String, event: String, time: Double, curve: String, fps: Double, frames: [InBetweenFrame]) {
        self.frame = frame
        self.event = event
        self.time = time
        self.curve = curve
        self.fps = fps
        self.frames = frames
    }

    /// motion.json's event for a frame at rest judged by its motion (`FrameResult.motion`), nil
    /// for one whose event had no in-between frames.
    public init?(judged frame: FrameResult) {
        guard let motion = frame.motion, !motion.inBetween.isEmpty else { return nil }
        self.init(frame: frame.name, event: frame.eventDescription, time: frame.time ?? 0, curve: motion.curve, fps: motion.fps,
                  frames: motion.inBetween)
        apng = motion.apng
    }
}

/// motion.json: every animated event of one scenario.
public struct MotionDocument: Encodable, Hashable, Sendable {
    public let scenario: String
    public let device: String
    public let appearance: String
    public let curve: String
    public let fps: Double
    /// The design's 24 pt gap, from the model's insets (the chart's line).
    public let designGap: Double
    public var events: [MotionEventResult]

    /// The memberwise initialiser, package-visible: `MotionRun` (HarnessMotionArtefacts) makes the document.
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
