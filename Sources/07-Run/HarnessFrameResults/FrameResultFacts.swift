import HarnessGeometry
import HarnessScenario
import HarnessSheet

/// The facts of a frame made outside the sheet's model (a screen of the app's own `UIView`s,
/// read off its view tree): the same frames.json entry, with the sheet-only fields empty.
public struct FrameFacts: Sendable {
    public var name: String
    public var index: Int
    public var time: Double
    public var step: Int
    public var stepText: String
    public var event: FrameEvent
    public var line: Int
    public var focusedField: FieldID?
    public var inputHeight: Double
    public var scrollOriginBefore: Double
    public var scrollOrigin: Double
    public var boundsHeight: Double
    public var contentHeight: Double
    /// The caret on screen (window coordinates), nil when nothing has focus.
    public var caret: JSONRect?
    /// The nearest thing drawn over the caret's column below it (the bottom button, an input
    /// bar): the `button` of frames.json, a strict diff region.
    public var cover: JSONRect?
    public var keyboard: JSONRect?
    /// The caret's bottom to the top of the nearest cover or the keyboard (negative: covered).
    public var gap: Double?
    public var occludedBy: [Occluder]
    /// Every `expect` after the event, judged on the view tree.
    public var expectations: [ExpectationResult]

    public init(name: String, index: Int, time: Double, step: Int, stepText: String, event: FrameEvent,
                line: Int) {
        self.name = name
        self.index = index
        self.time = time
        self.step = step
        self.stepText = stepText
        self.event = event
        self.line = line
        focusedField = nil
        inputHeight = 0
        scrollOriginBefore = 0
        scrollOrigin = 0
        boundsHeight = 0
        contentHeight = 0
        occludedBy = []
        expectations = []
    }
}

extension FrameResult {
    /// The result of a frame from its facts; the pixel side (measuredGap, verdict) is filled in
    /// by `PixelCheck`, as for the sheet's frames.
    public init(facts f: FrameFacts) {
        let none = JSONRect(Rect(x: 0, y: 0, width: 0, height: 0))
        name = f.name
        index = f.index
        time = f.time
        png = f.name + ".png"
        step = f.step
        stepText = f.stepText
        event = f.event.kind
        frameEvent = f.event
        line = f.line
        hint = .none
        focusedField = f.focusedField?.rawValue
        inputHeight = f.inputHeight
        scrollOriginBefore = f.scrollOriginBefore
        scrollOriginY = f.scrollOrigin
        boundsHeight = f.boundsHeight
        contentHeight = f.contentHeight
        caretInScroll = nil
        caret = f.caret
        button = f.cover ?? none
        keyboard = f.keyboard
        header = none
        visibleTop = 0
        visibleBottom = 0
        caretGapToButton = f.gap
        occludedBy = f.occludedBy
        designRuleSatisfied = false
        recenter = nil
        measuredGap = nil
        expectations = f.expectations.map(ExpectationOutcome.init)
        verdict = .pass
    }
}
