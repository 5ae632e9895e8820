/// The line metrics of iOS's system font (SF Pro Text), the ONE place the harness's line height
/// and baseline come from.
///
/// The glyphs are drawn with the pinned Inter (SF Pro is not on Linux), but a UITextView
/// line is as tall as `UIFont.systemFont(ofSize:).lineHeight`, so the lines, the caret and every
/// field height use SF Pro Text's `hhea` values (sheet-geometry.md, "Text size"): unitsPerEm 2048,
/// ascender 1950, descender -494, lineGap 0. At 17 pt a line is 17 * 2444 / 2048 = 20.287109375.
package struct SystemLineMetrics: Hashable, Sendable {
    /// SF Pro Text `head.unitsPerEm`.
    package static let unitsPerEm = 2048
    /// SF Pro Text `hhea.ascender`.
    package static let ascender = 1950
    /// SF Pro Text `hhea.descender` (negative: below the baseline).
    package static let descender = -494

    /// The size the metrics are for.
    package let pointSize: Double
    /// Baseline distance below a line's top: size * 1950 / 2048.
    package let ascent: Double
    /// Line bottom below the baseline, positive: size * 494 / 2048.
    package let descent: Double
    /// A line's height, and the caret's: size * (1950 + 494) / 2048 = size * 2444 / 2048 (no leading).
    package let lineHeight: Double

    /// The system font's metrics at `pointSize`.
    package init(pointSize: Double) {
        let upem = Double(Self.unitsPerEm)
        self.pointSize = pointSize
        ascent = pointSize * Double(Self.ascender) / upem
        descent = pointSize * Double(-Self.descender) / upem
        lineHeight = pointSize * Double(Self.ascender - Self.descender) / upem
    }
}
