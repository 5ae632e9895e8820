import HarnessCore
import HarnessRun
import HarnessScreens

/// Where a frame's caret stands under one approach: one cell of the comparison matrix.
package enum CaretStanding: Hashable, Sendable {
    /// No field has focus.
    case noCaret
    /// Hidden, by what.
    case covered(Occluder)
    /// On screen and uncovered, `gap` points above the button's top (negative: below it).
    case visible(gap: Double)

    /// A cell's colour class.
    package enum Tone: String, Codable, Hashable, Sendable {
        /// Visible with the required gap.
        case clear
        /// Visible, with less room.
        case tight
        case covered
        case none
    }

    /// From a frame's caret gap and occluders. Off screen wins, since nothing covers what is
    /// not there; then the keyboard, the thing avoidance is about, then header, then button.
    package init(gap: Double?, occludedBy: [Occluder]) {
        guard let gap else {
            self = .noCaret
            return
        }
        if let first = [Occluder.offScreen, .keyboard, .header, .button].first(where: occludedBy.contains) {
            self = .covered(first)
        } else {
            self = .visible(gap: gap)
        }
    }

    package init(_ result: FrameResult) {
        self.init(gap: result.caretGapToButton, occludedBy: result.occludedBy)
    }

    /// The cell's words: "24.0", "covered by keyboard", "off screen" or "—".
    package var text: String {
        switch self {
        case .noCaret: "—"
        case .covered(.offScreen): "off screen"
        case .covered(let occluder): "covered by \(occluder.rawValue)"
        case .visible(let gap): NumberText.fixed(gap, digits: 1)
        }
    }

    /// The cell's tone against `requiredGap`, the design's bottom inset as the run used it:
    /// clear when the gap stands by `GapRule`.
    package func tone(requiredGap: Double) -> Tone {
        tone(GapRule(cushion: requiredGap))
    }

    /// The cell's tone by `rule`.
    package func tone(_ rule: GapRule) -> Tone {
        switch self {
        case .noCaret: .none
        case .covered: .covered
        case .visible(let gap): rule.stands(gap) ? .clear : .tight
        }
    }
}
