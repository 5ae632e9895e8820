import HarnessSheet

/// Where a frame's caret stands under one approach: one cell of the comparison matrix.
public enum CaretStanding: Hashable, Sendable {
    /// No field has focus.
    case noCaret
    /// Hidden, by what (an `Occluder` raw value: keyboard, header, button or offScreen).
    case covered(String)
    /// On screen and uncovered, `gap` points above the button's top (negative: below it).
    case visible(gap: Double)

    /// The room the design keeps between caret and button; a gap half a point short still
    /// counts, as the model's fractional line heights land a hair either side of it.
    public static let requiredGap = CaretTrackingConstants.caretBottomInset
    public static let tolerance = 0.5

    /// From a frame's caret gap and occluders. Off screen wins, since nothing covers what is
    /// not there; then the keyboard, the thing avoidance is about, then header, then button.
    public init(gap: Double?, occludedBy: [String]) {
        guard let gap else {
            self = .noCaret
            return
        }
        let order = [Occluder.offScreen, .keyboard, .header, .button].map(\.rawValue)
        if let first = order.first(where: occludedBy.contains) {
            self = .covered(first)
        } else {
            self = .visible(gap: gap)
        }
    }

    public init(_ entry: FrameEntry) {
        self.init(gap: entry.caretGapToButton, occludedBy: entry.occludedBy)
    }

    /// The cell's words: "24.0", "covered by keyboard", "off screen" or "—".
    public var text: String {
        switch self {
        case .noCaret: "—"
        case .covered(Occluder.offScreen.rawValue): "off screen"
        case .covered(let occluder): "covered by \(occluder)"
        case .visible(let gap): ReportNumber.fixed(gap, digits: 1)
        }
    }

    /// The cell's class: clear (visible with the required gap), tight (visible, less), covered, none.
    public var tone: String {
        switch self {
        case .noCaret: "none"
        case .covered: "covered"
        case .visible(let gap): gap >= Self.requiredGap - Self.tolerance ? "clear" : "tight"
        }
    }
}
