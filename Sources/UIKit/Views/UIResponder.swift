import Foundation

/// UIKit's UIResponder: first-responder status. Text inputs override `becomeFirstResponder`
/// and `resignFirstResponder` to show and hide the keyboard (`UIWindow.keyboard`).
@MainActor
open class UIResponder {
    public init() {}

    /// Whether this responder has focus.
    open var isFirstResponder: Bool { false }

    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become first responder; false when it cannot.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
