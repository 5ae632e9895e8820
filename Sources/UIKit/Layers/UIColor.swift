import Foundation
import HarnessCore

/// Light or dark, as UIKit's UIUserInterfaceStyle.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Base or elevated (a sheet is an elevated surface), as UIUserInterfaceLevel.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified, base, elevated
}

/// The traits colours and fonts resolve against.
public struct UITraitCollection: Hashable, Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle
    public var userInterfaceLevel: UIUserInterfaceLevel
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// Device pixels per point; 0 when unspecified, as UIKit's.
    public var displayScale: CGFloat

    public init(userInterfaceStyle: UIUserInterfaceStyle = .light, userInterfaceLevel: UIUserInterfaceLevel = .base,
                preferredContentSizeCategory: UIContentSizeCategory = .large, displayScale: CGFloat = 0) {
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceLevel = userInterfaceLevel
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.displayScale = displayScale
    }

    /// The traits in effect: the harness sets them for a run from the variant (appearance, text
    /// size, the device's scale), before the screen is made and for as long as it runs.
    @MainActor public static var current = UITraitCollection()
}

/// UIKit's UIColor: a fixed colour, or a dynamic one that resolves per trait collection (the
/// system colours, light and dark, with the elevated dark backgrounds of a sheet).
public final class UIColor: Sendable, Hashable {
    private let provider: @Sendable (UITraitCollection) -> Color

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        provider = { _ in c }
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour chosen per trait collection.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        provider = { dynamicProvider($0).color(in: $0) }
    }

    /// A 24-bit sRGB hex colour (the harness's way of writing the system colours).
    public init(rgb: UInt32, alpha: CGFloat = 1) {
        let c = Color(hex: rgb, alpha: Double(alpha))
        provider = { _ in c }
    }

    init(light: UInt32, lightAlpha: Double = 1, dark: UInt32, darkAlpha: Double = 1,
                 elevatedDark: UInt32? = nil) {
        provider = { traits in
            guard traits.userInterfaceStyle == .dark else { return Color(hex: light, alpha: lightAlpha) }
            return Color(hex: traits.userInterfaceLevel == .elevated ? elevatedDark ?? dark : dark, alpha: darkAlpha)
        }
    }

    /// The colour for `traits`.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        let c = color(in: traits)
        return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The colour's components for `traits`, as the harness draws them.
    package func color(in traits: UITraitCollection) -> Color { provider(traits) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let base = provider
        return UIColor(dynamicProvider: { traits in
            let c = base(traits)
            return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
        })
    }

    public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    // The system colours (sheet-geometry.md, "iOS colours").
    public static let systemBlue = UIColor(light: 0x007AFF, dark: 0x0A84FF)
    public static let tintColor = systemBlue
    public static let label = UIColor(light: 0x000000, dark: 0xFFFFFF)
    public static let placeholderText = UIColor(light: 0x3C3C43, lightAlpha: 0.3, dark: 0xEBEBF5, darkAlpha: 0.3)
    public static let secondaryLabel = UIColor(light: 0x3C3C43, lightAlpha: 0.6, dark: 0xEBEBF5, darkAlpha: 0.6)
    public static let systemBackground = UIColor(light: 0xFFFFFF, dark: 0x000000, elevatedDark: 0x1C1C1E)
    public static let systemGroupedBackground = UIColor(light: 0xF2F2F7, dark: 0x000000, elevatedDark: 0x1C1C1E)
    public static let secondarySystemGroupedBackground = UIColor(light: 0xFFFFFF, dark: 0x1C1C1E, elevatedDark: 0x2C2C2E)
    public static let systemRed = UIColor(light: 0xFF3B30, dark: 0xFF453A)

    public static func == (a: UIColor, b: UIColor) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
