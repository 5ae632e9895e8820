/// The design's constants (caret-tracking-design.md, step 5).
public enum CaretTrackingConstants {
    /// 52 + 8: the button's height and its gap above the keyboard.
    public static let bottomActionAreaHeight: Double = 52.0 + 8.0
    /// Cushion below the scroll view's top.
    public static let caretTopInset: Double = 24.0
    /// Cushion above the keyboard and button.
    public static let caretBottomInset: Double = 24.0
}
