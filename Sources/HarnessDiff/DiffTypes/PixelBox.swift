/// An axis-aligned rectangle of whole pixels, origin at the top-left of the image.
public struct PixelBox: Hashable, Sendable, Codable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A box; width and height must not be negative.
    public init(x: Int, y: Int, width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "a pixel box cannot have a negative size")
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The same box in points for a screen of the given scale (3 for a 3x device), so a
    /// difference can be reported in the units the sheet's layout uses.
    public func inPoints(scale: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        (Double(x) / scale, Double(y) / scale, Double(width) / scale, Double(height) / scale)
    }
}
