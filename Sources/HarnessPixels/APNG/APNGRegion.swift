import HarnessCore

/// A frame's rectangle on the APNG canvas, in pixels.
package struct APNGRegion: Hashable, Sendable {
    package let x: Int, y: Int, width: Int, height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest rectangle holding every pixel where `image` differs from `previous` (same size);
    /// a 1 x 1 rectangle at the origin when they are equal (APNG frames cannot be empty).
    package static func changed(from previous: RGBAImage, to image: RGBAImage) -> APNGRegion {
        let width = image.width
        var minX = width, maxX = -1, minY = image.height, maxY = -1
        previous.pixels.withUnsafeBytes { oldBytes in
            image.pixels.withUnsafeBytes { newBytes in
                guard let old = oldBytes.baseAddress, let new = newBytes.baseAddress else { return }
                for y in 0..<image.height {
                    let row = y * width * 4
                    guard let (left, right) = differingSpan(old + row, new + row, width: width) else { continue }
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

    /// The first and last pixel where two rows of `width` pixels differ, nil when they are equal.
    /// Compared two pixels (one 8-byte load) at a time, then the pixel pair that differs is split.
    private static func differingSpan(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer, width: Int) -> (Int, Int)? {
        func word(_ base: UnsafeRawPointer, _ pair: Int) -> UInt64 { base.loadUnaligned(fromByteOffset: pair * 8, as: UInt64.self) }
        func pixel(_ base: UnsafeRawPointer, _ x: Int) -> UInt32 { base.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
        let pairs = width / 2
        var pair = 0
        while pair < pairs && word(old, pair) == word(new, pair) { pair += 1 }
        let left: Int
        if pair < pairs {
            left = pixel(old, 2 * pair) == pixel(new, 2 * pair) ? 2 * pair + 1 : 2 * pair
        } else if width % 2 == 1 && pixel(old, width - 1) != pixel(new, width - 1) {
            return (width - 1, width - 1)
        } else {
            return nil
        }
        var right = width - 1
        if width % 2 == 1 && pixel(old, right) == pixel(new, right) { right -= 1 }
        if right > 2 * pairs - 1 { return (left, right) }
        // The last differing pair exists (the one at `pair` differs), so this stops at or after it.
        var last = pairs - 1
        while word(old, last) == word(new, last) { last -= 1 }
        right = pixel(old, 2 * last + 1) == pixel(new, 2 * last + 1) ? 2 * last : 2 * last + 1
        return (left, right)
    }

    /// The pixels of `image` inside this region.
    package func crop(_ image: RGBAImage) -> RGBAImage {
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
