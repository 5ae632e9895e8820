import Foundation

/// Dynamic Type's content size categories, with the body size of each (sheet-geometry.md).
public struct UIContentSizeCategory: Hashable, Sendable {
    public let rawValue: String
    public let bodyPointSize: CGFloat
    init(_ rawValue: String, _ body: CGFloat) {
        self.rawValue = rawValue
        bodyPointSize = body
    }

    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS", 14)
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS", 15)
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM", 16)
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL", 17)
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL", 19)
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL", 21)
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL", 23)
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM", 28)
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL", 33)
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL", 40)
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL", 47)
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL", 53)

    public static let all: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}
