import HarnessMeasure
import HarnessMotion
import HarnessRun

/// One in-between frame: when it is, the presented model's facts and, when drawn, the gap
/// measured from its pixels. motion.json writes these; the report's chart reads them.
public struct MotionFrameResult: Codable, Hashable, Sendable {
    /// Milliseconds after the event.
    public let ms: Double
    public let scrollOriginY: Double
    public let caret: JSONRect?
    public let button: JSONRect
    public let keyboard: JSONRect?
    /// button.minY - caret.maxY (model), and keyboard.minY - caret.maxY.
    public let gap: Double?
    public let gapToKeyboard: Double?
    /// "button", "keyboard": what the caret's rectangle intersects in this frame.
    public let coveredBy: [String]
    /// From the pixels when drawn: the gap, and the measurer's status.
    public var measuredGap: Double?
    public var measureStatus: String?

    public init(state: PresentedSheetState) {
        ms = (state.sinceEvent * 1000 * 1000).rounded() / 1000
        scrollOriginY = state.scrollOriginY
        caret = state.caret.map(JSONRect.init)
        button = JSONRect(state.button)
        keyboard = state.keyboard.map(JSONRect.init)
        gap = state.gapToButton
        gapToKeyboard = state.gapToKeyboard
        var covered: [String] = []
        if let caret = state.caret {
            if caret.intersects(state.button) { covered.append("button") }
            if let keyboard = state.keyboard, caret.intersects(keyboard) { covered.append("keyboard") }
        }
        coveredBy = covered
    }

    /// Adds the pixel measurement; a caret the model says is covered is not asked of the pixels.
    public mutating func add(_ m: PixelMeasurement) {
        if !coveredBy.isEmpty {
            measureStatus = "hidden (\(coveredBy.joined(separator: ", ")))"
            return
        }
        measuredGap = m.gapPoints
        measureStatus = m.status.rawValue
    }
}

/// One event's in-between frames, as motion.json writes them.
public struct MotionEventResult: Codable, Hashable, Sendable {
    /// The frame at rest the event made.
    public let frame: String
    public let event: String
    public let time: Double
    public let curve: String
    public let fps: Double
    /// The APNG beside the frame at rest (relative to the scenario folder), when drawn.
    public var apng: String?
    public var frames: [MotionFrameResult]

    public init(frame: String, event: String, time: Double, curve: String, fps: Double, frames: [MotionFrameResult]) {
        self.frame = frame
        self.event = event
        self.time = time
        self.curve = curve
        self.fps = fps
        self.frames = frames
    }

    /// The smallest model gap and its time.
    public var smallestGap: (gap: Double, ms: Double)? {
        frames.compactMap { f in f.gap.map { ($0, f.ms) } }.min { $0.0 < $1.0 }
    }

    /// Covered frames, one frame's length each, and what covered them.
    public var coveredMs: Double { Double(frames.filter { !$0.coveredBy.isEmpty }.count) * 1000 / fps }
    public var coveredBy: [String] {
        var names: [String] = []
        for f in frames { for n in f.coveredBy where !names.contains(n) { names.append(n) } }
        return names
    }
}

/// motion.json: every animated event of one scenario.
public struct MotionDocument: Codable, Hashable, Sendable {
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
