import Foundation

extension UIScrollView {
    /// How a drag in the scroll view dismisses the keyboard, as UIKit's.
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag leaves the keyboard.
        case none = 0
        /// The keyboard is dismissed when a drag begins.
        case onDrag = 1
        /// The keyboard follows a drag that moves into it and is dismissed if the drag ends
        /// there; a drag that stays above the keyboard leaves it.
        case interactive = 2
    }

    /// Both indicators' insets: setting it sets `verticalScrollIndicatorInsets` and
    /// `horizontalScrollIndicatorInsets`; reading it reads the vertical one (as UIKit's
    /// deprecated property does).
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether a vertical drag begins: UIScrollView's pan begins when the content is taller than
    /// the bounds less the adjusted insets, or it always bounces vertically; scrolling enabled.
    package var verticalDragBegins: Bool {
        guard isScrollEnabled else { return false }
        let range = verticalOffsetRange
        return range.upperBound > range.lowerBound || alwaysBounceVertical
    }

    /// A user's vertical drag (a script's scroll) begins: with `.onDrag` the window's first
    /// responder resigns, which hides the keyboard, as iOS does when the drag starts. A scripted
    /// drag is a finger moving in the content above the keyboard, so `.interactive` leaves it.
    package func userDidBeginDragging() {
        guard verticalDragBegins, keyboardDismissMode == .onDrag,
              let responder = window?.firstResponder else { return }
        _ = responder.resignFirstResponder()
    }
}
