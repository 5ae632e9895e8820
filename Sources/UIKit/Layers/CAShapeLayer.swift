import Foundation

/// The part of Core Graphics' CGPath a shape layer draws, as Foundation on Linux has none: a
/// list of subpaths, each an ellipse inscribed in a rect, a rounded rect, or an open polyline
/// (`move(to:)` then `addLine(to:)`). Coordinates are the layer's own.
public final class CGPath: Sendable {
    public enum Element: Sendable, Hashable {
        case ellipse(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat)
        case polyline([CGPoint])
    }

    public let elements: [Element]

    public init(elements: [Element]) { self.elements = elements }
}

/// UIKit's UIBezierPath, for the shapes `CGPath` holds: `init(ovalIn:)`, `init(rect:)`,
/// `init(roundedRect:cornerRadius:)`, and lines built with `move(to:)` and `addLine(to:)`.
public final class UIBezierPath {
    private var elements: [CGPath.Element]
    public var lineWidth: CGFloat = 1

    public init() { elements = [] }
    public init(ovalIn rect: CGRect) { elements = [.ellipse(rect)] }
    public init(rect: CGRect) { elements = [.roundedRect(rect, cornerRadius: 0)] }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { elements = [.roundedRect(rect, cornerRadius: cornerRadius)] }

    /// Starts a new open subpath at `point`.
    public func move(to point: CGPoint) { elements.append(.polyline([point])) }

    /// Extends the current open subpath to `point` (from the origin when there is none).
    public func addLine(to point: CGPoint) {
        if case .polyline(let points)? = elements.last {
            elements[elements.count - 1] = .polyline(points + [point])
        } else {
            elements.append(.polyline([.zero, point]))
        }
    }

    /// Appends another path's subpaths.
    public func append(_ path: UIBezierPath) { elements += path.elements }

    public var cgPath: CGPath { CGPath(elements: elements) }
}

/// Core Animation's CAShapeLayer: `path` filled with `fillColor` (black by default, nil for
/// none) and stroked with `strokeColor` (none by default) at `lineWidth` (1), the path in the
/// layer's own space. Colours are UIColor values (`UIColor.cgColor` is the colour itself).
@MainActor
public final class CAShapeLayer: CALayer {
    public var path: CGPath?
    public var fillColor: UIColor? = .black
    public var strokeColor: UIColor?
    public var lineWidth: CGFloat = 1

    public override init() { super.init() }
}
