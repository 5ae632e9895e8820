import HarnessCore
import UIKit

/// The facts of one frame in screen points, read off the sheet's window after an event: the
/// first responder and its caret as `CaretScene` reads them on any window (`FocusedCaret`), the
/// window's keyboard, and the design's own parts (the button it keeps the caret
/// above, the pinned header, the visible region its rule names). A plain value, so that it
/// flows to every writer and across processes.
package struct SheetSnapshot: Hashable, Sendable {
    package let focusedField: FieldID?
    package let inputHeight: Double
    package let scrollOriginY: Double
    package let boundsHeight: Double
    /// The scroll view's contentSize.height.
    package let contentHeight: Double
    /// The caret in the scroll view's coordinates, nil when no field is focused.
    package let caretInScroll: Rect?
    /// The caret on screen, nil when no field is focused.
    package let caret: Rect?
    package let button: Rect
    package let keyboard: Rect?
    /// The pinned header.
    package let header: Rect
    /// The design's visibleTop and visibleBottom, in scroll coordinates.
    package let visibleTop: Double
    package let visibleBottom: Double
    /// The design's insets visibleTop and visibleBottom were computed with.
    package let insets: CaretInsets
    /// Whether a caret gap stands, by the insets this frame was made with.
    package var gapRule: GapRule { GapRule(insets) }

    /// Reads the facts off a screen's window and view tree.
    @MainActor
    package init(screen: TextStyleEditScreen) {
        let sheet = screen.sheet
        let scrollView = sheet.scrollView
        let focus = FocusedCaret(window: screen.window)
        focusedField = screen.focusedField
        inputHeight = screen.inputHeight
        scrollOriginY = Double(scrollView.bounds.origin.y)
        boundsHeight = Double(scrollView.bounds.height)
        contentHeight = Double(scrollView.contentSize.height)
        caret = focus.map { Rect($0.caret) }
        caretInScroll = focus.map { Rect($0.responder.convert($0.localCaret, to: scrollView)) }
        button = Rect(sheet.buttonView.frame)
        // A keyboard with no height (no input view) is no keyboard.
        keyboard = screen.window.keyboardFrame.flatMap { $0.height > 0 ? Rect($0) : nil }
        header = sheet.headerRect
        insets = CaretInsets.design
        (visibleTop, visibleBottom) = insets.visibleRegion(boundsMinY: Double(scrollView.bounds.minY),
                                                           boundsMaxY: Double(scrollView.bounds.maxY), inputHeight: inputHeight)
    }

    /// button.minY - caret.maxY, nil without a caret.
    package var caretGapToButton: Double? {
        caret.map { button.minY - $0.maxY }
    }

    /// Which of keyboard, button and header cover any part of the caret (and whether it is off screen).
    package var occludedBy: [Occluder] {
        guard let caret else { return [] }
        var result: [Occluder] = []
        if let keyboard, caret.intersects(keyboard) { result.append(.keyboard) }
        if caret.intersects(button) { result.append(.button) }
        if caret.minY < header.maxY { result.append(.header) }
        if caret.maxY <= 0 || caret.minY >= screenHeight { result.append(.offScreen) }
        return result
    }

    /// True when the caret lies inside [visibleTop, visibleBottom]: the design's rule holds.
    package var designRuleSatisfied: Bool {
        guard let caretInScroll else { return false }
        return caretInScroll.minY >= visibleTop - 1e-9 && caretInScroll.maxY <= visibleBottom + 1e-9
    }

    private var screenHeight: Double { boundsHeight }
}
