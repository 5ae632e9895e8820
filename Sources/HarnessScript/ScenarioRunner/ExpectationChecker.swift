import HarnessCore
import HarnessScreens

/// What a frame, or a moment of the motion before it, shows of the caret: the one input every
/// `expect` is judged on, on the stock sheet and on any screen of your own views alike.
package struct CaretFacts: Sendable {
    /// Seconds after the event, in ms (0 for the frame at rest).
    package var ms: Double = 0
    package var scrollOriginBefore: Double
    package var scrollOrigin: Double
    /// True when an input has focus and so shows a caret.
    package var hasCaret: Bool
    /// The caret's gap to what lies below it (the button, the nearest view below, the keyboard);
    /// nil without a caret or with nothing below it.
    package var gap: Double?
    /// What covers the caret, in words (`keyboard`, `button`, a view's name); empty when uncovered.
    package var hiddenBy: [String]
    /// Whether the design's rule holds (the caret between visibleTop and visibleBottom); nil on
    /// a screen the design does not run on.
    package var designRule: Bool?

    package init(ms: Double = 0, scrollOriginBefore: Double, scrollOrigin: Double, hasCaret: Bool, gap: Double?,
                 hiddenBy: [String], designRule: Bool?) {
        (self.ms, self.scrollOriginBefore, self.scrollOrigin, self.hasCaret) = (ms, scrollOriginBefore, scrollOrigin, hasCaret)
        (self.gap, self.hiddenBy, self.designRule) = (gap, hiddenBy, designRule)
    }

    package var isCaretVisible: Bool { hasCaret && hiddenBy.isEmpty }
}

extension CaretFacts {
    /// The facts of a frame of the stock sheet, read off its tree after the event.
    package init(_ frame: FrameRecord) {
        let s = frame.snapshot
        self.init(scrollOriginBefore: frame.scrollOriginBefore, scrollOrigin: s.scrollOriginY, hasCaret: s.caret != nil,
                  gap: s.caretGapToButton, hiddenBy: s.occludedBy.map(\.rawValue), designRule: s.designRuleSatisfied)
    }
}

/// The judge of `expect` lines: every expectation on every screen is decided here, from the
/// facts of the frame at rest (`check`) or of every moment of the motion after the event and the
/// frame at rest (`checkDuringMotion`). The pixels' side is checked after drawing
/// (`PixelCheck`); the stock sheet's in-between frames, drawn, add theirs (`MotionVerdicts`).
package enum ExpectationChecker {
    /// The slack of `caret-gap N`, `>= N` and `scroll-origin N`, in points.
    package static let tolerance = ExpectedValue.defaultTolerance

    /// The verdict of `expectation` on a frame of the stock sheet. A `during motion` expectation
    /// is judged here at rest; the motion pass adds the in-between frames' verdict.
    package static func check(_ expectation: Expectation, on frame: FrameRecord, line: Int) -> ExpectationResult {
        var result = check(expectation, on: CaretFacts(frame), line: line)
        if expectation.scope == .duringMotion { result.message += " (at rest; the motion is judged by the motion pass)" }
        return result
    }

    /// The verdict of `expectation` on the frame at rest.
    package static func check(_ expectation: Expectation, on f: CaretFacts, line: Int) -> ExpectationResult {
        func result(_ passed: Bool, _ message: String) -> ExpectationResult {
            ExpectationResult(expectation: expectation, line: line, passed: passed, message: message)
        }
        switch expectation {
        case .noScroll:
            let scrolled = abs(f.scrollOrigin - f.scrollOriginBefore) > 1e-9
            return result(!scrolled, scrolled
                ? "scrolled by \(NumberText.pt(f.scrollOrigin - f.scrollOriginBefore)) (origin \(NumberText.pt(f.scrollOriginBefore)) -> \(NumberText.pt(f.scrollOrigin)))"
                : "origin stayed at \(NumberText.pt(f.scrollOrigin))")
        case .caretGap(let wanted, _):
            guard f.hasCaret else { return result(false, noCaret) }
            guard let gap = f.gap else { return result(false, "no caret gap: nothing below the caret") }
            return result(wanted.admits(gap), "model gap \(NumberText.pt(gap)), expected \(wanted.explanation)")
        case .caretVisible:
            guard f.hasCaret else { return result(false, noCaret) }
            return result(f.hiddenBy.isEmpty, f.hiddenBy.isEmpty ? "caret uncovered" : hidden(f))
        case .scrollOrigin(let wanted):
            return result(wanted.admits(f.scrollOrigin), "scroll origin \(NumberText.pt(f.scrollOrigin)), expected \(wanted.explanation)")
        case .designWarning:
            guard let rule = f.designRule else { return result(false, "design-warning applies to the sheet only") }
            let warned = rule && f.hasCaret && !f.hiddenBy.isEmpty
            return result(warned, warned
                ? "design rule holds, yet \(hidden(f))"
                : "no design warning here (rule holds: \(rule), covered by: \(f.hiddenBy))")
        }
    }

    /// The verdict of a `during motion` expectation over the in-between `moments` after the
    /// event and the frame at `rest` (the first moment that breaks it, the smallest gap).
    package static func checkDuringMotion(_ expectation: Expectation, moments: [CaretFacts], rest: CaretFacts,
                                          line: Int) -> ExpectationResult {
        let all = moments + [rest]
        let over = moments.isEmpty ? "(no animation after this event: checked at rest)"
            : "over \(moments.count) in-between moments and the frame at rest"
        func result(_ passed: Bool, _ message: String) -> ExpectationResult {
            ExpectationResult(expectation: expectation, line: line, passed: passed, message: message)
        }
        switch expectation {
        case .caretVisible:
            guard let bad = all.first(where: { !$0.isCaretVisible }) else {
                let smallest = all.compactMap { m in m.gap.map { (m, $0) } }.min { $0.1 < $1.1 }
                return result(true, "caret uncovered \(over)"
                    + (smallest.map { "; smallest gap \(NumberText.pt($0.1)) at \(at($0.0))" } ?? ""))
            }
            let covered = all.filter { !$0.isCaretVisible }.count
            return result(false, "\(bad.hasCaret ? hidden(bad) : noCaret) at \(at(bad)) (\(covered) of \(all.count) moments \(over))")
        case .caretGap(let value, _):
            let gaps = all.compactMap { m in m.gap.map { (m, $0) } }
            guard gaps.count == all.count else { return result(false, "no caret gap at some moment \(over)") }
            let smallest = gaps.min { $0.1 < $1.1 }!
            guard let bad = gaps.first(where: { !value.admits($0.1) }) else {
                return result(true, "smallest model gap \(NumberText.pt(smallest.1)) at \(at(smallest.0)) \(over), "
                    + "expected \(value.explanation)")
            }
            return result(false, "model gap \(NumberText.pt(bad.1)) at \(at(bad.0)), expected \(value.explanation); "
                + "smallest \(NumberText.pt(smallest.1)) at \(at(smallest.0)) \(over)")
        default:
            return result(false, "\(expectation.text) has no during-motion form")
        }
    }

    private static let noCaret = "no caret: no field has focus"

    private static func hidden(_ f: CaretFacts) -> String { "the caret is hidden by \(f.hiddenBy.joined(separator: ", "))" }

    private static func at(_ m: CaretFacts) -> String { m.ms == 0 ? "rest" : NumberText.fixed(m.ms, digits: 1) + " ms" }
}
