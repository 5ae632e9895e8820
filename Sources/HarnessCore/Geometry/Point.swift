/// A location in points, like CGPoint.
package struct Point: Hashable, Sendable, Codable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, as `CGPoint()` is.
    package init() {
        self.init(x: 0, y: 0)
    }

    package static let zero = Point(x: 0, y: 0)
}

/// A width and height in points, like CGSize.
package struct Size: Hashable, Sendable, Codable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    package static let zero = Size(width: 0, height: 0)
}

/// Distances inward from each edge, like UIEdgeInsets.
package struct Insets: Hashable, Sendable, Codable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    package init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    package static let zero = Insets()
}
