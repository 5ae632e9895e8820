import HarnessCore
import HarnessScreens

/// Checks `expect` lines against the model's numbers (the pixel side is checked after drawing).
///
/// A `during motion` expectation is judged here on the frame at rest; its in-between moments are
/// judged by the motion pass, which adds its own verdict to the same frame.
package enum ExpectationChecker {
    /// The slack of `caret-gap N`, `>= N` and `scroll-origin N`, in points.
    package static let tolerance = ExpectedValue.defaultTolerance

    /// The verdict of `expectation` on `frame`, from the model alone.
    package static func check(_ expectation: Expectation, on frame: FrameRecord, line: Int) -> ExpectationResult {
        let s = frame.snapshot
        let scope = expectation.scope == .duringMotion ? " (at rest; the motion is judged by the motion pass)" : ""
        func result(_ passed: Bool, _ message: String) -> ExpectationResult {
            ExpectationResult(expectation: expectation, line: line, passed: passed, message: message + scope)
        }
        switch expectation {
        case .noScroll:
            let moved = s.scrollOriginY - frame.scrollOriginBefore
            return result(!frame.scrolled, frame.scrolled
                ? "scrolled by \(NumberText.pt(moved)) (origin \(NumberText.pt(frame.scrollOriginBefore)) -> \(NumberText.pt(s.scrollOriginY)))"
                : "origin stayed at \(NumberText.pt(s.scrollOriginY))")
        case .caretGap(let wanted, _):
            guard let gap = s.caretGapToButton else { return result(false, "no caret: no field has focus") }
            return result(wanted.admits(gap), "model gap \(NumberText.pt(gap)), expected \(wanted.explanation)")
        case .caretVisible:
            guard s.caret != nil else { return result(false, "no caret: no field has focus") }
            let covered = s.occludedBy
            return result(covered.isEmpty, covered.isEmpty
                ? "caret uncovered" : "caret covered by \(covered.map(\.rawValue).joined(separator: ", "))")
        case .scrollOrigin(let wanted):
            return result(wanted.admits(s.scrollOriginY), "scroll origin \(NumberText.pt(s.scrollOriginY)), expected \(wanted.explanation)")
        case .designWarning:
            let warned = s.designRuleSatisfied && !s.occludedBy.isEmpty
            return result(warned, warned
                ? "design rule holds, yet caret covered by \(s.occludedBy.map(\.rawValue).joined(separator: ", "))"
                : "no design warning here (rule holds: \(s.designRuleSatisfied), covered by: \(s.occludedBy.map(\.rawValue)))")
        }
    }
}
