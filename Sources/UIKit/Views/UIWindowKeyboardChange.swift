import Foundation

extension UIResponder {
    /// A keyboard notification's `userInfo` as iOS fills it (uikit-layout.md, "Keyboard
    /// notification userInfo"): the begin and end frames as `NSValue`s holding a `CGRect` in
    /// screen coordinates, the duration as a `Double` `NSNumber` (0.25), the curve as an `Int`
    /// `NSNumber` (7, a private curve) and `keyboardIsLocalUserInfoKey` a `Bool` `NSNumber` (true).
    nonisolated package static func keyboardUserInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            keyboardAnimationDurationUserInfoKey: NSNumber(value: UIKitEstimates.keyboardAnimationDuration),
            keyboardAnimationCurveUserInfoKey: NSNumber(value: UIKitEstimates.keyboardAnimationCurve),
            keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
    }
}

extension UIWindow {
    /// The input view's height changes (another keyboard chosen, the predictive bar switched on
    /// or off, a hardware keyboard attached or detached). While the keyboard shows, its frame
    /// moves from the old height to the new one and the four notifications of a keyboard that
    /// shows are posted with those begin and end frames, as iOS posts them when the keyboard's
    /// frame changes while it shows (uikit-layout.md); with the new height 0 (no input view left)
    /// they are those of a hiding keyboard. While it is hidden nothing is posted: the next focus
    /// brings the new height up.
    package func changeKeyboardHeight(to height: CGFloat) {
        guard height != display.keyboardHeight else { return }
        let begin = keyboardFrame
        display.keyboardHeight = height
        guard let begin else { return }
        if height > 0 {
            keyboardFrame = shownKeyboardFrame
            postKeyboard(showing: true, begin: begin, end: shownKeyboardFrame)
        } else {
            keyboardFrame = nil
            postKeyboard(showing: false, begin: begin, end: hiddenKeyboardFrame)
        }
    }
}
