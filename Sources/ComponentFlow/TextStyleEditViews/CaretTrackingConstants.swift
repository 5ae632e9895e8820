/// The design's constants (caret-tracking-design.md, step 5).
public enum CaretTrackingConstants {
    /// 52 + 8: the button's height and its gap above the keyboard.
    public static let bottomActionAreaHeight: Double = 52.0 + 8.0
    /// Cushion below the scroll view's top.
    public static let caretTopInset: Double = 24.0
    /// Cushion above the keyboard and button.
    public static let caretBottomInset: Double = 24.0
}

/// The design's insets as one value, so the numbers a frame was made with travel with it
/// (`SheetSnapshot.insets`), and the visible region's formula lives in one place.
public struct CaretInsets: Hashable, Sendable, Codable {
    public let caretTopInset: Double
    public let caretBottomInset: Double
    public let bottomActionAreaHeight: Double

    public init(caretTopInset: Double, caretBottomInset: Double, bottomActionAreaHeight: Double) {
        self.caretTopInset = caretTopInset
        self.caretBottomInset = caretBottomInset
        self.bottomActionAreaHeight = bottomActionAreaHeight
    }

    /// The constants of `CaretTrackingConstants`, read here in the model's own module.
    public static var design: CaretInsets {
        CaretInsets(caretTopInset: CaretTrackingConstants.caretTopInset,
                    caretBottomInset: CaretTrackingConstants.caretBottomInset,
                    bottomActionAreaHeight: CaretTrackingConstants.bottomActionAreaHeight)
    }

    /// Step 5: visibleTop = bounds.minY + caretTopInset and visibleBottom = bounds.maxY -
    /// inputHeight - bottomActionAreaHeight - caretBottomInset, in scroll coordinates.
    public func visibleRegion(boundsMinY: Double, boundsMaxY: Double, inputHeight: Double) -> (top: Double, bottom: Double) {
        (boundsMinY + caretTopInset, boundsMaxY - inputHeight - bottomActionAreaHeight - caretBottomInset)
    }
}
