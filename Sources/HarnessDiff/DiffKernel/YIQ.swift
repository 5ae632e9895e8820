/// The colour arithmetic of pixelmatch 7.2.0 (its default metric). Pixels arrive as the 32-bit
/// little-endian load of four RGBA bytes, so red is the low byte on every platform.
///
/// The order of every operation is kept as pixelmatch writes it: the counts are compared
/// against a threshold, and a different rounding could move a pixel that sits exactly on it.
enum YIQ {
    /// The largest `delta` between two opaque colours, reached between red and cyan (Kotsarenko
    /// & Ramos 2010). A threshold t allows a squared distance of 35215 * t * t.
    static let maxDelta = 35215.0

    /// The squared-distance limit for a linear threshold: `delta` is quadratic in colour
    /// difference, so the threshold is squared before scaling, (35215 * t) * t.
    static func limit(forThreshold threshold: Double) -> Double {
        maxDelta * threshold * threshold
    }

    /// A squared distance as a fraction of the largest one, on the threshold's 0...1 scale.
    static func normalised(_ delta: Double) -> Double {
        min(1, (delta / maxDelta).squareRoot())
    }

    /// The background a semi-transparent pixel is blended over. pixelmatch 7.2.0 (default
    /// `checkerboard: true`) takes it from the byte offset `k` of the pixel: red
    /// 48 + 159 * (k mod 2), which is always 48 because k is a multiple of 4, green and blue
    /// 48 or 207 by the parity of floor(k / phi) and floor(k / (phi + 1)); a pseudo-random
    /// pattern, so a transparent pixel cannot hide behind one fixed colour. With the
    /// checkerboard off it is white (255, 255, 255), pixelmatch's rule before 7.0.
    @inline(__always)
    static func background(byteOffset k: Int, checkerboard: Bool) -> (r: Double, g: Double, b: Double) {
        guard checkerboard else { return (255, 255, 255) }
        let g = Int(Double(k) / 1.618033988749895) % 2
        let b = Int(Double(k) / 2.618033988749895) % 2
        return (Double(48 + 159 * (k % 2)), Double(48 + 159 * g), Double(48 + 159 * b))
    }

    /// The channel differences of two pixels, both blended over the background when either is
    /// not opaque: (c1 * a1 - c2 * a2 - background * (a1 - a2)) / 255, which is
    /// c1 a1 / 255 + bg (1 - a1 / 255) minus the same for the second pixel. Nil when the
    /// four bytes are equal.
    @inline(__always)
    static func differences(
        _ p1: UInt32, _ p2: UInt32, byteOffset k: Int, checkerboard: Bool
    ) -> (r: Double, g: Double, b: Double)? {
        let r1 = Int(p1 & 0xFF), g1 = Int((p1 >> 8) & 0xFF), b1 = Int((p1 >> 16) & 0xFF), a1 = Int(p1 >> 24)
        let r2 = Int(p2 & 0xFF), g2 = Int((p2 >> 8) & 0xFF), b2 = Int((p2 >> 16) & 0xFF), a2 = Int(p2 >> 24)
        if p1 == p2 { return nil }
        if a1 < 255 || a2 < 255 { return blendedDifferences(p1, p2, byteOffset: k, checkerboard: checkerboard) }
        return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
    }

    /// `differences` when a pixel is not opaque. Kept out of line: inlined, the optimiser
    /// computed the background (two divisions) before the alpha test, once per anti-aliasing
    /// test, for opaque frames too (about a tenth of a whole-frame change's diff time).
    @inline(never)
    static func blendedDifferences(_ p1: UInt32, _ p2: UInt32, byteOffset k: Int, checkerboard: Bool) -> (r: Double, g: Double, b: Double) {
        let r1 = Int(p1 & 0xFF), g1 = Int((p1 >> 8) & 0xFF), b1 = Int((p1 >> 16) & 0xFF), a1 = Int(p1 >> 24)
        let r2 = Int(p2 & 0xFF), g2 = Int((p2 >> 8) & 0xFF), b2 = Int((p2 >> 16) & 0xFF), a2 = Int(p2 >> 24)
        let bg = background(byteOffset: k, checkerboard: checkerboard)
        let da = Double(a1 - a2)
        let dr = (Double(r1 * a1 - r2 * a2) - bg.r * da) / 255
        let dg = (Double(g1 * a1 - g2 * a2) - bg.g * da) / 255
        let db = (Double(b1 * a1 - b2 * a2) - bg.b * da) / 255
        return (dr, dg, db)
    }

    /// Luma difference (the Y row of the NTSC RGB-to-YIQ matrix) of channel differences.
    @inline(__always)
    static func luma(_ d: (r: Double, g: Double, b: Double)) -> Double {
        d.r * 0.29889531 + d.g * 0.58662247 + d.b * 0.11448223
    }

    /// Kotsarenko & Ramos 2010: the weighted squared YIQ distance
    /// 0.5053 dY^2 + 0.299 dI^2 + 0.1957 dQ^2 between two pixels at byte offset `k`
    /// (0 when their bytes are equal).
    @inline(__always)
    static func delta(_ p1: UInt32, _ p2: UInt32, byteOffset k: Int, checkerboard: Bool) -> Double {
        guard let d = differences(p1, p2, byteOffset: k, checkerboard: checkerboard) else { return 0 }
        let y = luma(d)
        let i = d.r * 0.59597799 - d.g * 0.27417610 - d.b * 0.32180189
        let q = d.r * 0.21147017 - d.g * 0.52261711 + d.b * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The luma of `center` minus that of `neighbour`, both blended over the background of
    /// the centre's byte offset `k`, as pixelmatch 7.2.0's anti-aliasing test measures it.
    /// Exactly 0 counts as an equal neighbour there, even for two different colours.
    @inline(__always)
    static func brightnessStep(center: UInt32, neighbour: UInt32, centerByteOffset k: Int, checkerboard: Bool) -> Double {
        guard let d = differences(center, neighbour, byteOffset: k, checkerboard: checkerboard) else { return 0 }
        return luma(d)
    }

    /// Brightness of a pixel blended over white, for the faded picture under the diff marks.
    static func brightnessOverWhite(_ pixel: UInt32) -> Double {
        let alpha = Double(pixel >> 24) / 255
        let r = Double(pixel & 0xFF), g = Double((pixel >> 8) & 0xFF), b = Double((pixel >> 16) & 0xFF)
        return 255 + (luma((r, g, b)) - 255) * alpha
    }
}
