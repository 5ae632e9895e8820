import HarnessCore
import HarnessScript
import HarnessScreens

/// A rectangle as frames.json writes it: {x, y, width, height} in points.
package struct JSONRect: Codable, Hashable, Sendable {
    package let x: Double
    package let y: Double
    package let width: Double
    package let height: Double

    package init(_ rect: Rect) {
        x = rect.minX; y = rect.minY; width = rect.width; height = rect.height
    }

    package var rect: Rect { Rect(x: x, y: y, width: width, height: height) }

    /// The bottom edge, y + height.
    package var maxY: Double { rect.maxY }
}

/// One frame as the run made it: the event, the model's facts (in points), the pixel
/// measurement, each check's outcome and the verdict. It travels unchanged from the producer
/// to every writer, which only formats it; frames.json is its encoding.
package struct FrameResult: Codable, Hashable, Sendable {
    package let name: String
    /// 1-based place in the run (frame names do not carry it).
    package let index: Int?
    /// The event's time on the run's timeline, in seconds.
    package let time: Double?
    package let png: String
    package let step: Int
    package let stepText: String
    package let event: EventKind
    /// The event, typed; frames.json writes its words as `eventDescription`.
    package let frameEvent: FrameEvent
    package let line: Int
    package let hint: Hint
    package let focusedField: String?
    package let inputHeight: Double
    package let scrollOriginBefore: Double
    package let scrollOriginY: Double
    package let boundsHeight: Double
    package let contentHeight: Double
    package let caretInScroll: JSONRect?
    package let caret: JSONRect?
    package let button: JSONRect
    package let keyboard: JSONRect?
    package let header: JSONRect
    package let visibleTop: Double
    package let visibleBottom: Double
    package let caretGapToButton: Double?
    package let occludedBy: [Occluder]
    package let designRuleSatisfied: Bool
    /// What recenterCaret did (frames.json: its word), nil when it did not run.
    package let recenter: RecenterResult?
    package var measuredGap: MeasuredGap?
    package var expectations: [ExpectationOutcome]
    package var verdict: Verdict
    /// The in-between frames after the event, when the motion pass ran (nil otherwise).
    package var motion: FrameMotion? = nil
    /// Whether a gap stands, by the insets this frame was made with (not in frames.json; read
    /// back, the design's).
    package var gapRule: GapRule = .design

    private enum CodingKeys: String, CodingKey {
        case name, index, time, png, step, stepText, event, frameEvent = "eventDescription", line, hint, focusedField
        case inputHeight, scrollOriginBefore, scrollOriginY, boundsHeight, contentHeight, caretInScroll, caret, button
        case keyboard, header, visibleTop, visibleBottom, caretGapToButton, occludedBy, designRuleSatisfied, recenter
        case measuredGap, expectations, verdict, motion
    }

    /// The event as a person would say it, e.g. `type "a"`.
    package var eventDescription: String { frameEvent.description }

    /// The result of a run frame; the pixel side (measuredGap, verdict) is filled in later.
    package init(record: FrameRecord, png: String) {
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
    package var number: Int { index ?? 0 }

    /// True when recenterCaret moved the scroll origin on this frame (to the wanted place or
    /// short of it).
    package var designScrolled: Bool { recenter?.moved ?? false }

    /// Whether the caret lies between the design's visibleTop and visibleBottom; nil without a caret.
    package var ruleHolds: Bool? { caret == nil ? nil : designRuleSatisfied }

    /// Covered, or visible with a gap that does not stand (`gapRule`).
    package var isShort: Bool { gapRule.isShort(gap: caretGapToButton, covered: !occludedBy.isEmpty) }
}
