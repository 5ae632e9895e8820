import HarnessSheet

/// Checks `expect` lines against the model's numbers (the pixel side is checked after drawing).
public enum ExpectationChecker {
    /// Tolerance of `caret-gap` and `scroll-origin`, in points.
    public static let tolerance = 0.5

    /// The verdict of `expectation` on `frame`, from the model alone.
    public static func check(_ expectation: Expectation, on frame: FrameRecord, line: Int) -> ExpectationResult {
        let s = frame.snapshot
        func result(_ passed: Bool, _ message: String) -> ExpectationResult {
            ExpectationResult(expectation: expectation, line: line, passed: passed, message: message)
        }
        switch expectation {
        case .noScroll:
            let moved = s.scrollOriginY - frame.scrollOriginBefore
            return result(!frame.scrolled, frame.scrolled
                ? "scrolled by \(pt(moved)) (origin \(pt(frame.scrollOriginBefore)) -> \(pt(s.scrollOriginY)))"
                : "origin stayed at \(pt(s.scrollOriginY))")
        case .caretGap(let wanted):
            guard let gap = s.caretGapToButton else { return result(false, "no caret: no field has focus") }
            let ok = abs(gap - wanted) <= tolerance
            return result(ok, "model gap \(pt(gap)), expected \(pt(wanted)) ± \(tolerance)")
        case .caretVisible:
            guard s.caret != nil else { return result(false, "no caret: no field has focus") }
            let covered = s.occludedBy
            return result(covered.isEmpty, covered.isEmpty
                ? "caret uncovered" : "caret covered by \(covered.map(\.rawValue).joined(separator: ", "))")
        case .scrollOrigin(let wanted):
            let ok = abs(s.scrollOriginY - wanted) <= tolerance
            return result(ok, "scroll origin \(pt(s.scrollOriginY)), expected \(pt(wanted)) ± \(tolerance)")
        case .designWarning:
            let warned = s.designRuleSatisfied && !s.occludedBy.isEmpty
            return result(warned, warned
                ? "design rule holds, yet caret covered by \(s.occludedBy.map(\.rawValue).joined(separator: ", "))"
                : "no design warning here (rule holds: \(s.designRuleSatisfied), covered by: \(s.occludedBy.map(\.rawValue)))")
        }
    }
}

/// A length in points with one decimal and the unit, e.g. "24.0 pt".
public func pt(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    let text = String(rounded == 0 ? 0 : rounded)
    return text + " pt"
}
