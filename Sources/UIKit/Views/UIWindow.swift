import Foundation

/// What the harness tells a window about the phone it stands for: the screen, its scale, the
/// safe area and the height of the input view a text input brings up. UIKit reads these from the
/// device; the harness injects them from its device, orientation and keyboard settings.
public struct HarnessDisplay: Hashable, Sendable {
    /// The screen's size in points, as held (landscape swaps the sides).
    public var screenSize: CGSize
    /// Device pixels per point.
    public var scale: CGFloat
    public var safeAreaInsets: UIEdgeInsets
    /// The keyboard's height while it shows, home-indicator area included; 0 for no input view.
    public var keyboardHeight: CGFloat
    /// The user's settings the window's views see (`traitCollection`): appearance and text size;
    /// the display scale is `scale`'s.
    public var traits: UITraitCollection

    public init(screenSize: CGSize, scale: CGFloat = 3, safeAreaInsets: UIEdgeInsets = .zero, keyboardHeight: CGFloat,
                traits: UITraitCollection = UITraitCollection()) {
        self.screenSize = screenSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.keyboardHeight = keyboardHeight
        self.traits = traits
        self.traits.displayScale = scale
    }
}

/// UIKit's UIScreen, as far as layout code reads it.
@MainActor
public final class UIScreen {
    public let bounds: CGRect
    public let scale: CGFloat
    /// The screen's traits: the display's (scale, appearance, text size).
    public let traitCollection: UITraitCollection

    init(display: HarnessDisplay) {
        bounds = CGRect(origin: .zero, size: display.screenSize)
        scale = display.scale
        traitCollection = display.traits
    }
}

/// UIKit's UIWindow: the root of a view tree, filling the screen. It knows which text input is
/// first responder and posts the keyboard notifications when one takes or gives up focus
/// (`UIResponder.keyboardWillShowNotification` and the others, through
/// `NotificationCenter.default`, with the end frame sized by `display.keyboardHeight` and, as
/// iOS 16.1 and later post them, the window's `screen` as the notification's object).
@MainActor
open class UIWindow: UIView {
    /// The phone the window stands for (its keyboard height changes when a script switches
    /// keyboards while one shows: `changeKeyboardHeight`).
    public internal(set) var display: HarnessDisplay
    public let screen: UIScreen
    /// The text input that has focus.
    public internal(set) weak var firstResponder: UIResponder?
    /// The keyboard's frame in screen coordinates while it shows, nil when hidden.
    public internal(set) var keyboardFrame: CGRect?
    public private(set) var isKeyWindow = false
    /// What the keyboard shows while it does (the predictive bar, a hardware keyboard's bar),
    /// by the user's setting: the harness sets it, as iOS knows it.
    package var keyboardLook = KeyboardLook()

    /// No archives on Linux (`UIView.init?(coder:)`): nil.
    public required init?(coder: NSCoder) { return nil }

    /// A window filling the screen of `display`.
    public init(display: HarnessDisplay) {
        self.display = display
        screen = UIScreen(display: display)
        super.init(frame: CGRect(origin: .zero, size: display.screenSize))
        // The phone the harness stands for has one screen: the latest window's.
        UIScreen.main = screen
    }

    public func makeKeyAndVisible() { isKeyWindow = true }

    /// The keyboard's frame on screen when shown: the screen's full width at its bottom.
    public var shownKeyboardFrame: CGRect {
        let s = display.screenSize
        return CGRect(x: 0, y: s.height - display.keyboardHeight, width: s.width, height: display.keyboardHeight)
    }

    /// Where the keyboard rests when hidden: just below the screen.
    public var hiddenKeyboardFrame: CGRect {
        CGRect(x: 0, y: display.screenSize.height, width: display.screenSize.width, height: display.keyboardHeight)
    }

    /// `input` takes focus: the previous first responder loses it without the keyboard hiding,
    /// then will-show and will-change-frame are posted (iOS posts them again when focus moves
    /// from one input to another), then did-show and did-change-frame.
    package func inputDidBecomeFirstResponder(_ input: UIResponder) {
        let previous = firstResponder
        firstResponder = input
        if let previous, previous !== input { (previous as? UITextInputHosting)?.loseFocusSilently() }
        let begin = keyboardFrame ?? hiddenKeyboardFrame
        keyboardFrame = shownKeyboardFrame
        postKeyboard(showing: true, begin: begin, end: shownKeyboardFrame)
    }

    /// `input` gives up focus: the keyboard hides (end frame below the screen).
    package func inputDidResignFirstResponder(_ input: UIResponder) {
        guard firstResponder === input else { return }
        firstResponder = nil
        let begin = keyboardFrame ?? shownKeyboardFrame
        keyboardFrame = nil
        postKeyboard(showing: false, begin: begin, end: hiddenKeyboardFrame)
    }

    /// The system hides the software keyboard while the first responder keeps focus (as when a
    /// hardware keyboard is attached with its shortcuts bar hidden), or brings it back for the
    /// input that has focus. Hiding posts a hiding keyboard's notifications; showing, a showing
    /// keyboard's. With no first responder there is no keyboard to show, and nothing is posted.
    package func setKeyboardHiddenKeepingFocus(_ hidden: Bool) {
        guard firstResponder != nil else { return }
        if hidden, let begin = keyboardFrame {
            keyboardFrame = nil
            postKeyboard(showing: false, begin: begin, end: hiddenKeyboardFrame)
        } else if !hidden, keyboardFrame == nil {
            keyboardFrame = shownKeyboardFrame
            postKeyboard(showing: true, begin: hiddenKeyboardFrame, end: shownKeyboardFrame)
        }
    }

    /// The four notifications of a keyboard that shows (or changes its frame while it shows) or
    /// hides, in the order observed on iOS (uikit-layout.md, "Keyboard notification userInfo";
    /// an *estimate*, code must not rely on it): will change frame, will show (will hide), did
    /// change frame, did show (did hide). Delivered on the main queue to every observer
    /// (UIKitNotifications.swift).
    func postKeyboard(showing: Bool, begin: CGRect, end: CGRect) {
        let info = UIResponder.keyboardUserInfo(begin: begin, end: end)
        let names = showing
            ? [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
               UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification]
            : [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
               UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification]
        for name in names { NotificationCenter.default.post(name: name, object: screen, userInfo: info) }
    }
}

/// A text input the window can take focus from when another input becomes first responder.
@MainActor
package protocol UITextInputHosting: AnyObject {
    func loseFocusSilently()
}

/// The keyboard notifications and their `userInfo` keys, under UIKit's names. The frames are
/// `NSValue`s holding a `CGRect` in screen coordinates (read them with `as? NSValue` and
/// `cgRectValue`, or `as? CGRect`); duration (a `Double`) and curve (an `Int`, 7) are
/// `NSNumber`s, `keyboardIsLocalUserInfoKey` a `Bool` `NSNumber` (`keyboardUserInfo`).
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
