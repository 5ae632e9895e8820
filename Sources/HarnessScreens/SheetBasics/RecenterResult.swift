import HarnessCore
import ComponentFlow

/// What recenterCaret did on a frame, typed, as the run keeps it once a scroll's numbers are in
/// the frame's own fields (`scrollOriginBefore`, `scrollOriginY`). frames.json and sweep.json
/// write it as one word (`words`); readers match the cases, never the word.
package enum RecenterResult: Hashable, Sendable {
    /// Returned without touching the scroll view (the design's edge cases).
    case bailed(RecenterOutcome.BailReason)
    /// The caret was already between visibleTop and visibleBottom.
    case alreadyVisible
    /// The caret was outside, but clamping left the origin where it was.
    case clampedInPlace
    /// The origin moved to the wanted place.
    case scrolled
    /// The origin moved, stopped short by the scroll bounds.
    case scrolledClamped

    package init(_ outcome: RecenterOutcome) {
        switch outcome {
        case .bailed(let reason): self = .bailed(reason)
        case .alreadyVisible: self = .alreadyVisible
        case .clampedInPlace: self = .clampedInPlace
        case .scrolled(_, _, let clamped): self = clamped ? .scrolledClamped : .scrolled
        }
    }

    /// The scroll bounds stopped it: clamped in place or scrolled short.
    package var wasClamped: Bool { self == .clampedInPlace || self == .scrolledClamped }

    /// The origin moved: to the wanted place, or short of it.
    package var moved: Bool { self == .scrolled || self == .scrolledClamped }

    /// It returned early, so the design's rule was not its to keep.
    package var bailed: Bool {
        if case .bailed = self { return true }
        return false
    }

    /// The word for tables, frames.json and sweep.json: `visible`, `clamped`, `scrolled`,
    /// `scrolled(clamped)`, `bailed:<reason>`.
    package var words: String {
        switch self {
        case .bailed(let reason): return "bailed:\(reason.rawValue)"
        case .alreadyVisible: return "visible"
        case .clampedInPlace: return "clamped"
        case .scrolled: return "scrolled"
        case .scrolledClamped: return "scrolled(clamped)"
        }
    }

    /// The result a word names, nil for one no run writes (JSON decoding only).
    package init?(words word: String) {
        let all: [RecenterResult] = [.alreadyVisible, .clampedInPlace, .scrolled, .scrolledClamped]
            + RecenterOutcome.BailReason.allCases.map { .bailed($0) }
        guard let match = all.first(where: { $0.words == word }) else { return nil }
        self = match
    }
}

extension RecenterResult: WordsCodable {
    package static let wordsName = "a recenter outcome"
}
