/// What one call of recenterCaret did.
public enum RecenterOutcome: Hashable, Sendable {
    /// Why recenterCaret returned without touching the scroll view (the design's edge cases).
    public enum BailReason: String, Hashable, Sendable, CaseIterable {
        case unrelatedField
        case caretUnavailable
        case noScrollView
    }

    case bailed(BailReason)
    /// The caret was already between visibleTop and visibleBottom.
    case alreadyVisible
    /// The caret was outside, but clamping left the origin where it was.
    case clampedInPlace
    /// The origin moved; `clamped` when the bounds stopped it short of the wanted origin.
    case scrolled(from: Double, to: Double, clamped: Bool)
}
