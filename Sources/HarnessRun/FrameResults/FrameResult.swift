import HarnessCore
import HarnessScript
import HarnessScreens

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

    /// The bottom edge, y + height.
    public var maxY: Double { rect.maxY }
}

/// One frame as the run made it: the event, the model's facts (in points), the pixel
/// measurement, each check's outcome and the verdict. It travels unchanged from the producer
/// to every writer, which only formats it; frames.json is its encoding.
public struct FrameResult: Codable, Hashable, Sendable {
    public let name: String
    /// 1-based place in the run (frame names do not carry it).
    public let index: Int?
    /// The event's time on the run's timeline, in seconds.
    public let time: Double?
    public let png: String
    public let step: Int
    public let stepText: String
    public let event: EventKind
    /// The event, typed; frames.json writes its words as `eventDescription`.
    public let frameEvent: FrameEvent
    public let line: Int
    public let hint: Hint
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
    public let occludedBy: [Occluder]
    public let designRuleSatisfied: Bool
    /// What recenterCaret did (frames.json: its word), nil when it did not run.
    public let recenter: RecenterResult?
    public var measuredGap: MeasuredGap?
    public var expectations: [ExpectationOutcome]
    public var verdict: Verdict
    /// The in-between frames after the event, when the motion pass ran (nil otherwise).
    public var motion: FrameMotion? = nil
    /// Whether a gap stands, by the insets this frame was made with (not in frames.json; read
    /// back, the design's).
    public var gapRule: GapRule = .design

    private enum CodingKeys: String, CodingKey {
        case name, index, time, png, step, stepText, event, frameEvent = "eventDescription", line, hint, focusedField
        case inputHeight, scrollOriginBefore, scrollOriginY, boundsHeight, contentHeight, caretInScroll, caret, button
        case keyboard, header, visibleTop, visibleBottom, caretGapToButton, occludedBy, designRuleSatisfied, recenter
        case measuredGap, expectations, verdict, motion
    }

    /// The event as a person would say it, e.g. `type "a"`.
    public var eventDescription: String { frameEvent.description }

    /// The result of a run frame; the pixel side (measuredGap, verdict) is filled in later.
    public init(record: FrameRecord, png: String) {
        let s = record.snapshot
        name = record.name
        index = record.index
        time = record.time
        self.png = png
        step = record.step
        stepText = record.stepText
        event = record.event
        frameEvent = record.frameEvent
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
        occludedBy = s.occludedBy
        designRuleSatisfied = s.designRuleSatisfied
        recenter = record.recenter.map(RecenterResult.init)
        measuredGap = nil
        expectations = record.expectations.map(ExpectationOutcome.init)
        verdict = .pass
        gapRule = s.gapRule
    }

    /// The frame's place in its run, for ordering frames that finished out of order (frame names
    /// do not carry it).
    public var number: Int { index ?? 0 }

    /// True when recenterCaret moved the scroll origin on this frame (to the wanted place or
    /// short of it).
    public var designScrolled: Bool { recenter?.moved ?? false }

    /// Whether the caret lies between the design's visibleTop and visibleBottom; nil without a caret.
    public var ruleHolds: Bool? { caret == nil ? nil : designRuleSatisfied }

    /// Covered, or visible with a gap that does not stand (`gapRule`).
    public var isShort: Bool { gapRule.isShort(gap: caretGapToButton, covered: !occludedBy.isEmpty) }
}
