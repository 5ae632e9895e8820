import Foundation

/// Every number of this UIKit surface that Apple's documentation does not pin down: observed
/// behaviour the harness relies on (uikit-semantics.md's *estimate* items and a few more), kept
/// in one place so it can be corrected. Everything else in the module is documented behaviour.
public enum UIKitEstimates {
    /// `caretRect(for:)` width: "about 2 pt" (uikit-semantics.md). *estimate*
    public static let caretWidth: CGFloat = 2

    /// `scrollRectToVisible` for a rect taller than the visible area: the top edge wins, as
    /// observed. *estimate*
    public static let tallRectShowsTop = true

    /// The keyboard notification's `keyboardAnimationDurationUserInfoKey` (0.25 s, as iOS posts
    /// it; the animation itself is reported to run the 0.5 s keyboard spring, motion.md).
    public static let keyboardAnimationDuration: Double = 0.25

    /// `keyboardAnimationCurveUserInfoKey`: 7, a private curve (motion.md reports it to be the
    /// codebase's spring). *estimate* of what the curve is; the number 7 is what iOS posts.
    public static let keyboardAnimationCurve: Int = 7

    /// A `UITextField`'s text is centred vertically in its bounds, its glyphs from x 0 (the
    /// field has no container inset). *estimate*
    public static let textFieldCentresText = true

    /// `preferredFont(forTextStyle:)` sizes at the default content size category (large), and
    /// how a style other than body scales with the category: by the body's ratio. The body
    /// column is iOS's published table (sheet-geometry.md, "Text size"); the other styles'
    /// scaling is an *estimate*.
    public static let textStyleSizesAtLarge: [String: CGFloat] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The spring variant of `UIView.animate` records its damping and velocity; the curve they
    /// make is an *estimate* evaluated by whoever reads the timeline (kept replaceable).
    public static let springCurveIsEstimate = true

    /// `setContentOffset(_:animated: true)`: UIKit does not document its animation; 0.3 s ease
    /// in out here. *estimate*
    public static let scrollAnimationDuration: Double = 0.3

    /// A layer's shadow is drawn hard-edged (the display list has no blur): its shape moved by
    /// `shadowOffset`, `shadowRadius` not widening it (LayerStylePainting). *estimate*
    public static let shadowIsHardEdged = true
}
