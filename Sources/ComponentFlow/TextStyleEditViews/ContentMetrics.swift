/// The vertical rhythm of TextStyleEditContentComponent (sheet-geometry.md), in points.
public enum ContentMetrics {
    public static let sideInset: Double = 16
    public static let topPadding: Double = 70
    public static let emojiDiameter: Double = 100
    public static let sectionSpacing: Double = 24
    /// Height of the delete section in edit mode: one list row (not given in the reference;
    /// the usual 52 pt glass row).
    public static let deleteSectionHeight: Double = 52
    public static let spacingAboveLinkRow: Double = 23
    public static let linkCheckboxSize: Double = 18
    public static let linkLabelPointSize: Double = 13
    public static let linkLabelSpacing: Double = 10
    public static let bottomPadding: Double = 104
    /// Title field limit (characters) and instructions limit, from ListMultilineTextFieldItemComponent.
    public static let titleCharacterLimit = 256
    public static let instructionsCharacterLimit = 4096
}
