// Variables, linear expressions, relations and priorities: the vocabulary in
// which callers state constraints for `LayoutSolver`.
//
// No operator overloads are declared on purpose: these files are compiled into
// the UIKit module, and extra `+`/`*` overloads there would slow down type
// checking of every arithmetic expression in that module.

/// An unknown of the layout system (for example one view's `minX`).
///
/// Variables are compared by reference identity; `name` is only for
/// diagnostics. A variable can be shared by several constraints and several
/// solvers, but `value` is only written by `LayoutSolver.updateVariables()`.
package final class LayoutVariable: CustomStringConvertible {
    /// Human-readable name used in descriptions and error messages.
    package let name: String

    /// The value most recently published by `LayoutSolver.updateVariables()`.
    package internal(set) var value: Double = 0

    package init(_ name: String = "") {
        self.name = name
    }

    package var description: String {
        name.isEmpty ? "var@0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) : name
    }
}

/// `coefficient * variable`.
package struct LayoutTerm {
    package var variable: LayoutVariable
    package var coefficient: Double

    package init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `sum(terms) + constant`. Terms may repeat a variable; the solver adds them up.
package struct LayoutExpression: CustomStringConvertible {
    package var terms: [LayoutTerm]
    package var constant: Double

    package init(terms: [LayoutTerm], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `LayoutExpression([(x, 1), (y, -2)], constant: 5)` is `x - 2y + 5`.
    package init(_ pairs: [(LayoutVariable, Double)] = [], constant: Double = 0) {
        self.terms = pairs.map { LayoutTerm($0.0, $0.1) }
        self.constant = constant
    }

    /// `coefficient * variable + constant`.
    package init(_ variable: LayoutVariable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.terms = [LayoutTerm(variable, coefficient)]
        self.constant = constant
    }

    package mutating func add(_ variable: LayoutVariable, times coefficient: Double = 1) {
        terms.append(LayoutTerm(variable, coefficient))
    }

    package mutating func add(_ other: LayoutExpression, times factor: Double = 1) {
        for term in other.terms {
            terms.append(LayoutTerm(term.variable, term.coefficient * factor))
        }
        constant += other.constant * factor
    }

    package func adding(_ variable: LayoutVariable, times coefficient: Double = 1) -> LayoutExpression {
        var copy = self
        copy.add(variable, times: coefficient)
        return copy
    }

    package func adding(_ other: LayoutExpression, times factor: Double = 1) -> LayoutExpression {
        var copy = self
        copy.add(other, times: factor)
        return copy
    }

    package func adding(constant delta: Double) -> LayoutExpression {
        var copy = self
        copy.constant += delta
        return copy
    }

    package func scaled(by factor: Double) -> LayoutExpression {
        LayoutExpression(
            terms: terms.map { LayoutTerm($0.variable, $0.coefficient * factor) },
            constant: constant * factor)
    }

    package var description: String {
        var parts = terms.map { "\($0.coefficient)*\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

/// How a constraint's expression relates to zero.
package enum LayoutRelation: Sendable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    package var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// Priorities on UILayoutPriority's scale: a `Float` in `0 < p <= 1000`, where
/// 1000 means required. Every optional priority value is its own level and
/// strictly dominates all lower ones (see `LayoutSolver` for how).
package enum LayoutStrength {
    package static let required: Float = 1000
    package static let defaultHigh: Float = 750
    package static let defaultLow: Float = 250
    package static let fittingSizeLevel: Float = 50
}
