/// Numbers worked out by hand for iPhone 15 Pro (393 x 852 pt, status bar 54, safe bottom 34,
/// keyboard with predictive bar 336) and DejaVu Sans 17 pt, from sheet-geometry.md's formulas.
enum HandWorked {
    /// DejaVu Sans hhea: ascender 1901, descender -483, lineGap 0, unitsPerEm 2048 (read with a
    /// Python struct script): (1901 + 483 + 0) * 17 / 2048 = 19.7890625.
    static let lineHeight = 19.7890625
    /// 54 + 10.
    static let containerInset = 64.0
    /// One-line field: 19.7890625 + 16 + 16.
    static let emptyFieldHeight = 51.7890625
    /// Create mode, both fields one line: 70 + 100 + 24 + 51.7890625 + 24 + 51.7890625 + 23 + 18 + 104.
    static let emptyCreateContentHeight = 466.578125
    /// Title field's text top in content space: 70 + 100 + 24 + 16.
    static let titleTextTop = 210.0
    /// Instructions text top in content space: 194 + 51.7890625 + 24 + 16.
    static let instructionsTextTop = 285.7890625
    /// 852 - 336 - 8 - 52.
    static let buttonTopKeyboardShown = 456.0
    /// 852 - max(34, 30) - 52.
    static let buttonTopKeyboardHidden = 766.0
    /// visibleBottom - bounds.minY = 852 - 336 - 60 - 24.
    static let visibleBottomBelowOrigin = 432.0
}
