
/// The grammar of `expect`: the kind, the number side of `caret-gap` and `scroll-origin`
/// (`N`, `N ± T`, `N +- T`, `>= N`, `<= N`) and the `during motion` scope.
enum ExpectationGrammar {
    static let kinds = ["no-scroll", "caret-gap", "caret-visible", "scroll-origin", "design-warning"]

    static func expectation(_ r: inout TokenReader) throws -> Expectation {
        let kind = try r.keyword(kinds)
        r.splitComparisonSigns()
        switch kind.text {
        case "no-scroll": return try rest(.noScroll, kind, &r)
        case "caret-gap":
            let value = try expectedValue("the gap in points", &r)
            if try duringMotion(&r) {
                guard value.comparison != .equal else {
                    throw r.error(at: kind.column, "`caret-gap \(value) during motion`: the gap changes from frame to frame "
                                  + "during motion; compare it with `>= N` or `<= N`")
                }
                return .caretGap(value, scope: .duringMotion)
            }
            return .caretGap(value)
        case "caret-visible": return .caretVisible(scope: try duringMotion(&r) ? .duringMotion : .atRest)
        case "scroll-origin": return try rest(.scrollOrigin(try expectedValue("the scroll origin", &r)), kind, &r)
        default: return try rest(.designWarning, kind, &r)
        }
    }

    /// An expectation that takes no `during motion`: a clear error when one follows.
    private static func rest(_ e: Expectation, _ kind: ScenarioToken, _ r: inout TokenReader) throws -> Expectation {
        if let next = r.peek, next.kind == .word, next.text == "during" {
            throw r.error(at: next.column, "`during motion` applies to `caret-gap` and `caret-visible` only, not `\(kind.text)`")
        }
        return e
    }

    /// `during motion` at the end of the line.
    private static func duringMotion(_ r: inout TokenReader) throws -> Bool {
        guard let next = r.peek, next.kind == .word, next.text == "during" else { return false }
        _ = try r.word("`during`")
        _ = try r.keyword(["motion"])
        return true
    }

    /// `N`, `N ± T`, `N +- T`, `>= N` or `<= N`.
    private static func expectedValue(_ what: String, _ r: inout TokenReader) throws -> ExpectedValue {
        if let sign = r.peek, sign.kind == .word, isSign(sign.text) {
            _ = try r.word("a comparison")
            guard sign.text == ">=" || sign.text == "<=" else {
                throw r.error(at: sign.column, "unknown comparison `\(sign.text)`: write `N` (exact), `N ± T`, `>= N` or `<= N`")
            }
            let n = try r.number(what)
            if let tolerance = r.peek, tolerance.kind == .word, isTolerance(tolerance.text) {
                throw r.error(at: tolerance.column,
                              "a tolerance goes with an exact value only: write `N ± T`, or `\(sign.text) N` alone")
            }
            return sign.text == ">=" ? .atLeast(n) : .atMost(n)
        }
        let n = try r.number(what)
        guard let sign = r.peek, sign.kind == .word, isTolerance(sign.text) || isSign(sign.text) else { return .exactly(n) }
        guard isTolerance(sign.text) else {
            throw r.error(at: sign.column, "a comparison goes before the number: write `\(sign.text) N`, or `N ± T`")
        }
        _ = try r.word("`±`")
        guard let token = r.peek else { return .within(n, tolerance: try r.number("the tolerance after `\(sign.text)`")) }
        let tolerance = try r.number("the tolerance after `\(sign.text)`")
        guard tolerance >= 0 else {
            throw r.error(at: token.column, "bad tolerance `\(token.text)`: expected 0 or more points")
        }
        return .within(n, tolerance: tolerance)
    }

    private static func isSign(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { "<>=!".unicodeScalars.contains($0) }
    }

    private static func isTolerance(_ text: String) -> Bool {
        text == "±" || text == "+-"
    }
}

extension Expectation {
    /// The expectation `text` names, written as after `expect` (`caret-gap >= 24`): for JSON
    /// decoding only, where a file holds the expectation as its text.
    public init(parsing text: String) throws {
        var r = TokenReader(tokens: try ScenarioTokenizer.tokens(of: Substring(text).unicodeScalars), path: "<json>", line: 1)
        self = try ExpectationGrammar.expectation(&r)
    }
}
