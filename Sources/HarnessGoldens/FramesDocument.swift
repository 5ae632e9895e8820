import HarnessGeometry
import HarnessScenario
import HarnessSheet

/// A rectangle as frames.json writes it: {x, y, width, height} in points.
public struct JSONRect: Codable, Hashable, Sendable {
    public let x: Double
    public let y: Double
    public let width: Double
    public let height: Double

    public init(_ rect: Rect) {
        x = rect.minX; y = rect.minY; width = rect.width; height = rect.height
    }

    public var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}

/// The caret gap read from the pixels (issue: measured twice).
public struct MeasuredGap: Codable, Hashable, Sendable {
    /// "measured", or why not: "no-caret", "hidden" (covered or off screen), "no-button".
    public let status: String
    /// button top - caret bottom, in points, when measured.
    public let gap: Double?
    /// The caret's pixel columns and rows, and the button's and keyboard's top pixel rows.
    public let caretColumns: [Int]?
    public let caretTopRow: Int?
    public let caretBottomRow: Int?
    public let buttonTopRow: Int?
    public let keyboardTopRow: Int?
}

/// One expectation's verdict in frames.json.
public struct JSONExpectation: Codable, Hashable, Sendable {
    public let expect: String
    public let line: Int
    public let passed: Bool
    public let message: String
    /// The typed value of a `caret-gap` expectation, which the pixel side checks too.
    public var caretGap: ExpectedValue? = nil
}

/// One frame of frames.json: the event and the model's facts, in points.
public struct FrameEntry: Codable, Hashable, Sendable {
    public let name: String
    /// 1-based place in the run (frame names do not carry it).
    public let index: Int?
    /// The event's time on the run's timeline, in seconds.
    public let time: Double?
    public let png: String
    public let step: Int
    public let stepText: String
    public let event: String
    public let eventDescription: String
    public let line: Int
    public let hint: String
    public let focusedField: String?
    public let inputHeight: Double
    public let scrollOriginBefore: Double
    public let scrollOriginY: Double
    public let boundsHeight: Double
    public let contentHeight: Double
    public let caretInScroll: JSONRect?
    public let caret: JSONRect?
    public let button: JSONRect
    public let keyboard: JSONRect?
    public let header: JSONRect
    public let visibleTop: Double
    public let visibleBottom: Double
    public let caretGapToButton: Double?
    public let occludedBy: [String]
    public let designRuleSatisfied: Bool
    public let recenter: String?
    public var measuredGap: MeasuredGap?
    public var expectations: [JSONExpectation]
    /// pass, fail or design-warning.
    public var verdict: String

    /// The entry for a run frame; the pixel side (measuredGap, verdict) is filled in later.
    public init(record: FrameRecord, png: String) {
        let s = record.snapshot
        name = record.name
        index = record.index
        time = record.time
        self.png = png
        step = record.step
        stepText = record.stepText
        event = record.event.rawValue
        eventDescription = record.eventDescription
        line = record.line
        hint = record.hint
        focusedField = s.focusedField?.rawValue
        inputHeight = s.inputHeight
        scrollOriginBefore = record.scrollOriginBefore
        scrollOriginY = s.scrollOriginY
        boundsHeight = s.boundsHeight
        contentHeight = s.contentHeight
        caretInScroll = s.caretInScroll.map(JSONRect.init)
        caret = s.caret.map(JSONRect.init)
        button = JSONRect(s.button)
        keyboard = s.keyboard.map(JSONRect.init)
        header = JSONRect(s.header)
        visibleTop = s.visibleTop
        visibleBottom = s.visibleBottom
        caretGapToButton = s.caretGapToButton
        occludedBy = s.occludedBy.map(\.rawValue)
        designRuleSatisfied = s.designRuleSatisfied
        recenter = record.recenter?.summary
        measuredGap = nil
        expectations = record.expectations.map {
            JSONExpectation(expect: $0.expectation.text, line: $0.line, passed: $0.passed, message: $0.message,
                            caretGap: $0.expectation.caretGapValue)
        }
        verdict = "pass"
    }
}

/// The design's constants as frames.json records them.
public struct JSONConstants: Codable, Hashable, Sendable {
    public let caretTopInset: Double
    public let caretBottomInset: Double
    public let bottomActionAreaHeight: Double

    public static let current = JSONConstants(
        caretTopInset: CaretTrackingConstants.caretTopInset, caretBottomInset: CaretTrackingConstants.caretBottomInset,
        bottomActionAreaHeight: CaretTrackingConstants.bottomActionAreaHeight)
}

/// frames.json: a scenario run on one device and appearance.
public struct FramesDocument: Codable, Hashable, Sendable {
    public let scenario: String
    public let scenarioPath: String
    public let scenarioHash: String
    public let device: String
    public let appearance: String
    public let scale: Double
    public let screen: JSONRect
    public let constants: JSONConstants
    public var frames: [FrameEntry]
}
