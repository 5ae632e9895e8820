/// A rectangle in points with CGRect's semantics, including the null and infinite rectangles
/// that UIKit returns when a caret cannot be placed.
package struct Rect: Hashable, Sendable, Codable {
    package var origin: Point
    package var size: Size

    package init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// CGRect.null: "no rectangle"; its origin is at positive infinity.
    package static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// CGRect.infinite: covers the whole plane.
    package static let infinite = Rect(
        x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    package var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
    package var isInfinite: Bool { self == Rect.infinite }
    package var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    package var width: Double { abs(size.width) }
    package var height: Double { abs(size.height) }
    package var minX: Double { isNull ? .infinity : min(origin.x, origin.x + size.width) }
    package var maxX: Double { isNull ? .infinity : max(origin.x, origin.x + size.width) }
    package var minY: Double { isNull ? .infinity : min(origin.y, origin.y + size.height) }
    package var maxY: Double { isNull ? .infinity : max(origin.y, origin.y + size.height) }
    package var midX: Double { (minX + maxX) / 2 }
    package var midY: Double { (minY + maxY) / 2 }

    /// The same rectangle with a non-negative size.
    package var standardized: Rect {
        isNull ? self : Rect(x: minX, y: minY, width: width, height: height)
    }

    /// Moved by (dx, dy); the null rectangle stays null.
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        isNull ? self : Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// Shrunk by the insets on each side.
    package func inset(by insets: Insets) -> Rect {
        if isNull { return self }
        let r = standardized
        return Rect(
            x: r.minX + insets.left, y: r.minY + insets.top,
            width: r.width - insets.left - insets.right, height: r.height - insets.top - insets.bottom)
    }

    /// Shrunk by dx on the left and right and dy on the top and bottom.
    package func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: Insets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// The shared area, or `.null` when the rectangles do not overlap.
    package func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = max(minX, other.minX), x1 = min(maxX, other.maxX)
        let y0 = max(minY, other.minY), y1 = min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the rectangles share an area of positive size.
    package func intersects(_ other: Rect) -> Bool {
        let shared = intersection(other)
        return !shared.isNull && shared.width > 0 && shared.height > 0
    }

    /// The smallest rectangle holding both; the null rectangle is the identity.
    package func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// True when the point lies inside (min edges included, max edges excluded, as in CGRect).
    package func contains(_ point: Point) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
