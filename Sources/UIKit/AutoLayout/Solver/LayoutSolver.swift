// An incremental Cassowary-style solver for linear equality and inequality
// constraints with UILayoutPriority semantics, used by Auto Layout.
//
// Algorithm (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
// Constraint Solving Algorithm"): the constraints are kept in a simplex
// tableau in solved form. Every constraint gets a marker symbol (its slack,
// its positive error, or a dummy for required equalities) so it can be
// removed later by pivoting the marker into the basis and dropping its row.
// Optional constraints carry error symbols that the objective minimises.
// Adding a constraint substitutes the current basic rows into it, picks a
// subject (an external variable, else a new restricted symbol with a negative
// coefficient, else an artificial-variable phase) and re-optimises; changing a
// constant (edit variables, `updateConstant`) shifts row constants and runs the
// dual simplex.
//
// Priorities. Every distinct optional priority value is its own objective
// level and the levels are minimised lexicographically, highest first. So a
// constraint at 751 beats any number of constraints at 750, exactly (no finite
// weights that could be outvoted, no huge numbers that would lose precision),
// which is what UILayoutPriority documents. Within one level each
// constraint's error counts with weight 1, so ties minimise the sum of absolute
// errors. Required (1000) constraints are hard: they are never given error
// symbols.
//
// Determinism. Symbols are numbered in creation order; rows live in an array;
// every choice (subject, entering, leaving, conflict order) breaks ties by
// symbol number. Dictionaries are used for lookups only, never iterated where
// the order could matter, so results do not depend on the per-process hash
// seed.
//
// Threading: a solver and its variables/constraints are plain non-Sendable
// objects meant for one thread (the main actor in UIKit).

package final class LayoutSolver {
    private struct VariableEntry {
        let variable: LayoutVariable
        let symbol: LayoutSymbol
        var users: Int
    }

    private struct ConstraintEntry {
        let constraint: LayoutSolverConstraint
        let marker: LayoutSymbol
        /// Coefficient of `marker` in the constraint's original row `expr + ... = 0`.
        let markerCoefficient: Double
        let other: LayoutSymbol?
        /// Distinct variables of the expression, to release on removal.
        let variables: [ObjectIdentifier]
        let isEdit: Bool
    }

    private var tableau = LayoutTableau()
    private var symbolCount = 0
    private var variableEntries: [ObjectIdentifier: VariableEntry] = [:]
    /// The variable of each external symbol, for `takeChangedVariables()`.
    private var variablesBySymbol: [LayoutSymbol: LayoutVariable] = [:]
    /// Variables dropped (no constraint uses them any more) since `takeChangedVariables()`:
    /// their value became 0.
    private var droppedVariables: [LayoutVariable] = []
    private var constraintEntries: [ObjectIdentifier: ConstraintEntry] = [:]
    /// Marker symbol -> required constraint, for conflict reports.
    private var requiredMarkers: [LayoutSymbol: LayoutSolverConstraint] = [:]
    /// Edit variable -> its (optional) edit constraint `v - suggested == 0`.
    private var editConstraints: [ObjectIdentifier: LayoutSolverConstraint] = [:]

    package init() {}

    // MARK: Queries

    /// Number of installed constraints, edit constraints excluded.
    package var constraintCount: Int {
        constraintEntries.count - editConstraints.count
    }

    /// Number of rows in the tableau (diagnostics).
    package var rowCount: Int { tableau.rowCount }

    package func hasConstraint(_ constraint: LayoutSolverConstraint) -> Bool {
        guard let entry = constraintEntries[ObjectIdentifier(constraint)] else { return false }
        return !entry.isEdit
    }

    /// The installed constraint with this identity (resolves `LayoutConflict` ids).
    package func constraint(withID id: ObjectIdentifier) -> LayoutSolverConstraint? {
        constraintEntries[id].map { $0.constraint }
    }

    /// Installed constraints (edit constraints excluded) in the order they were added.
    package var constraints: [LayoutSolverConstraint] {
        constraintEntries.values
            .filter { !$0.isEdit }
            .sorted { $0.marker < $1.marker }
            .map { $0.constraint }
    }

    /// Current value of `variable` in the solution; 0 for variables the solver
    /// does not know. Always up to date (the tableau is kept optimal).
    package func value(of variable: LayoutVariable) -> Double {
        guard let entry = variableEntries[ObjectIdentifier(variable)] else { return 0 }
        return tableau.value(of: entry.symbol)
    }

    /// Publishes the current solution into `LayoutVariable.value` of every
    /// variable that occurs in an installed constraint.
    package func updateVariables() {
        // Each write is independent, so the dictionary's order cannot matter here.
        for entry in variableEntries.values {
            entry.variable.value = tableau.value(of: entry.symbol)
        }
    }

    // MARK: Adding and removing constraints

    /// Installs `constraint` and re-solves incrementally.
    ///
    /// Throws `LayoutSolverError.unsatisfiable` if it is required and
    /// contradicts the installed required constraints; the solver is then
    /// unchanged and the caller may drop a constraint and retry.
    package func addConstraint(_ constraint: LayoutSolverConstraint) throws {
        try addConstraint(constraint, isEdit: false)
    }

    private func addConstraint(_ constraint: LayoutSolverConstraint, isEdit: Bool) throws {
        let key = ObjectIdentifier(constraint)
        guard constraintEntries[key] == nil else {
            throw LayoutSolverError.duplicateConstraint(constraint.description)
        }
        let priority = constraint.priority
        guard priority > 0, priority <= LayoutStrength.required else {
            throw LayoutSolverError.invalidPriority(priority)
        }
        let isRequired = constraint.isRequired

        // The expression over tableau symbols, with basic variables replaced
        // by their rows. Symbols for variables new to the solver are created
        // here but registered only once the constraint is accepted.
        var row = LayoutRow(constant: constraint.expression.constant)
        var usedVariables: [ObjectIdentifier] = []
        var newVariables: [ObjectIdentifier: VariableEntry] = [:]
        for term in constraint.expression.terms where term.coefficient != 0 {
            let id = ObjectIdentifier(term.variable)
            let symbol: LayoutSymbol
            if let entry = variableEntries[id] {
                symbol = entry.symbol
            } else if let entry = newVariables[id] {
                symbol = entry.symbol
            } else {
                symbol = makeSymbol(.external)
                newVariables[id] = VariableEntry(variable: term.variable, symbol: symbol, users: 0)
            }
            if !usedVariables.contains(id) { usedVariables.append(id) }
            if let basicRow = tableau.row(for: symbol) {
                row.add(basicRow, times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }

        // Marker and error symbols:
        //   required  expr <= 0 :  expr + s = 0            (marker s)
        //   required  expr >= 0 :  expr - s = 0            (marker s)
        //   required  expr == 0 :  expr + d = 0            (marker d, a dummy)
        //   optional  expr <= 0 :  expr + s - e = 0        (marker s, error e)
        //   optional  expr >= 0 :  expr - s + e = 0        (marker s, error e)
        //   optional  expr == 0 :  expr - e+ + e- = 0      (marker e+, other e-)
        let marker: LayoutSymbol
        let markerCoefficient: Double
        var other: LayoutSymbol?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            markerCoefficient = sign
            row.add(marker, sign)
            if !isRequired {
                let error = makeSymbol(.error)
                row.add(error, -sign)
                other = error
            }
        case .equal:
            if isRequired {
                marker = makeSymbol(.dummy)
                markerCoefficient = 1
                row.add(marker, 1)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                marker = plus
                markerCoefficient = -1
                other = minus
            }
        }
        if row.constant < 0 { row.negate() }

        if !isRequired {
            // Optional constraints can always be added (their errors absorb
            // any conflict), so the objective can be extended right away.
            tableau.retainLevel(priority)
            for symbol in [marker, other] {
                if let symbol, symbol.kind == .error {
                    tableau.addToObjective(symbol, priority: priority, times: 1)
                }
            }
        }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.insert(row, basic: subject)
        } else if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            // The row only relates required equalities' dummies: it is either a
            // consequence of them (constant 0, keep it so it can be removed) or
            // contradicts them.
            guard LayoutRow.isNearZero(row.constant) else {
                throw LayoutSolverError.unsatisfiable(
                    conflict(for: constraint, proof: row, basic: nil, excluding: marker))
            }
            row.solve(for: marker)
            tableau.insert(row, basic: marker)
        } else {
            let saved = tableau
            if let proof = tableau.addWithArtificialVariable(row, artificialSymbol: makeSymbol(.slack)) {
                tableau = saved
                throw LayoutSolverError.unsatisfiable(
                    conflict(for: constraint, proof: proof, basic: nil, excluding: marker))
            }
        }

        // Accepted: register everything.
        for id in usedVariables {
            if variableEntries[id] == nil {
                let entry = newVariables[id]!
                variableEntries[id] = entry
                variablesBySymbol[entry.symbol] = entry.variable
            }
            variableEntries[id]!.users += 1
        }
        constraintEntries[key] = ConstraintEntry(
            constraint: constraint, marker: marker, markerCoefficient: markerCoefficient,
            other: other, variables: usedVariables, isEdit: isEdit)
        if isRequired { requiredMarkers[marker] = constraint }

        tableau.optimize()
    }

    /// Removes an installed constraint and re-solves incrementally.
    package func removeConstraint(_ constraint: LayoutSolverConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard let entry = constraintEntries[key], !entry.isEdit else {
            throw LayoutSolverError.unknownConstraint(constraint.description)
        }
        removeEntry(entry, key: key)
    }

    private func removeEntry(_ entry: ConstraintEntry, key: ObjectIdentifier) {
        constraintEntries.removeValue(forKey: key)
        let priority = entry.constraint.priority
        if entry.constraint.isRequired {
            requiredMarkers.removeValue(forKey: entry.marker)
        } else {
            for symbol in [entry.marker, entry.other] {
                if let symbol, symbol.kind == .error {
                    tableau.addToObjective(symbol, priority: priority, times: -1)
                }
            }
            tableau.releaseLevel(priority)
        }

        // Get the marker into the basis and drop its row: what remains is the
        // tableau of the other constraints.
        if tableau.removeRow(basic: entry.marker) == nil,
           let leaving = tableau.leavingRow(forMarker: entry.marker) {
            tableau.pivot(entering: entry.marker, leaving: leaving)
            tableau.removeRow(basic: entry.marker)
        }

        // Forget variables no longer used by any constraint. A basic one's row
        // merely defines it, so dropping that row loses nothing.
        for id in entry.variables {
            variableEntries[id]!.users -= 1
            if variableEntries[id]!.users == 0 {
                let dropped = variableEntries.removeValue(forKey: id)!
                variablesBySymbol.removeValue(forKey: dropped.symbol)
                droppedVariables.append(dropped.variable)
                tableau.removeRow(basic: dropped.symbol)
            }
        }

        tableau.optimize()
    }

    /// Changes the constant of an installed constraint (`expression.constant`)
    /// without re-adding it: O(rows) plus a few dual simplex pivots. This is
    /// what `NSLayoutConstraint.constant` changes should use.
    ///
    /// Throws `unsatisfiable` (leaving everything unchanged) if the constraint
    /// is required and the new constant contradicts other required constraints.
    package func updateConstant(of constraint: LayoutSolverConstraint, to newConstant: Double) throws {
        guard let entry = constraintEntries[ObjectIdentifier(constraint)] else {
            throw LayoutSolverError.unknownConstraint(constraint.description)
        }
        let delta = newConstant - constraint.expression.constant
        if delta == 0 { return }
        constraint.expression.constant = newConstant
        // The rows' constants before the shift, to undo it if the constraint cannot take the
        // new constant. A snapshot of the whole tableau (copy-on-write) is taken only when
        // pivots follow, and only for a required constraint: optional ones cannot fail.
        var shifted: [(basic: LayoutSymbol, constant: Double)] = []
        var failed = tableau.shiftConstant(
            marker: entry.marker, markerCoefficient: entry.markerCoefficient, by: delta, saving: &shifted)
        var proof = failed.flatMap { tableau.row(for: $0) }
        var pivoted: LayoutTableau?
        if failed == nil, tableau.needsDualOptimize {
            let saved = constraint.isRequired ? tableau : nil
            failed = tableau.dualOptimize()
            if let failed {
                proof = tableau.row(for: failed)
                pivoted = saved
            }
        }
        if let failed {
            guard constraint.isRequired else {
                assertionFailure("an optional constraint made the tableau infeasible")
                return
            }
            if let pivoted { tableau = pivoted }
            tableau.restoreConstants(shifted)
            constraint.expression.constant -= delta
            throw LayoutSolverError.unsatisfiable(
                conflict(for: constraint, proof: proof ?? LayoutRow(), basic: failed, excluding: entry.marker))
        }
    }

    /// The variables whose value may have changed since the last call (or since the
    /// solver was made): each one whose row's constant moved, that entered or left the
    /// basis, or that was dropped. It may name a variable whose value came back, or
    /// name one twice.
    package func takeChangedVariables() -> [LayoutVariable] {
        var changed: [LayoutVariable] = []
        swap(&changed, &droppedVariables)
        for symbol in tableau.takeChangedExternals() {
            if let variable = variablesBySymbol[symbol] { changed.append(variable) }
        }
        return changed
    }

    /// Removes every constraint and edit variable.
    package func reset() {
        tableau = LayoutTableau()
        symbolCount = 0
        droppedVariables += variableEntries.values.map { $0.variable }
        variableEntries = [:]
        variablesBySymbol = [:]
        constraintEntries = [:]
        requiredMarkers = [:]
        editConstraints = [:]
    }

    // MARK: Edit variables

    /// Makes `variable` suggestible at `priority` (< 1000). Until the first
    /// `suggestValue`, the edit constraint holds the variable at its current
    /// value (stay semantics).
    package func addEditVariable(_ variable: LayoutVariable, priority: Float) throws {
        let id = ObjectIdentifier(variable)
        guard editConstraints[id] == nil else {
            throw LayoutSolverError.duplicateEditVariable(variable.description)
        }
        guard priority > 0, priority < LayoutStrength.required else {
            throw LayoutSolverError.invalidPriority(priority)
        }
        let current = value(of: variable)
        let edit = LayoutSolverConstraint(
            LayoutExpression(variable, plus: -current), .equal,
            priority: priority, name: "edit(\(variable))")
        try addConstraint(edit, isEdit: true)
        editConstraints[id] = edit
    }

    package func removeEditVariable(_ variable: LayoutVariable) throws {
        let id = ObjectIdentifier(variable)
        guard let edit = editConstraints.removeValue(forKey: id) else {
            throw LayoutSolverError.unknownEditVariable(variable.description)
        }
        let key = ObjectIdentifier(edit)
        removeEntry(constraintEntries[key]!, key: key)
    }

    package func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        editConstraints[ObjectIdentifier(variable)] != nil
    }

    /// Asks for `variable == value` at the edit priority and re-solves with the
    /// dual simplex (no tableau rebuild).
    package func suggestValue(_ value: Double, for variable: LayoutVariable) throws {
        guard let edit = editConstraints[ObjectIdentifier(variable)] else {
            throw LayoutSolverError.unknownEditVariable(variable.description)
        }
        // The edit constraint is `variable - value == 0`.
        try updateConstant(of: edit, to: -value)
    }

    // MARK: Helpers

    private func makeSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
        symbolCount += 1
        return LayoutSymbol(number: symbolCount, kind: kind)
    }

    /// The symbol a new row `0 = row` is solved for: an external variable if
    /// any (lowest-numbered), otherwise the marker or other symbol if it is
    /// restricted and has a negative coefficient (the row constant is >= 0, so
    /// solving for it keeps the tableau feasible).
    private func chooseSubject(_ row: LayoutRow, marker: LayoutSymbol, other: LayoutSymbol?) -> LayoutSymbol? {
        if let cell = row.cells.first(where: { $0.symbol.kind == .external }) {
            return cell.symbol
        }
        if marker.isPivotable, row.coefficient(of: marker) < 0 {
            return marker
        }
        if let other, other.isPivotable, row.coefficient(of: other) < 0 {
            return other
        }
        return nil
    }

    /// Required constraints whose markers occur in the row that proved the
    /// contradiction (plus its basic symbol, if given).
    private func conflict(for constraint: LayoutSolverConstraint, proof: LayoutRow,
                          basic: LayoutSymbol?, excluding marker: LayoutSymbol) -> LayoutConflict {
        var symbols = proof.cells.map { $0.symbol }
        if let basic { symbols.append(basic) }
        symbols.sort()
        var found: [LayoutSolverConstraint] = []
        for symbol in symbols where symbol != marker {
            if let owner = requiredMarkers[symbol], !found.contains(where: { $0 === owner }) {
                found.append(owner)
            }
        }
        return LayoutConflict(
            constraint: ObjectIdentifier(constraint),
            constraintDescription: constraint.description,
            conflicting: found.map { ObjectIdentifier($0) },
            conflictingDescriptions: found.map { $0.description })
    }
}
