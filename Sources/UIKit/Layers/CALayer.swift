import Foundation

/// The part of Core Animation's CALayer a view's appearance uses: the corner radius and whether
/// the contents are clipped to it (`masksToBounds`, the same flag as the view's `clipsToBounds`),
/// the border and the shadow (LayerStylePainting).
/// A view may add sublayers (`view.layer.addSublayer`), each placed by its `frame` in the view's
/// own space; the painter draws them above the view's background and below its subviews (a
/// layer a view adds after its subviews' layers would draw above them on iOS: not modelled).
@MainActor
open class CALayer {
    /// Rounds the corners of the background (and of the clip when `masksToBounds`).
    public var cornerRadius: CGFloat = 0
    /// Clips sublayers and subviews to the bounds (the view's `clipsToBounds`).
    public var masksToBounds = false
    /// Which corners `cornerRadius` rounds; all by default.
    public var maskedCorners: CACornerMask = .all
    /// A sublayer's place in its superlayer's space (for a view's layer, the view's bounds space).
    public var frame: CGRect = .zero
    public var isHidden = false
    /// 0...1, multiplied into what the layer draws.
    public var opacity: Float = 1
    /// The border and shadow (drawn as LayerStyle.swift describes). Colours are UIColor values
    /// (`UIColor.cgColor` is the colour itself); Core Animation's defaults.
    public var borderWidth: CGFloat = 0
    public var borderColor: UIColor? = .black
    public var shadowColor: UIColor? = .black
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?

    public init() {}

    /// Appends `layer` above the other sublayers, taking it from its previous superlayer.
    public func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
}

/// Core Animation's CAGradientLayer, axial only: `colors` (UIColor values here, as Foundation on
/// Linux has no CGColor; `UIColor.cgColor` returns the colour itself so Apple-style code
/// compiles) at `locations` (0...1 along the axis, evenly spaced when nil), along the axis from
/// `startPoint` to `endPoint` in the unit square of the layer's bounds (defaults (0.5, 0) and
/// (0.5, 1), top to bottom); beyond the axis's ends the end colours continue.
@MainActor
public final class CAGradientLayer: CALayer {
    public var colors: [Any]?
    public var locations: [NSNumber]?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)

    public override init() { super.init() }

    /// The colours with their offsets, nil when fewer than two colours are set or `locations`
    /// has another count (Core Animation draws nothing then either).
    public var stops: [(offset: CGFloat, color: UIColor)]? {
        let given = (colors ?? []).compactMap { $0 as? UIColor }
        guard given.count >= 2, given.count == colors?.count else { return nil }
        if let locations {
            guard locations.count == given.count else { return nil }
            return zip(locations, given).map { (CGFloat($0.doubleValue), $1) }
        }
        return given.enumerated().map { (CGFloat($0.offset) / CGFloat(given.count - 1), $0.element) }
    }
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

extension UIColor {
    /// The colour itself, as Foundation on Linux has no CGColor: what `CAGradientLayer.colors`
    /// takes, so `layer.colors = [color.cgColor, ...]` reads as on iOS.
    public var cgColor: UIColor { self }
}
