import Foundation

// The rest of iOS's system colours, light and dark (and, for the backgrounds, the elevated dark
// of a sheet), beside the ones UIColor.swift already names (label, secondaryLabel,
// placeholderText, systemBackground, systemGroupedBackground, secondarySystemGroupedBackground,
// systemBlue, systemRed).
//
// Sources: the tinted colours and the greys are Apple's Human Interface Guidelines, "Color",
// "Specifications" (default light and dark, iOS 15 and later). The label, fill and separator
// colours are not given numerically by Apple's documentation: their values are what UIKit
// reports at run time (`resolvedColor(with:)` on iOS 17), *estimates* in this harness's terms.
// The elevated dark backgrounds follow the same run-time values (*estimate*).
extension UIColor {
    // MARK: Tinted (HIG)
    public static let systemOrange = UIColor(light: 0xFF9500, dark: 0xFF9F0A)
    public static let systemYellow = UIColor(light: 0xFFCC00, dark: 0xFFD60A)
    public static let systemGreen = UIColor(light: 0x34C759, dark: 0x30D158)
    public static let systemMint = UIColor(light: 0x00C7BE, dark: 0x63E6E2)
    public static let systemTeal = UIColor(light: 0x30B0C7, dark: 0x40C8E0)
    public static let systemCyan = UIColor(light: 0x32ADE6, dark: 0x64D2FF)
    public static let systemIndigo = UIColor(light: 0x5856D6, dark: 0x5E5CE6)
    public static let systemPurple = UIColor(light: 0xAF52DE, dark: 0xBF5AF2)
    public static let systemPink = UIColor(light: 0xFF2D55, dark: 0xFF375F)
    public static let systemBrown = UIColor(light: 0xA2845E, dark: 0xAC8E68)

    // MARK: Greys (HIG)
    public static let systemGray = UIColor(light: 0x8E8E93, dark: 0x8E8E93)
    public static let systemGray2 = UIColor(light: 0xAEAEB2, dark: 0x636366)
    public static let systemGray3 = UIColor(light: 0xC7C7CC, dark: 0x48484A)
    public static let systemGray4 = UIColor(light: 0xD1D1D6, dark: 0x3A3A3C)
    public static let systemGray5 = UIColor(light: 0xE5E5EA, dark: 0x2C2C2E)
    public static let systemGray6 = UIColor(light: 0xF2F2F7, dark: 0x1C1C1E)

    // MARK: Labels, separators, link (run-time values, *estimate*)
    public static let tertiaryLabel = UIColor(light: 0x3C3C43, lightAlpha: 0.3, dark: 0xEBEBF5, darkAlpha: 0.3)
    public static let quaternaryLabel = UIColor(light: 0x3C3C43, lightAlpha: 0.18, dark: 0xEBEBF5, darkAlpha: 0.16)
    public static let separator = UIColor(light: 0x3C3C43, lightAlpha: 0.29, dark: 0x545458, darkAlpha: 0.6)
    public static let opaqueSeparator = UIColor(light: 0xC6C6C8, dark: 0x38383A)
    public static let link = UIColor(light: 0x007AFF, dark: 0x0984FF)

    // MARK: Backgrounds (HIG light and dark; elevated dark, run-time values, *estimate*)
    public static let secondarySystemBackground = UIColor(light: 0xF2F2F7, dark: 0x1C1C1E, elevatedDark: 0x2C2C2E)
    public static let tertiarySystemBackground = UIColor(light: 0xFFFFFF, dark: 0x2C2C2E, elevatedDark: 0x3A3A3C)
    public static let tertiarySystemGroupedBackground = UIColor(light: 0xF2F2F7, dark: 0x2C2C2E, elevatedDark: 0x3A3A3C)

    // MARK: Fills (run-time values, *estimate*)
    public static let systemFill = UIColor(light: 0x787880, lightAlpha: 0.2, dark: 0x787880, darkAlpha: 0.36)
    public static let secondarySystemFill = UIColor(light: 0x787880, lightAlpha: 0.16, dark: 0x787880, darkAlpha: 0.32)
    public static let tertiarySystemFill = UIColor(light: 0x767680, lightAlpha: 0.12, dark: 0x767680, darkAlpha: 0.24)
    public static let quaternarySystemFill = UIColor(light: 0x747480, lightAlpha: 0.08, dark: 0x767680, darkAlpha: 0.18)
}
