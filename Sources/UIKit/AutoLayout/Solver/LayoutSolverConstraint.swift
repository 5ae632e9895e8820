// Constraints handed to `LayoutSolver`, and the errors it reports.

/// `expression REL 0` at a priority.
///
/// A constraint is identified by reference; the same object can be added to,
/// removed from and re-added to a solver. Its constant can be changed while it
/// is installed with `LayoutSolver.updateConstant(of:to:)`.
package final class LayoutSolverConstraint: CustomStringConvertible {
    /// The left-hand side of `expression REL 0`.
    package internal(set) var expression: LayoutExpression
    package let relation: LayoutRelation
    /// UILayoutPriority scale: 1000 is required, anything in `0 < p < 1000` is optional.
    package let priority: Float
    /// Diagnostic name (UIKit puts the NSLayoutConstraint's description here).
    package let name: String
    /// Back-reference for the layer above (e.g. the NSLayoutConstraint); not used by the solver.
    package weak var owner: AnyObject?

    package init(_ expression: LayoutExpression, _ relation: LayoutRelation,
                 priority: Float = LayoutStrength.required, name: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.name = name
    }

    /// `lhs REL rhs`, stored as `lhs - rhs REL 0`.
    package convenience init(_ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression,
                             priority: Float = LayoutStrength.required, name: String = "") {
        self.init(lhs.adding(rhs, times: -1), relation, priority: priority, name: name)
    }

    package var isRequired: Bool { priority >= LayoutStrength.required }

    package var description: String {
        let body = "\(expression) \(relation) 0 @\(priority)"
        return name.isEmpty ? body : "\(name): \(body)"
    }
}

/// What `LayoutSolverError.unsatisfiable` carries: the rejected constraint and
/// the already-installed required constraints that, together with it, admit no
/// solution. Constraints are given by `ObjectIdentifier` so the error stays
/// `Sendable`; `LayoutSolver.constraint(withID:)` maps them back.
package struct LayoutConflict: Sendable, CustomStringConvertible {
    /// The constraint whose addition (or constant change) was refused.
    package let constraint: ObjectIdentifier
    package let constraintDescription: String
    /// Installed required constraints involved in the contradiction, in the
    /// order they were added. Best effort: it is the set of required
    /// constraints whose marker symbols appear in the row that proved
    /// infeasibility, i.e. the ones combined to derive the contradiction.
    /// Empty if the rejected constraint is contradictory on its own.
    package let conflicting: [ObjectIdentifier]
    package let conflictingDescriptions: [String]

    package var description: String {
        var text = "Unable to satisfy \(constraintDescription)"
        if !conflictingDescriptions.isEmpty {
            text += " together with: " + conflictingDescriptions.joined(separator: "; ")
        }
        return text
    }
}

package enum LayoutSolverError: Error, CustomStringConvertible {
    /// A required constraint cannot be satisfied together with the installed
    /// required constraints. The solver is left exactly as it was before the call.
    case unsatisfiable(LayoutConflict)
    case duplicateConstraint(String)
    case unknownConstraint(String)
    case duplicateEditVariable(String)
    case unknownEditVariable(String)
    /// Priorities must satisfy `0 < p <= 1000`; edit variables need `p < 1000`.
    case invalidPriority(Float)

    package var description: String {
        switch self {
        case .unsatisfiable(let conflict): return conflict.description
        case .duplicateConstraint(let what): return "constraint already added: \(what)"
        case .unknownConstraint(let what): return "constraint not in solver: \(what)"
        case .duplicateEditVariable(let what): return "edit variable already added: \(what)"
        case .unknownEditVariable(let what): return "not an edit variable: \(what)"
        case .invalidPriority(let value): return "invalid priority \(value)"
        }
    }
}
