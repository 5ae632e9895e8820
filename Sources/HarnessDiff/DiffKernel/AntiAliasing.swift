
/// pixelmatch 7.2.0's anti-aliased pixel test, after Vysniauskas 2009 ("Anti-aliased Pixel and
/// Intensity Slope Detector"): a pixel between a light and a dark area has neighbours both
/// brighter and darker than itself and few equal ones, and the areas it separates are flat.
///
/// The rules, exactly as pixelmatch applies them:
/// - Neighbours are the 3 x 3 block around the pixel clipped to the image. A pixel on the
///   border starts with one equal neighbour already counted, so it may have at most one more.
/// - A neighbour is "equal" when its brightness step is exactly 0, which includes a different
///   colour of the same luma; three equal neighbours end the test (not anti-aliased).
/// - The darkest and the brightest neighbour are the first ones, columns left to right and
///   within a column top to bottom, to reach the lowest and highest step.
/// - The pixel is anti-aliased when that darkest or that brightest neighbour has three or
///   more identical (all four bytes) neighbours in both images, border again counting as one.
struct AntiAliasing {
    let width: Int
    let height: Int
    let metric: DiffMetric
    let checkerboard: Bool

    /// True when (x, y) of `image` looks like a moved edge's blend pixel; `other` is the other
    /// image, where the flat area must exist too.
    @inline(__always)
    func isAntiAliased(x: Int, y: Int, in image: UnsafeRawPointer, other: UnsafeRawPointer) -> Bool {
        if x > 0, y > 0, x < width - 1, y < height - 1 { return interiorIsAntiAliased(x: x, y: y, in: image, other: other) }
        return borderIsAntiAliased(x: x, y: y, in: image, other: other)
    }

    /// `isAntiAliased` on the image's border: the 3 x 3 block clipped to the image.
    private func borderIsAntiAliased(x: Int, y: Int, in image: UnsafeRawPointer, other: UnsafeRawPointer) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = pixel(image, x, y)
        let centerOffset = (y &* width &+ x) &* 4
        var extremes = Extremes(equal: (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0)
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                if extremes.take(brightnessStep(center, pixel(image, nx, ny), centerOffset), nx, ny) { return false }
            }
        }
        return verdict(extremes, image, other)
    }

    /// `isAntiAliased` for a pixel with all eight neighbours inside the image (nearly every
    /// pixel): the same rules in the same neighbour order, unrolled, with no clipping and no
    /// border count.
    private func interiorIsAntiAliased(x: Int, y: Int, in image: UnsafeRawPointer, other: UnsafeRawPointer) -> Bool {
        let centerOffset = (y &* width &+ x) &* 4
        let center = UInt32(littleEndian: image.loadUnaligned(fromByteOffset: centerOffset, as: UInt32.self))
        var extremes = Extremes(equal: 0)
        // Columns left to right, within a column top to bottom, as the clipped loop visits them.
        @inline(__always)
        func visit(_ dx: Int, _ dy: Int) -> Bool {
            let neighbour = UInt32(littleEndian: image.loadUnaligned(
                fromByteOffset: centerOffset &+ (dy &* width &+ dx) &* 4, as: UInt32.self))
            return extremes.take(brightnessStep(center, neighbour, centerOffset), x &+ dx, y &+ dy)
        }
        if visit(-1, -1) || visit(-1, 0) || visit(-1, 1) || visit(0, -1) || visit(0, 1)
            || visit(1, -1) || visit(1, 0) || visit(1, 1) { return false }
        return verdict(extremes, image, other)
    }

    /// The equal neighbours counted and the darkest and brightest neighbour so far, by the rules above.
    private struct Extremes {
        var equal: Int
        var darkest = 0.0, darkestX = 0, darkestY = 0
        var brightest = 0.0, brightestX = 0, brightestY = 0

        /// Takes the next neighbour's step; true when it is the third equal one, which ends the test.
        @inline(__always)
        mutating func take(_ step: Double, _ nx: Int, _ ny: Int) -> Bool {
            if step == 0 {
                equal &+= 1
                return equal > 2
            } else if step < darkest {
                (darkest, darkestX, darkestY) = (step, nx, ny)
            } else if step > brightest {
                (brightest, brightestX, brightestY) = (step, nx, ny)
            }
            return false
        }
    }

    /// After every neighbour: the brightness must both fall and rise around the pixel, and the
    /// darkest or the brightest neighbour must sit in a flat area of both images.
    @inline(__always)
    private func verdict(_ e: Extremes, _ image: UnsafeRawPointer, _ other: UnsafeRawPointer) -> Bool {
        if e.darkest == 0 || e.brightest == 0 { return false }
        return (hasManySiblings(e.darkestX, e.darkestY, image) && hasManySiblings(e.darkestX, e.darkestY, other))
            || (hasManySiblings(e.brightestX, e.brightestY, image) && hasManySiblings(e.brightestX, e.brightestY, other))
    }

    @inline(__always)
    private func brightnessStep(_ center: UInt32, _ neighbour: UInt32, _ centerOffset: Int) -> Double {
        switch metric {
        case .yiq:
            YIQ.brightnessStep(
                center: center, neighbour: neighbour, centerByteOffset: centerOffset, checkerboard: checkerboard)
        case .oklab:
            OKLab.brightnessStep(center: center, neighbour: neighbour)
        }
    }

    /// Three or more of the pixel's neighbours have its exact four bytes (a pixel on the
    /// border starts at one): it sits in a flat area.
    private func hasManySiblings(_ x: Int, _ y: Int, _ image: UnsafeRawPointer) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = pixel(image, x, y)
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where (nx != x || ny != y) && pixel(image, nx, ny) == center {
                equal += 1
                if equal > 2 { return true }
            }
        }
        return false
    }

    @inline(__always)
    private func pixel(_ image: UnsafeRawPointer, _ x: Int, _ y: Int) -> UInt32 {
        UInt32(littleEndian: image.loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self))
    }
}
