import Foundation
import HarnessCore
import HarnessScript

/// The expectations of a view screen, judged on what the tree showed: at rest on the frame's
/// moment, `during motion` on every in-between moment after the event and the frame at rest
/// (the model's side, as `verify` checks the sheet's motion; the in-between frames are not drawn).
enum ViewChecks {
    /// The expectation's result on `frame`.
    static func judge(_ expectation: Expectation, line: Int, on frame: ViewFrame) -> ExpectationResult {
        let message: String?
        if expectation.scope == .duringMotion {
            message = duringMotion(expectation, frame)
        } else {
            message = atRest(expectation, frame)
        }
        return ExpectationResult(expectation: expectation, line: line, passed: message == nil,
                                 message: message ?? holds(expectation, frame))
    }

    /// nil when the expectation holds at rest, else why not.
    static func atRest(_ expectation: Expectation, _ frame: ViewFrame) -> String? {
        switch expectation {
        case .caretVisible:
            return frame.caretVisible ? nil : "the caret is hidden by \(frame.hiddenBy.joined(separator: ", "))"
        case .caretGap(let value, _):
            guard let gap = frame.gap else { return "no caret gap: nothing below the caret" }
            return value.admits(gap) ? nil : "gap \(NumberText.pt(gap)), expected \(value)"
        case .noScroll:
            return frame.scrollOrigin == frame.scrollOriginBefore ? nil
                : "scrolled from \(frame.scrollOriginBefore) to \(frame.scrollOrigin)"
        case .scrollOrigin(let value):
            return value.admits(frame.scrollOrigin) ? nil : "scroll origin \(frame.scrollOrigin), expected \(value)"
        case .designWarning:
            return "design-warning applies to the sheet only"
        }
    }

    /// nil when the expectation holds over the motion and at rest, else the first moment it does not.
    static func duringMotion(_ expectation: Expectation, _ frame: ViewFrame) -> String? {
        let moments = frame.motion + [frame.rest]
        let over = over(frame)
        switch expectation {
        case .caretVisible:
            guard let bad = moments.first(where: { !$0.caretVisible }) else { return nil }
            let covered = moments.filter { !$0.caretVisible }.count
            return "the caret is hidden by \(bad.hiddenBy.joined(separator: ", ")) at \(at(bad)) "
                + "(\(covered) of \(moments.count) moments \(over))"
        case .caretGap(let value, _):
            let gaps = moments.compactMap { m in m.gap.map { (m, $0) } }
            guard gaps.count == moments.count else { return "no caret gap at some moment \(over)" }
            guard let bad = gaps.first(where: { !value.admits($0.1) }) else { return nil }
            let smallest = gaps.min { $0.1 < $1.1 }!
            return "gap \(NumberText.pt(bad.1)) at \(at(bad.0)), expected \(value); smallest \(NumberText.pt(smallest.1)) at \(at(smallest.0)) \(over)"
        default:
            return "\(expectation.text) has no during-motion form"
        }
    }

    /// What a passing expectation's message says.
    static func holds(_ expectation: Expectation, _ frame: ViewFrame) -> String {
        switch expectation {
        case .caretGap where expectation.scope == .duringMotion:
            let smallest = (frame.motion + [frame.rest]).compactMap(\.gap).min()
            return "smallest gap \(smallest.map { NumberText.pt($0) } ?? "none") \(over(frame))"
        case .caretVisible where expectation.scope == .duringMotion:
            return "caret uncovered \(over(frame))"
        case .caretGap: return "gap \(frame.gap.map { NumberText.pt($0) } ?? "none")"
        default: return "holds"
        }
    }

    private static func over(_ frame: ViewFrame) -> String {
        frame.motion.isEmpty ? "(no animation after this event: checked at rest)"
            : "over \(frame.motion.count) in-between moments and the frame at rest"
    }

    private static func at(_ m: ViewMoment) -> String { m.ms == 0 ? "rest" : NumberText.fixed(m.ms, digits: 1) + " ms" }
}
