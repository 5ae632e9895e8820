import HarnessCore

/// Which of the sheet's two fields holds the caret.
public enum MotionField: String, Sendable, Hashable, CaseIterable {
    case title
    case instructions
}

/// The sheet's layout after one event, as the model sets it: what a frame-by-frame model needs.
public struct SheetLayout: Sendable, Hashable {
    /// The content column's frame in the scroll view's content coordinates.
    public var content: Rect
    /// The two sections' frames in the content column's coordinates.
    public var titleSection: Rect
    public var instructionsSection: Rect
    /// The button and the keyboard on screen; a hidden keyboard is nil.
    public var button: Rect
    public var keyboard: Rect?
    /// The focused field and its caret in that field's section coordinates (nil with no focus).
    public var caretField: MotionField?
    public var caretInSection: Rect?

    public init(content: Rect, titleSection: Rect, instructionsSection: Rect, button: Rect, keyboard: Rect?,
                caretField: MotionField?, caretInSection: Rect?) {
        self.content = content
        self.titleSection = titleSection
        self.instructionsSection = instructionsSection
        self.button = button
        self.keyboard = keyboard
        self.caretField = caretField
        self.caretInSection = caretInSection
    }
}

/// One event on the timeline: when it happened, the transition its update ran with, the scroll
/// origin's model value after it with the additive offsets it started, and the new layout.
public struct SheetMotionEvent: Sendable {
    public var time: Double
    /// What the event was, for reports ("newline", "type \"M\"").
    public var label: String
    public var transition: MotionTransition
    /// The scroll view's bounds.origin.y after the event (assigned at once).
    public var scrollOriginY: Double
    /// Offsets of the additive bounds-origin animations the event started (the design's
    /// previous - new), each decaying to 0 along the transition.
    public var scrollOffsets: [Double]
    public var layout: SheetLayout

    public init(time: Double, label: String, transition: MotionTransition, scrollOriginY: Double,
                scrollOffsets: [Double], layout: SheetLayout) {
        self.time = time
        self.label = label
        self.transition = transition
        self.scrollOriginY = scrollOriginY
        self.scrollOffsets = scrollOffsets
        self.layout = layout
    }
}

/// What is on screen at one instant, in screen points (the scroll view fills the screen, so its
/// coordinates less the presented origin are the screen's).
public struct PresentedSheetState: Sendable, Hashable {
    public let time: Double
    /// The latest event at or before `time`, and the seconds since it.
    public let eventIndex: Int
    public let sinceEvent: Double
    public let scrollOriginY: Double
    public let content: Rect
    public let titleSection: Rect
    public let instructionsSection: Rect
    public let button: Rect
    public let keyboard: Rect?
    public let caret: Rect?

    /// button.minY - caret.maxY (negative: the caret's bottom is under the button's top).
    public var gapToButton: Double? { caret.map { button.minY - $0.maxY } }
    /// keyboard.minY - caret.maxY, nil without a keyboard or caret.
    public var gapToKeyboard: Double? {
        guard let caret, let keyboard else { return nil }
        return keyboard.minY - caret.maxY
    }
}
