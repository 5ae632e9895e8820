import Foundation

// The user's settings as UIKit hands them to a screen's code: the trait collection of a view,
// of the screen and the current one, the content size category, Dynamic Type fonts and the
// display scale. The harness fills them from the variant (appearance, text size, device) before
// it makes the screen (`HarnessDisplay.traits`, `UITraitCollection.current`).

extension UIContentSizeCategory: Comparable {
    /// The category whose body size is `size` (17 is large, 28 is AX1); a size between iOS's
    /// steps (the app's own 26, say) is a category of its own with that body size, so
    /// `preferredFont(forTextStyle: .body)` is exactly the variant's size.
    package static func forBodySize(_ size: CGFloat) -> UIContentSizeCategory {
        all.first { $0.bodyPointSize == size } ?? UIContentSizeCategory("CaretHarnessBody\(size)pt", size)
    }

    /// Categories compare by body size (`category >= .accessibilityMedium`).
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.bodyPointSize < b.bodyPointSize }
}

extension UIScreen {
    /// The phone's screen: the latest window's (iPhone 15 Pro, 393 x 852 at 3x, before any).
    public package(set) static var main = UIScreen(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), scale: 3,
                                                                            keyboardHeight: 336))

    /// Pixels per point of the panel; the same as `scale` on the phones the harness models.
    public var nativeScale: CGFloat { scale }
}

extension UIView {
    /// The traits the view sees: its window's (appearance, text size, scale), or the current
    /// ones outside a window.
    public var traitCollection: UITraitCollection {
        if let window { return window.display.traits }
        if let window = self as? UIWindow { return window.display.traits }
        return UITraitCollection.current
    }

    /// Pixels per point the view draws at: its window's screen scale.
    public var contentScaleFactor: CGFloat { window?.screen.scale ?? UIScreen.main.scale }
}

/// UIKit's UIApplication, as far as a screen reads the user's settings from it.
@MainActor
public final class UIApplication {
    public static let shared = UIApplication()
    private init() {}

    /// The user's text size: the current traits' category.
    public var preferredContentSizeCategory: UIContentSizeCategory { UITraitCollection.current.preferredContentSizeCategory }

    /// Posted when the user changes the text size (never during a harness run: a variant has one size).
    nonisolated public static let contentSizeCategoryDidChangeNotification =
        Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// Views whose text-style font follows the content size category, as UIKit's protocol.
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}

extension UIWindow {
    /// What UIKit does when a view with `adjustsFontForContentSizeCategory` joins a window or the
    /// category changes: each such label, text view and field whose font came from
    /// `preferredFont(forTextStyle:)` gets that style's font for the window's traits.
    package func adjustFontsForContentSizeCategory() {
        func walk(_ view: UIView) {
            if let label = view as? UILabel, label.adjustsFontForContentSizeCategory, let style = label.font.textStyle {
                label.font = .preferredFont(forTextStyle: style, compatibleWith: display.traits)
            }
            if let text = view as? UITextView, text.adjustsFontForContentSizeCategory, let style = text.font?.textStyle {
                text.font = .preferredFont(forTextStyle: style, compatibleWith: display.traits)
            }
            if let field = view as? UITextField, field.adjustsFontForContentSizeCategory, let style = field.font?.textStyle {
                field.font = .preferredFont(forTextStyle: style, compatibleWith: display.traits)
            }
            view.subviews.forEach(walk)
        }
        walk(self)
    }
}

/// UIKit's UIFontMetrics: a custom font or number scaled with the content size category, by the
/// body style's ratio to its size at large (17 pt): `preferredFont`'s rule for every style, so an
/// *estimate* for styles other than body (`UIKitEstimates.textStyleSizesAtLarge`).
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    public static let `default` = UIFontMetrics(forTextStyle: .body)

    @MainActor private func ratio(_ traits: UITraitCollection?) -> CGFloat {
        (traits ?? UITraitCollection.current).preferredContentSizeCategory.bodyPointSize / 17
    }

    @MainActor public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        font.withSize(font.pointSize * ratio(traitCollection))
    }

    @MainActor public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat {
        value * ratio(traitCollection)
    }
}
