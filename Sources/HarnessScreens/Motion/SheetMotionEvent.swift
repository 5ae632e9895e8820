import HarnessCore

/// Which of the sheet's two fields holds the caret.
package enum MotionField: String, Sendable, Hashable, CaseIterable {
    case title
    case instructions
}

/// The sheet's layout after one event, as the model sets it: what a frame-by-frame model needs.
package struct SheetLayout: Sendable, Hashable {
    /// The content column's frame in the scroll view's content coordinates.
    package var content: Rect
    /// The two sections' frames in the content column's coordinates.
    package var titleSection: Rect
    package var instructionsSection: Rect
    /// The button and the keyboard on screen; a hidden keyboard is nil.
    package var button: Rect
    package var keyboard: Rect?
    /// The focused field and its caret in that field's section coordinates (nil with no focus).
    package var caretField: MotionField?
    package var caretInSection: Rect?

    package init(content: Rect, titleSection: Rect, instructionsSection: Rect, button: Rect, keyboard: Rect?,
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
package struct SheetMotionEvent: Sendable {
    package var time: Double
    /// What the event was, for reports ("newline", "type \"M\"").
    package var label: String
    package var transition: MotionTransition
    /// The scroll view's bounds.origin.y after the event (assigned at once).
    package var scrollOriginY: Double
    /// Offsets of the additive bounds-origin animations the event started (the design's
    /// previous - new), each decaying to 0 along the transition.
    package var scrollOffsets: [Double]
    package var layout: SheetLayout

    package init(time: Double, label: String, transition: MotionTransition, scrollOriginY: Double,
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
package struct PresentedSheetState: Sendable, Hashable {
    package let time: Double
    /// The latest event at or before `time`, and the seconds since it.
    package let eventIndex: Int
    package let sinceEvent: Double
    package let scrollOriginY: Double
    package let content: Rect
    package let titleSection: Rect
    package let instructionsSection: Rect
    package let button: Rect
    package let keyboard: Rect?
    package let caret: Rect?

    /// button.minY - caret.maxY (negative: the caret's bottom is under the button's top).
    package var gapToButton: Double? { caret.map { button.minY - $0.maxY } }
    /// keyboard.minY - caret.maxY, nil without a keyboard or caret.
    package var gapToKeyboard: Double? {
        guard let caret, let keyboard else { return nil }
        return keyboard.minY - caret.maxY
    }
}
