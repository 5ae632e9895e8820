/// Numbers worked out by hand for iPhone 15 Pro (393 x 852 pt, status bar 54, safe bottom 34,
/// keyboard with predictive bar 336) at 17 pt, from sheet-geometry.md's formulas.
enum HandWorked {
    /// SF Pro Text hhea (sheet-geometry.md, "Text size"): ascender 1950, descender -494, lineGap 0,
    /// unitsPerEm 2048: (1950 + 494) * 17 / 2048 = 41548 / 2048 = 20.287109375.
    static let lineHeight = 20.287109375
    /// 54 + 10.
    static let containerInset = 64.0
    /// One-line field: 20.287109375 + 16 + 16.
    static let emptyFieldHeight = 52.287109375
    /// Create mode, both fields one line: 70 + 100 + 24 + 52.287109375 + 24 + 52.287109375 + 23 + 18 + 104
    /// = 363 + 104.57421875.
    static let emptyCreateContentHeight = 467.57421875
    /// Title field's text top in content space: 70 + 100 + 24 + 16.
    static let titleTextTop = 210.0
    /// Instructions text top in content space: 194 + 52.287109375 + 24 + 16.
    static let instructionsTextTop = 286.287109375
    /// 852 - 336 - 8 - 52.
    static let buttonTopKeyboardShown = 456.0
    /// 852 - max(34, 30) - 52.
    static let buttonTopKeyboardHidden = 766.0
    /// visibleBottom - bounds.minY = 852 - 336 - 60 - 24.
    static let visibleBottomBelowOrigin = 432.0
}
