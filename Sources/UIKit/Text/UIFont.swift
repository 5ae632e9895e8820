import Foundation
import HarnessCore
import HarnessText

/// UIKit's UIFont for the system font: a size and a weight, with SF Pro Text's line metrics
/// (`SystemLineMetrics`, the harness's one source of them): `lineHeight = size * 2444 / 2048`.
/// The glyphs are drawn with the harness's pinned faces (Inter regular, or semibold from
/// `.semibold` up).
public final class UIFont: Hashable, Sendable {
    public struct Weight: Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4), regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    /// The text styles of Dynamic Type, under UIKit's names and raw values.
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleLargeTitle")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public let pointSize: CGFloat
    public let weight: Weight
    /// The text style a `preferredFont(forTextStyle:)` font was made for (a view with
    /// `adjustsFontForContentSizeCategory` remakes it for its traits); nil for other fonts.
    package let textStyle: TextStyle?
    private let metrics: SystemLineMetrics

    private init(size: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        pointSize = size
        self.weight = weight
        self.textStyle = textStyle
        metrics = SystemLineMetrics(pointSize: Double(size))
    }

    /// The system font (SF Pro) at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }

    /// The font of a text style at the content size category of `traitCollection` (the current
    /// one by default): body is iOS's table (14 ... 23, AX1 28 ... AX5 53), headline the body's
    /// size in semibold, the others scaled by the body's ratio (`UIKitEstimates`).
    @MainActor public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection? = nil)
        -> UIFont {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        let body = category.bodyPointSize
        let base = UIKitEstimates.textStyleSizesAtLarge[style.rawValue] ?? 17
        let size = style == .body || style == .headline ? body : base * body / 17
        return UIFont(size: size, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: weight) }

    /// A line's height: ascender + descender of SF Pro's hhea, no leading.
    public var lineHeight: CGFloat { CGFloat(metrics.lineHeight) }
    public var ascender: CGFloat { CGFloat(metrics.ascent) }
    /// Negative, below the baseline, as UIKit's.
    public var descender: CGFloat { -CGFloat(metrics.descent) }
    public var leading: CGFloat { 0 }
    public var familyName: String { ".SF UI Text" }
    public var fontName: String { weight >= .semibold ? ".SFUIText-Semibold" : ".SFUIText" }

    /// The harness face the glyphs are drawn with.
    package var face: FontFace { weight >= .semibold ? .bold : .regular }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.pointSize == b.pointSize && a.weight == b.weight }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
    }
}
