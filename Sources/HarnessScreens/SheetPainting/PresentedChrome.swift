import HarnessCore

/// The button and the keyboard as Core Animation presents them mid-transition, for painting an
/// in-between frame (`SheetPainter.chrome`); a nil keyboard is hidden.
package struct PresentedChrome: Sendable, Hashable {
    package var button: Rect
    package var keyboard: Rect?

    package init(button: Rect, keyboard: Rect?) {
        self.button = button
        self.keyboard = keyboard
    }
}
