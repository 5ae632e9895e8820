import HarnessCore
import HarnessScreens

/// How a number the run produced is compared with the number an `expect` line wrote.
package enum Comparison: String, Hashable, Sendable, Codable {
    /// `N` or `N ± T`.
    case equal = "="
    /// `>= N`.
    case atLeast = ">="
    /// `<= N`.
    case atMost = "<="
}

/// The number side of an expectation, as a type: `24` (exact within the default tolerance),
/// `24 ± 2` (also `24 +- 2`), `>= 24` or `<= 24`.
///
/// Every form keeps a tolerance: the pixel side measures on a grid of 1/scale pt (a third of a
/// point at 3x, half a point at 2x), so `>= N` holds from N − 0.5 pt on (`GapRule`), the same half-point slack
/// `expect caret-gap 24` has always had.
public enum ExpectedValue: Hashable, Sendable {
    /// `N`: N within ± `defaultTolerance`.
    case exactly(Double)
    /// `N ± T`: N within ± T.
    case within(Double, tolerance: Double)
    /// `>= N`: at least N − `defaultTolerance`.
    case atLeast(Double)
    /// `<= N`: at most N + `defaultTolerance`.
    case atMost(Double)

    /// The slack of every form without a written tolerance, in points: the gap rule's
    /// (`GapRule.defaultTolerance`), so `expect caret-gap >= 24` and the design's gap agree.
    public static let defaultTolerance = GapRule.defaultTolerance

    package var comparison: Comparison {
        switch self {
        case .exactly, .within: return .equal
        case .atLeast: return .atLeast
        case .atMost: return .atMost
        }
    }

    /// The number written after the comparison.
    public var operand: Double {
        switch self {
        case .exactly(let n), .within(let n, _), .atLeast(let n), .atMost(let n): return n
        }
    }

    /// The slack around `operand`.
    public var tolerance: Double {
        if case .within(_, let t) = self { return t }
        return Self.defaultTolerance
    }

    /// True when `value` satisfies the expectation.
    public func admits(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch comparison {
        case .equal: return abs(value - operand) <= tolerance
        case .atLeast: return value >= operand - tolerance
        case .atMost: return value <= operand + tolerance
        }
    }

    /// What a person reads in a message: "24 pt ± 0.5", ">= 24 pt" (with the unit).
    public var explanation: String {
        switch self {
        case .exactly(let n): return "\(NumberText.pt(n)) ± \(NumberText.shortest(Self.defaultTolerance))"
        case .within(let n, let t): return "\(NumberText.pt(n)) ± \(NumberText.shortest(t))"
        case .atLeast(let n): return ">= \(NumberText.pt(n))"
        case .atMost(let n): return "<= \(NumberText.pt(n))"
        }
    }
}

extension ExpectedValue: CustomStringConvertible {
    /// As written in a scenario (with `±`): "24", "24 ± 2", ">= 24".
    public var description: String {
        switch self {
        case .exactly(let n): return NumberText.shortest(n)
        case .within(let n, let t): return "\(NumberText.shortest(n)) ± \(NumberText.shortest(t))"
        case .atLeast(let n): return ">= \(NumberText.shortest(n))"
        case .atMost(let n): return "<= \(NumberText.shortest(n))"
        }
    }
}

extension ExpectedValue: Codable {
    private enum Key: String, CodingKey {
        case comparison, operand, tolerance
    }

    /// `{"comparison": ">=", "operand": 24, "tolerance": 0.5}`; a tolerance other than the
    /// default on `=` reads back as `within`.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(comparison, forKey: .comparison)
        try c.encode(operand, forKey: .operand)
        try c.encode(tolerance, forKey: .tolerance)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let operand = try c.decode(Double.self, forKey: .operand)
        let tolerance = try c.decode(Double.self, forKey: .tolerance)
        switch try c.decode(Comparison.self, forKey: .comparison) {
        case .equal: self = tolerance == Self.defaultTolerance ? .exactly(operand) : .within(operand, tolerance: tolerance)
        case .atLeast: self = .atLeast(operand)
        case .atMost: self = .atMost(operand)
        }
    }
}
