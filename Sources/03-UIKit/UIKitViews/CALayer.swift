import Foundation

/// The part of Core Animation's CALayer a view's appearance uses: the corner radius and whether
/// the contents are clipped to it (`masksToBounds`, the same flag as the view's `clipsToBounds`).
/// A view may add sublayers the painter draws above its background: `UIView.layer.sublayers`.
@MainActor
public final class CALayer {
    /// Rounds the corners of the background (and of the clip when `masksToBounds`).
    public var cornerRadius: CGFloat = 0
    /// Clips sublayers and subviews to the bounds (the view's `clipsToBounds`).
    public var masksToBounds = false
    /// Which corners `cornerRadius` rounds; all by default.
    public var maskedCorners: CACornerMask = .all

    public init() {}
}

/// The corners a layer rounds, as CACornerMask.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
    public static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
