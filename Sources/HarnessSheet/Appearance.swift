import HarnessDrawing

/// Light or dark mode.
public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
    case light
    case dark

    /// The iOS colours of sheet-geometry.md for this appearance.
    public var palette: Palette {
        switch self {
        case .light:
            return Palette(
                tint: Color(hex: 0x007AFF), groupedBackground: Color(hex: 0xF2F2F7),
                sectionBackground: Color(hex: 0xFFFFFF), primaryText: Color(hex: 0x000000),
                secondaryText: Color(hex: 0x3C3C43, alpha: 0.3), keyboardBackground: Color(hex: 0xD1D3D9),
                key: Color(hex: 0xFFFFFF), specialKey: Color(hex: 0xABB0BA),
                destructive: Color(hex: 0xFF3B30), buttonText: Color(hex: 0xFFFFFF))
        case .dark:
            return Palette(
                tint: Color(hex: 0x0A84FF), groupedBackground: Color(hex: 0x000000),
                sectionBackground: Color(hex: 0x1C1C1E), primaryText: Color(hex: 0xFFFFFF),
                secondaryText: Color(hex: 0xEBEBF5, alpha: 0.3), keyboardBackground: Color(hex: 0x2B2B2B),
                key: Color(hex: 0x6B6B6B), specialKey: Color(hex: 0x474747),
                destructive: Color(hex: 0xFF453A), buttonText: Color(hex: 0xFFFFFF))
        }
    }
}

/// The colours a frame is drawn with.
public struct Palette: Hashable, Sendable {
    /// Caret and button fill.
    public let tint: Color
    /// The sheet's background.
    public let groupedBackground: Color
    public let sectionBackground: Color
    public let primaryText: Color
    /// Placeholders and secondary labels.
    public let secondaryText: Color
    public let keyboardBackground: Color
    public let key: Color
    /// Shift, delete, 123 and return keys (not given in sheet-geometry.md; iOS's usual grey).
    public let specialKey: Color
    public let destructive: Color
    public let buttonText: Color
}
