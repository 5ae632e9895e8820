/// A font's vertical metrics at one point size, unrounded because the glyphs are drawn with
/// hinting off.
public struct FontMetrics: Hashable, Sendable {
    /// The size the metrics are for.
    public let pointSize: Double
    /// Baseline distance below a line's top: ascender * size / unitsPerEm.
    public let ascent: Double
    /// Line bottom distance below the baseline, positive: -descender * size / unitsPerEm.
    public let descent: Double
    /// Distance between baselines: (ascender - descender + lineGap) * size / unitsPerEm.
    public let lineHeight: Double

    /// Scales `font`'s `hhea` values to `pointSize`.
    public init(font: TrueTypeFont, pointSize: Double) {
        let upem = Double(font.unitsPerEm)
        self.pointSize = pointSize
        ascent = Double(font.ascender) * pointSize / upem
        descent = Double(-font.descender) * pointSize / upem
        lineHeight = Double(font.ascender - font.descender + font.lineGap) * pointSize / upem
    }
}
