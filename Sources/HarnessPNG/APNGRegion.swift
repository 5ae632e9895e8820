import HarnessImage

/// A frame's rectangle on the APNG canvas, in pixels.
public struct APNGRegion: Hashable, Sendable {
    public let x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest rectangle holding every pixel where `image` differs from `previous` (same size);
    /// a 1 x 1 rectangle at the origin when they are equal (APNG frames cannot be empty).
    static func changed(from previous: RGBAImage, to image: RGBAImage) -> APNGRegion {
        let width = image.width
        var minX = width, maxX = -1, minY = image.height, maxY = -1
        // Compared a pixel (four bytes, one unaligned load) at a time.
        previous.pixels.withUnsafeBytes { oldBytes in
            image.pixels.withUnsafeBytes { newBytes in
                let old = PixelWords(bytes: oldBytes), new = PixelWords(bytes: newBytes)
                for y in 0..<image.height {
                    let row = y * width
                    var left = 0
                    while left < width && old[row + left] == new[row + left] { left += 1 }
                    guard left < width else { continue }
                    var right = width - 1
                    while old[row + right] == new[row + right] { right -= 1 }
                    minX = min(minX, left)
                    maxX = max(maxX, right)
                    minY = min(minY, y)
                    maxY = y
                }
            }
        }
        guard maxY >= 0 else { return APNGRegion(x: 0, y: 0, width: 1, height: 1) }
        return APNGRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// An RGBA buffer read as one UInt32 a pixel.
    private struct PixelWords {
        let bytes: UnsafeRawBufferPointer
        subscript(index: Int) -> UInt32 { bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self) }
    }

    /// The pixels of `image` inside this region.
    func crop(_ image: RGBAImage) -> RGBAImage {
        if x == 0, y == 0, width == image.width, height == image.height { return image }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for row in y..<(y + height) {
            let start = (row * image.width + x) * 4
            pixels += image.pixels[start..<(start + width * 4)]
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Writes `patch` (this region's size) into `canvas` at this region, replacing what was there.
    func paste(_ patch: RGBAImage, into canvas: inout RGBAImage) {
        for row in 0..<height {
            let source = row * width * 4
            let target = ((y + row) * canvas.width + x) * 4
            canvas.pixels.replaceSubrange(target..<(target + width * 4), with: patch.pixels[source..<(source + width * 4)])
        }
    }
}
