import Foundation

// The views half of the UIKit module (`import UIKit` re-exports it): geometry, hierarchy,
// windows and the keyboard, scroll views, colours, the animation timeline.

/// Distances inward from each edge, as UIKit's UIEdgeInsets.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by `insets` on each side (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        if isNull { return self }
        let r = standardized
        return CGRect(x: r.minX + insets.left, y: r.minY + insets.top,
                      width: r.width - insets.left - insets.right, height: r.height - insets.top - insets.bottom)
    }
}

/// UIKit's `UIView.ContentMode`-free subset of `NSTextAlignment` the labels use.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
