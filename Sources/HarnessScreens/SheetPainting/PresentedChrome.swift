import HarnessCore

/// The button and the keyboard as Core Animation presents them mid-transition, for painting an
/// in-between frame (`SheetPainter.chrome`); a nil keyboard is hidden.
public struct PresentedChrome: Sendable, Hashable {
    public var button: Rect
    public var keyboard: Rect?

    public init(button: Rect, keyboard: Rect?) {
        self.button = button
        self.keyboard = keyboard
    }
}
