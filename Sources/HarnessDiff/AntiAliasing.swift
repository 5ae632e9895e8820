/// The anti-aliased pixel test of Vysniauskas 2009, "Anti-aliased Pixel and Intensity Slope
/// Detector", section "Anti-aliased and intensity slope pixel detection": a pixel between a
/// light and a dark area has neighbours both brighter and darker than itself and few equal
/// ones, and the areas it separates are flat.
struct AntiAliasing {
    let width: Int
    let height: Int

    /// True when (x, y) of `image` looks like an edge's blend pixel: among its neighbours at
    /// most two are equal to it, some are brighter and some darker, and the darkest or the
    /// brightest neighbour sits in a flat area of both images, so the same edge exists in
    /// both and only its rendering moved. Neighbours outside the image are left out.
    func isAntiAliased(x: Int, y: Int, in image: UnsafeRawPointer, other: UnsafeRawPointer) -> Bool {
        let center = pixel(image, x, y)
        let centerBrightness = YIQ.brightness(center)
        var equal = 0
        var darkest = 0.0, darkestX = 0, darkestY = 0
        var brightest = 0.0, brightestX = 0, brightestY = 0
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                let neighbour = pixel(image, nx, ny)
                if neighbour == center {
                    equal += 1
                    if equal > 2 { return false }
                    continue
                }
                let step = YIQ.brightness(neighbour) - centerBrightness
                if step < darkest {
                    (darkest, darkestX, darkestY) = (step, nx, ny)
                } else if step > brightest {
                    (brightest, brightestX, brightestY) = (step, nx, ny)
                }
            }
        }
        // The brightness must both fall and rise around the pixel.
        if darkest == 0 || brightest == 0 { return false }
        return (isFlat(darkestX, darkestY, image) && isFlat(darkestX, darkestY, other))
            || (isFlat(brightestX, brightestY, image) && isFlat(brightestX, brightestY, other))
    }

    /// Vysniauskas 2009, same section: a flat (constant-intensity) area is recognised by a
    /// pixel having at least three neighbours identical to it.
    private func isFlat(_ x: Int, _ y: Int, _ image: UnsafeRawPointer) -> Bool {
        let center = pixel(image, x, y)
        var equal = 0
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                if pixel(image, nx, ny) == center {
                    equal += 1
                    if equal >= 3 { return true }
                }
            }
        }
        return false
    }

    @inline(__always)
    private func pixel(_ image: UnsafeRawPointer, _ x: Int, _ y: Int) -> UInt32 {
        UInt32(littleEndian: image.loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self))
    }
}
