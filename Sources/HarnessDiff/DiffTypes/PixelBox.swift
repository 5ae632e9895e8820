/// An axis-aligned rectangle of whole pixels, origin at the top-left of the image.
package struct PixelBox: Hashable, Sendable, Codable {
    /// Left column.
    package var x: Int
    /// Top row.
    package var y: Int
    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int

    /// A box; width and height must not be negative.
    package init(x: Int, y: Int, width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "a pixel box cannot have a negative size")
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The same box in points for a screen of the given scale (3 for a 3x device), so a
    /// difference can be reported in the units the sheet's layout uses.
    package func inPoints(scale: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        (Double(x) / scale, Double(y) / scale, Double(width) / scale, Double(height) / scale)
    }
}
