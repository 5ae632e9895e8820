/// What one call of recenterCaret did.
public enum RecenterOutcome: Hashable, Sendable {
    /// Why recenterCaret returned without touching the scroll view (the design's edge cases).
    public enum BailReason: String, Hashable, Sendable {
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

    /// A short word for tables and frames.json.
    public var summary: String {
        switch self {
        case .bailed(let reason): return "bailed:\(reason.rawValue)"
        case .alreadyVisible: return "visible"
        case .clampedInPlace: return "clamped"
        case .scrolled(_, _, let clamped): return clamped ? "scrolled(clamped)" : "scrolled"
        }
    }
}
