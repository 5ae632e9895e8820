import HarnessCore
import HarnessScript
import HarnessScreens

/// What a screen of the app's own `UIView`s showed after an event, read off its view tree: the
/// scroll view's numbers and the caret's neighbours, in window coordinates (points).
package struct ViewTreeReading: Hashable, Sendable {
    package var focusedField: FieldID?
    package var inputHeight: Double = 0
    package var scrollOrigin: Double = 0
    package var boundsHeight: Double = 0
    package var contentHeight: Double = 0
    /// The caret on screen, nil when nothing has focus.
    package var caret: JSONRect?
    /// The nearest thing drawn over the caret's column below it (the bottom button, an input
    /// bar): frames.json's `button`, a strict diff region.
    package var cover: JSONRect?
    package var keyboard: JSONRect?
    /// The caret's bottom to the top of the nearest cover or the keyboard (negative: covered).
    package var gap: Double?
    package var occludedBy: [Occluder] = []

    package init() {}
}

extension FrameResult {
    /// A view screen's frame: the event, what the tree showed (`reading`) and the model's side
    /// of each `expect` after it; the sheet-only fields (hint, header, visible band, recenter)
    /// are empty. The pixel side (measuredGap, verdict) is filled in by `PixelCheck`, as for the
    /// sheet's frames.
    package init(viewTree name: String, index: Int, time: Double, step: Int, stepText: String, event: FrameEvent,
                line: Int, scrollOriginBefore: Double, reading r: ViewTreeReading) {
        let none = JSONRect(Rect(x: 0, y: 0, width: 0, height: 0))
        self.name = name
        self.index = index
        self.time = time
        png = name + ".png"
        self.step = step
        self.stepText = stepText
        self.event = event.kind
        frameEvent = event
        self.line = line
        hint = .none
        focusedField = r.focusedField?.rawValue
        inputHeight = r.inputHeight
        self.scrollOriginBefore = scrollOriginBefore
        scrollOriginY = r.scrollOrigin
        boundsHeight = r.boundsHeight
        contentHeight = r.contentHeight
        caretInScroll = nil
        caret = r.caret
        button = r.cover ?? none
        keyboard = r.keyboard
        header = none
        visibleTop = 0
        visibleBottom = 0
        caretGapToButton = r.gap
        occludedBy = r.occludedBy
        designRuleSatisfied = false
        recenter = nil
        measuredGap = nil
        expectations = []
        verdict = .pass
    }
}
