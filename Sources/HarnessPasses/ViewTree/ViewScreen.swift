import Foundation
import HarnessScreens
import UIKit

/// What a screen is made for: the window's size and safe area, the user's text size and appearance.
public struct ViewScreenContext: Sendable {
    /// The window's size in points (landscape swaps the device's sides).
    public let size: CGSize
    public let safeAreaInsets: UIEdgeInsets
    /// The body text size the user picked (17 pt is the default; 47 is AX4).
    public let textSize: CGFloat
    public let isDark: Bool

    /// A context of your own, for a unit test that makes the screen without the harness.
    public init(size: CGSize, safeAreaInsets: UIEdgeInsets = .zero, textSize: CGFloat = 17, isDark: Bool = false) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.textSize = textSize
        self.isDark = isDark
    }
}

/// A screen made of the app's own `UIView`s: a closure that makes the root view for a context.
/// The harness puts it in a window of the variant's size, lays it out, and finds the focused
/// text input, its caret, the keyboard and what covers the caret from the view tree
/// (`CaretScene`). A script names an input by its `accessibilityIdentifier`, as a UI test does
/// (`Step.tap("comment")`, `tap comment`); the window draws the keyboard (its keys, bars and home
/// indicator, the sheet's own keyboard views) over the screen while it shows.
public struct ViewScreen: Sendable {
    let make: @MainActor @Sendable (ViewScreenContext) -> UIView

    public init(_ make: @escaping @MainActor @Sendable (ViewScreenContext) -> UIView) {
        self.make = make
    }

    /// A window of `variant`'s size with the screen's root view filling it, laid out.
    @MainActor
    func window(for variant: Variant, dark: Bool) -> UIWindow {
        let s = variant.safeArea
        let insets = UIEdgeInsets(top: s.top, left: s.left, bottom: s.bottom, right: s.right)
        let size = CGSize(width: variant.screen.width, height: variant.screen.height)
        let window = UIWindow(display: HarnessDisplay(screenSize: size, scale: variant.device.scale, safeAreaInsets: insets,
                                                      keyboardHeight: variant.inputHeight,
                                                      traits: Self.traits(for: variant, dark: dark)))
        // The screen's code reads the user's settings while it is made (preferredFont, the
        // current traits) and afterwards: the run keeps them current until it ends.
        UITraitCollection.current = window.display.traits
        window.keyboardLook = ViewKeyboard(variant.keyboard).look
        let root = make(ViewScreenContext(size: size, safeAreaInsets: insets, textSize: variant.textSize, isDark: dark))
        root.frame = window.bounds
        window.addSubview(root)
        window.adjustFontsForContentSizeCategory()
        window.makeKeyAndVisible()
        ViewScreen.layout(window)
        return window
    }

    /// The variant's settings as UIKit's traits: light or dark, the content size category of its
    /// text size (17 pt is large, 28 AX1), the device's scale.
    static func traits(for variant: Variant, dark: Bool) -> UITraitCollection {
        UITraitCollection(userInterfaceStyle: dark ? .dark : .light,
                          preferredContentSizeCategory: .forBodySize(CGFloat(variant.textSize)), displayScale: variant.device.scale)
    }

    /// Lays out every view of the tree, parents first.
    @MainActor
    static func layout(_ view: UIView) {
        view.setNeedsLayout()
        view.layoutIfNeeded()
        for child in view.subviews { layout(child) }
    }

    /// The text inputs of the tree, depth first in subview order.
    @MainActor
    static func inputs(in view: UIView) -> [UIView] {
        view.subviews.flatMap { child -> [UIView] in
            (child is UITextView || child is UITextField ? [child] : []) + (child is UITextView ? [] : inputs(in: child))
        }
    }
}
