/// A straight-alpha 8-bit RGBA image, rows top to bottom, 4 bytes a pixel, no padding.
/// It is the one pixel format every layer exchanges: the renderer makes it, the PNG layer reads
/// and writes it, the differ and the measurer read it.
package struct RGBAImage: Hashable, Sendable {
    package let width: Int
    package let height: Int
    package var pixels: [UInt8]

    /// An image of the given size filled with one colour (default transparent black).
    package init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "image size must not be negative")
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: bytes.count, by: 4) {
                bytes[i] = fill.0; bytes[i + 1] = fill.1; bytes[i + 2] = fill.2; bytes[i + 3] = fill.3
            }
        }
        self.pixels = bytes
    }

    /// Wraps existing bytes; `pixels.count` must be `width * height * 4`.
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (x, y) as (r, g, b, a).
    package func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Sets the pixel at (x, y).
    package mutating func setPixel(x: Int, y: Int, _ value: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * width + x) * 4
        pixels[i] = value.0; pixels[i + 1] = value.1; pixels[i + 2] = value.2; pixels[i + 3] = value.3
    }
}
