import HarnessRun
import HarnessScript

/// Why a stock scenario's `expect` line fails on a cell whose settings differ from the ones the
/// scenario was written for: each reason is a true statement about the design on that cell (a
/// design warning the sweep reports), not a fault of the harness. A failure none of these
/// explains is a false failure (`classify` returns nil).
package enum ExpectationFinding: String, Hashable, Sendable, Codable, CaseIterable {
    /// `caret-visible` or `caret-gap` fails because the caret ends covered (header, keyboard,
    /// button, screen edge) or less than the wanted gap above the button: the design breaks here.
    case caretShortOrCovered = "caret short or covered"
    /// An exact `caret-gap N` fails with a larger gap: the text still fits above the input view
    /// (smaller text, a shorter keyboard or none), so the design had nothing to scroll.
    case textStillFits = "text still fits"
    /// `no-scroll` or `scroll-origin` fails: the visible band is smaller (landscape, larger text,
    /// a taller keyboard), so the design scrolled earlier than on the scenario's phone.
    case bandSmaller = "visible band smaller"
    /// `design-warning` fails: the caret fits under the header here, so there is nothing to warn about.
    case noWarningNeeded = "no warning needed"

    /// The reason `expectation` failed on `frame`, or nil when none explains it.
    package static func classify(_ expectation: ExpectationOutcome, frame: FrameResult) -> ExpectationFinding? {
        guard !expectation.passed, let checked = expectation.expectation else { return nil }
        switch checked {
        case .caretVisible:
            return frame.occludedBy.isEmpty ? nil : .caretShortOrCovered
        case .caretGap(let value, _):
            if frame.isShort { return .caretShortOrCovered }
            // Only an exact value can fail on a larger gap (`>= N` holds there).
            return value.comparison == .equal && frame.gapRule.exceeds(frame.caretGapToButton ?? 0) ? .textStillFits : nil
        case .noScroll, .scrollOrigin:
            return .bandSmaller
        case .designWarning:
            // Covered with the rule broken is worse than the warning the scenario expects.
            if !frame.occludedBy.isEmpty { return .caretShortOrCovered }
            return frame.ruleHolds == true ? .noWarningNeeded : nil
        }
    }
}
