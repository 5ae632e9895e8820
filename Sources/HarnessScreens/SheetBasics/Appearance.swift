import HarnessCore

/// Light or dark mode.
public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
    case light
    case dark

    /// The iOS colours of sheet-geometry.md for this appearance. A sheet is an elevated surface,
    /// so in dark mode it takes the elevated colours of the table: the sheet #1C1C1E (not the
    /// grouped background #000000 behind a full screen) and its sections #2C2C2E.
    package var palette: Palette {
        switch self {
        case .light:
            return Palette(
                tint: Color(hex: 0x007AFF), sheetBackground: Color(hex: 0xF2F2F7),
                sectionBackground: Color(hex: 0xFFFFFF), primaryText: Color(hex: 0x000000),
                secondaryText: Color(hex: 0x3C3C43, alpha: 0.3), keyboardBackground: Color(hex: 0xD1D3D9),
                key: Color(hex: 0xFFFFFF), specialKey: Color(hex: 0xABB0BA),
                destructive: Color(hex: 0xFF3B30), buttonText: Color(hex: 0xFFFFFF))
        case .dark:
            return Palette(
                tint: Color(hex: 0x0A84FF), sheetBackground: Color(hex: 0x1C1C1E),
                sectionBackground: Color(hex: 0x2C2C2E), primaryText: Color(hex: 0xFFFFFF),
                secondaryText: Color(hex: 0xEBEBF5, alpha: 0.3), keyboardBackground: Color(hex: 0x2B2B2B),
                key: Color(hex: 0x6B6B6B), specialKey: Color(hex: 0x474747),
                destructive: Color(hex: 0xFF453A), buttonText: Color(hex: 0xFFFFFF))
        }
    }
}

/// The colours a frame is drawn with.
package struct Palette: Hashable, Sendable {
    /// Caret and button fill.
    package let tint: Color
    /// The sheet's background (and its edge effects' colour): #F2F2F7 light, #1C1C1E dark.
    package let sheetBackground: Color
    /// The fields' sections on the sheet: #FFFFFF light, #2C2C2E dark.
    package let sectionBackground: Color
    package let primaryText: Color
    /// Placeholders and secondary labels.
    package let secondaryText: Color
    package let keyboardBackground: Color
    package let key: Color
    /// Shift, delete, 123 and return keys (not given in sheet-geometry.md; iOS's usual grey).
    package let specialKey: Color
    package let destructive: Color
    package let buttonText: Color
}
