/// How the phone is held.
public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable {
    case portrait
    case landscape
}

/// Which keyboard brings up `inputHeight` when a field has focus.
public enum KeyboardKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// The software keyboard with its predictive (QuickType) bar: the default.
    case software
    /// The software keyboard with the predictive bar switched off.
    case softwareNoPredictive = "software-no-predictive"
    /// A hardware keyboard attached: only the shortcuts bar shows.
    case hardware
    /// No input view at all (a hardware keyboard with the shortcuts bar hidden): inputHeight 0.
    case none

    /// The shortcuts bar of a hardware keyboard, home-indicator area included: an ESTIMATE of
    /// sheet-geometry.md ("about 55 pt"), used on every device and in both orientations.
    public static let hardwareShortcutsBarHeight: Double = 55

    /// Whether a software keyboard with the predictive bar shows.
    public var showsPredictiveBar: Bool { self == .software }
}

/// The text sizes a user can pick: the app's list font sizes and, beyond the app's range, the
/// iOS accessibility body sizes (sheet-geometry.md, "Text size").
public enum TextSizes {
    /// PresentationFontSize.baseDisplaySize: extraSmall 14 ... extraLargeX2 26; 17 is the default.
    public static let app: [Double] = [14, 15, 16, 17, 19, 23, 26]
    /// iOS body at AX1 to AX5: beyond what the app offers.
    public static let accessibility: [Double] = [28, 33, 40, 47, 53]
    /// Both lists, smallest first.
    public static let all: [Double] = app + accessibility
    /// The default, "regular".
    public static let standard: Double = 17
    /// The sizes a run accepts: below 11 pt the caret is too thin and the glyphs too small for
    /// the pixel measurement to find it (sizes 1-10 failed the model-pixel check, issue 23);
    /// 200 pt is far past the largest accessibility size (53).
    public static let valid: ClosedRange<Double> = 11...200

    /// True for a size above the app's largest (26): only reachable through iOS's accessibility sizes.
    public static func isBeyondApp(_ points: Double) -> Bool { points > app.last! }
}

/// The user's settings that change the sheet's geometry: text size, orientation, keyboard.
/// Appearance (light/dark) changes only colours and lives with the painter.
public struct Settings: Hashable, Sendable, Codable {
    /// The fields' font size in points (a value of `TextSizes.all`, or any positive size).
    public var textSize: Double
    public var orientation: Orientation
    public var keyboard: KeyboardKind

    public init(textSize: Double = TextSizes.standard, orientation: Orientation = .portrait,
                keyboard: KeyboardKind = .software) {
        self.textSize = textSize
        self.orientation = orientation
        self.keyboard = keyboard
    }

    /// 17 pt, portrait, software keyboard with the predictive bar: what the goldens were made with.
    public static let standard = Settings()
}
