/// Colour arithmetic for the differ. Pixels arrive as the 32-bit little-endian load of four
/// RGBA bytes, so red is the low byte on every platform.
enum YIQ {
    /// The largest `delta` between two opaque colours, reached between red and cyan. Dividing
    /// by it puts differences on a 0...1 scale.
    static let maxDelta = 35215.0

    /// Straight alpha composited over an opaque white page (Porter & Duff 1984, "over" with
    /// white as the destination): c * a + 255 * (1 - a). Frames are looked at on white, and
    /// this makes every fully transparent pixel equal whatever colour it hides.
    @inline(__always)
    static func overWhite(_ pixel: UInt32) -> (r: Double, g: Double, b: Double) {
        let alpha = Double(pixel >> 24) / 255
        let r = Double(pixel & 0xFF), g = Double((pixel >> 8) & 0xFF), b = Double((pixel >> 16) & 0xFF)
        return (255 + (r - 255) * alpha, 255 + (g - 255) * alpha, 255 + (b - 255) * alpha)
    }

    /// Luma Y of the RGB-to-YIQ (NTSC) matrix that Kotsarenko & Ramos 2010 build their
    /// difference on, after blending over white. The anti-aliasing test compares it.
    @inline(__always)
    static func brightness(_ pixel: UInt32) -> Double {
        let c = overWhite(pixel)
        return 0.29889531 * c.r + 0.58662247 * c.g + 0.11448223 * c.b
    }

    /// Kotsarenko & Ramos 2010, the proposed YIQ colour difference: the weighted squared
    /// distance 0.5053 dY^2 + 0.299 dI^2 + 0.1957 dQ^2 between the two colours blended over
    /// white. The matrix is linear, so it is applied to the RGB differences directly.
    @inline(__always)
    static func delta(_ first: UInt32, _ second: UInt32) -> Double {
        let a = overWhite(first), b = overWhite(second)
        let dr = a.r - b.r, dg = a.g - b.g, db = a.b - b.b
        let dy = 0.29889531 * dr + 0.58662247 * dg + 0.11448223 * db
        let di = 0.59597799 * dr - 0.27417610 * dg - 0.32180189 * db
        let dq = 0.21147017 * dr - 0.52261711 * dg + 0.31114694 * db
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// A squared distance as a fraction of the largest one, on the same linear scale as
    /// `DiffOptions.threshold`.
    static func normalised(_ delta: Double) -> Double {
        min(1, (delta / maxDelta).squareRoot())
    }

    /// The squared-distance limit for a linear threshold: `delta` is quadratic in colour
    /// difference, so the threshold is squared before scaling.
    static func limit(forThreshold threshold: Double) -> Double {
        maxDelta * threshold * threshold
    }
}
