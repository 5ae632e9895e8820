// The simplex tableau behind `LayoutSolver`: rows in basic/parametric form,
// a lexicographic objective (one row per optional priority level), primal
// simplex for re-optimising after adds/removes, dual simplex for re-gaining
// feasibility after constants change, and the artificial-variable phase used
// when a new required row has no obvious basic variable.
//
// It is a value type so the solver can snapshot it in O(1) (copy-on-write)
// before an operation that may fail, and roll back exactly.

/// The optional constraints of one priority value. Its row is the sum of their
/// error symbols (weight 1 each), expressed over the current parametric symbols.
struct LayoutObjectiveLevel {
    let priority: Float
    var row = LayoutRow()
    /// Number of installed constraints at this priority.
    var users = 0
}

struct LayoutTableau {
    /// Basic symbol of each row, parallel to `rows`. Rows are kept in an array
    /// (removal swaps in the last one) so iteration order depends only on the
    /// sequence of operations, never on hashing.
    private(set) var basics: [LayoutSymbol] = []
    private(set) var rows: [LayoutRow] = []
    private var positions: [LayoutSymbol: Int] = [:]

    /// Objective levels, highest priority first. Minimised lexicographically:
    /// level k only matters among solutions optimal for levels 0..<k.
    private(set) var levels: [LayoutObjectiveLevel] = []

    /// Objective of the artificial-variable phase, present only during it.
    private var artificial: LayoutRow?

    /// Restricted basic symbols whose rows may have become negative; consumed
    /// by `dualOptimize()`.
    private var infeasible: [LayoutSymbol] = []

    /// External symbols whose value may have changed since `takeChangedExternals()`:
    /// basic ones whose row's constant moved, and ones that entered or left the
    /// basis. It may name a symbol more than once, or one whose value came back.
    private var changedExternals: [LayoutSymbol] = []

    private static let epsilon = LayoutRow.epsilon

    // MARK: Rows

    var rowCount: Int { rows.count }

    func row(for basic: LayoutSymbol) -> LayoutRow? {
        positions[basic].map { rows[$0] }
    }

    func isBasic(_ symbol: LayoutSymbol) -> Bool {
        positions[symbol] != nil
    }

    /// Current value: a basic symbol's row constant, 0 for parametric ones.
    func value(of symbol: LayoutSymbol) -> Double {
        positions[symbol].map { rows[$0].constant } ?? 0
    }

    mutating func insert(_ row: LayoutRow, basic: LayoutSymbol) {
        positions[basic] = rows.count
        rows.append(row)
        basics.append(basic)
        if basic.kind == .external { changedExternals.append(basic) }
    }

    @discardableResult
    mutating func removeRow(basic: LayoutSymbol) -> LayoutRow? {
        guard let index = positions.removeValue(forKey: basic) else { return nil }
        if basic.kind == .external { changedExternals.append(basic) }
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            positions[basics[index]] = index
        }
        basics.removeLast()
        return rows.removeLast()
    }

    /// Replaces `symbol` by `row` everywhere: in every tableau row and every
    /// objective. Rows whose restricted basic goes negative are remembered for
    /// the dual simplex.
    mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
        for i in rows.indices where rows[i].substitute(symbol, with: row) {
            let basic = basics[i]
            if basic.kind == .external {
                changedExternals.append(basic)
            } else if basic.isPivotable, rows[i].constant < -Self.epsilon {
                infeasible.append(basic)
            }
        }
        for k in levels.indices {
            levels[k].row.substitute(symbol, with: row)
        }
        if artificial != nil {
            artificial!.substitute(symbol, with: row)
        }
    }

    /// Makes `entering` basic in the row currently owned by `leaving`.
    mutating func pivot(entering: LayoutSymbol, leaving: LayoutSymbol) {
        guard var row = removeRow(basic: leaving) else { return }
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insert(row, basic: entering)
    }

    /// Drops `symbol` from every row and objective (fixes it at 0).
    mutating func eliminate(_ symbol: LayoutSymbol) {
        for i in rows.indices { rows[i].remove(symbol) }
        for k in levels.indices { levels[k].row.remove(symbol) }
    }

    // MARK: Objective levels

    /// Registers one more constraint at `priority`, creating its level if needed.
    mutating func retainLevel(_ priority: Float) {
        var index = 0
        while index < levels.count, levels[index].priority > priority { index += 1 }
        if index == levels.count || levels[index].priority != priority {
            levels.insert(LayoutObjectiveLevel(priority: priority), at: index)
        }
        levels[index].users += 1
    }

    mutating func releaseLevel(_ priority: Float) {
        guard let index = levels.firstIndex(where: { $0.priority == priority }) else { return }
        levels[index].users -= 1
        if levels[index].users == 0 { levels.remove(at: index) }
    }

    /// Adds `factor * symbol` to the objective of `priority`, expressed over
    /// parametric symbols (substituting the symbol's row if it is basic).
    mutating func addToObjective(_ symbol: LayoutSymbol, priority: Float, times factor: Double) {
        guard let index = levels.firstIndex(where: { $0.priority == priority }) else { return }
        if let basicRow = row(for: symbol) {
            levels[index].row.add(basicRow, times: factor)
        } else {
            levels[index].row.add(symbol, factor)
        }
    }

    // MARK: Primal simplex

    private var iterationLimit: Int { 10_000 + 50 * rows.count }

    /// Re-optimises the lexicographic objective (or the artificial one) from a
    /// feasible tableau. Entering: the lowest-numbered symbol whose reduced
    /// cost is lexicographically negative (Bland's rule, so no cycling);
    /// leaving: minimum ratio, ties to the lowest-numbered basic.
    mutating func optimize(artificialPhase: Bool = false) {
        var iterations = 0
        while let entering = artificialPhase ? artificialEntering() : lexicographicEntering() {
            guard let leaving = minimumRatioRow(for: entering) else {
                assertionFailure("objective is unbounded; cannot happen for sums of errors")
                return
            }
            pivot(entering: entering, leaving: leaving)
            iterations += 1
            if iterations > iterationLimit {
                assertionFailure("simplex iteration limit reached")
                return
            }
        }
    }

    private func artificialEntering() -> LayoutSymbol? {
        artificial?.cells.first { $0.coefficient < -Self.epsilon && $0.symbol.isPivotable }?.symbol
    }

    /// A symbol improves the lexicographic objective when its coefficient is
    /// negative in some level and zero in every higher level.
    private func lexicographicEntering() -> LayoutSymbol? {
        var best: LayoutSymbol?
        for k in levels.indices {
            for cell in levels[k].row.cells where cell.coefficient < -Self.epsilon && cell.symbol.isPivotable {
                let symbol = cell.symbol
                if let current = best, current < symbol { break }
                var dominated = false
                for higher in 0..<k where abs(levels[higher].row.coefficient(of: symbol)) >= Self.epsilon {
                    dominated = true
                    break
                }
                if !dominated {
                    best = symbol
                    break
                }
            }
        }
        return best
    }

    private func minimumRatioRow(for entering: LayoutSymbol) -> LayoutSymbol? {
        var best: LayoutSymbol?
        var bestRatio = Double.infinity
        for i in rows.indices where basics[i].kind != .external {
            let coefficient = rows[i].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[i].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basics[i] < best!) {
                bestRatio = ratio
                best = basics[i]
            }
        }
        return best
    }

    // MARK: Artificial variable phase

    /// Installs a new row `0 = row` that has no usable subject, by minimising an
    /// artificial variable `art = row` to zero. Returns nil on success, or the
    /// final artificial objective (a proof of infeasibility) on failure; on
    /// failure the tableau is left pivoted and the caller must roll back.
    mutating func addWithArtificialVariable(_ row: LayoutRow, artificialSymbol art: LayoutSymbol) -> LayoutRow? {
        insert(row, basic: art)
        artificial = row
        optimize(artificialPhase: true)
        let objective = artificial!
        artificial = nil
        if objective.constant > Self.epsilon {
            return objective
        }
        if var artRow = removeRow(basic: art) {
            // `art` is basic at value 0: pivot it out through any restricted
            // symbol. With none left the row only relates dummies (all 0) and
            // carries no information.
            if let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol {
                artRow.solve(for: entering, replacing: art)
                substitute(entering, with: artRow)
                insert(artRow, basic: entering)
            }
        }
        eliminate(art)
        return nil
    }

    // MARK: Removal support

    /// Row through which a parametric marker should enter the basis so that
    /// its constraint's row can be dropped while keeping the tableau feasible:
    /// first a restricted row where the marker's coefficient is negative
    /// (minimum ratio), then a restricted row where it is positive (minimum
    /// ratio), then any unrestricted row. Ties go to the lowest basic symbol.
    func leavingRow(forMarker marker: LayoutSymbol) -> LayoutSymbol? {
        var negative: (symbol: LayoutSymbol, ratio: Double)?
        var positive: (symbol: LayoutSymbol, ratio: Double)?
        var unrestricted: LayoutSymbol?
        for i in rows.indices {
            let coefficient = rows[i].coefficient(of: marker)
            if coefficient == 0 { continue }
            let basic = basics[i]
            if basic.kind == .external {
                if unrestricted.map({ basic < $0 }) ?? true { unrestricted = basic }
            } else if coefficient < 0 {
                let ratio = -rows[i].constant / coefficient
                if negative.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true {
                    negative = (basic, ratio)
                }
            } else {
                let ratio = rows[i].constant / coefficient
                if positive.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true {
                    positive = (basic, ratio)
                }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? unrestricted
    }

    // MARK: Constant changes and dual simplex

    /// Applies a change of `delta` to the constant of the constraint whose
    /// marker is `marker` (with coefficient `markerCoefficient` in the
    /// constraint's original row).
    ///
    /// Every row is a linear combination of the original constraint rows, and
    /// the marker occurs in exactly one of those, so a row's marker
    /// coefficient reveals how much of that constraint it contains; its
    /// constant moves by `coefficient * delta / markerCoefficient` (the basic
    /// marker's own row counts its marker with coefficient -1).
    ///
    /// Returns the basic symbol of a redundant required equality that no longer
    /// holds (a dummy row that became non-zero), if any; otherwise negative
    /// rows are queued for `dualOptimize()`. `saved` gets each changed row's
    /// basic symbol and constant before the change, for `restoreConstants`.
    mutating func shiftConstant(marker: LayoutSymbol, markerCoefficient: Double, by delta: Double,
                                saving saved: inout [(basic: LayoutSymbol, constant: Double)]) -> LayoutSymbol? {
        infeasible.removeAll(keepingCapacity: true)
        var violated: LayoutSymbol?
        func check(_ i: Int) {
            let basic = basics[i]
            if basic.kind == .dummy {
                if abs(rows[i].constant) >= Self.epsilon, violated == nil { violated = basic }
            } else if basic.kind == .external {
                changedExternals.append(basic)
            } else if basic.isPivotable, rows[i].constant < -Self.epsilon {
                infeasible.append(basic)
            }
        }
        if let index = positions[marker] {
            saved.append((basics[index], rows[index].constant))
            rows[index].constant -= delta / markerCoefficient
            check(index)
        } else {
            for i in rows.indices {
                let coefficient = rows[i].coefficient(of: marker)
                if coefficient == 0 { continue }
                saved.append((basics[i], rows[i].constant))
                rows[i].constant += coefficient * delta / markerCoefficient
                check(i)
            }
        }
        return violated
    }

    /// Puts back the row constants `shiftConstant` saved (the rows must be the
    /// ones it shifted, as it left them or as a snapshot taken right after it)
    /// and drops the rows it queued for the dual simplex.
    mutating func restoreConstants(_ saved: [(basic: LayoutSymbol, constant: Double)]) {
        for (basic, constant) in saved {
            if let index = positions[basic] { rows[index].constant = constant }
        }
        infeasible.removeAll()
    }

    /// True when rows went negative since the last `shiftConstant` and `dualOptimize()` has work.
    var needsDualOptimize: Bool { !infeasible.isEmpty }

    /// The external symbols whose value may have changed since the last call.
    mutating func takeChangedExternals() -> [LayoutSymbol] {
        var taken: [LayoutSymbol] = []
        swap(&taken, &changedExternals)
        return taken
    }

    /// Restores feasibility after constants changed while keeping the
    /// objective optimal. Leaving: the lowest-numbered infeasible row;
    /// entering: the symbol with the lexicographically smallest
    /// (reduced cost / coefficient), ties to the lowest-numbered symbol.
    /// Returns the basic symbol of a row that cannot be made feasible (the
    /// required constraints contradict each other), or nil on success.
    mutating func dualOptimize() -> LayoutSymbol? {
        var iterations = 0
        while !infeasible.isEmpty {
            var pick = 0
            for j in infeasible.indices where infeasible[j] < infeasible[pick] { pick = j }
            infeasible.swapAt(pick, infeasible.count - 1)
            let leaving = infeasible.removeLast()
            guard let index = positions[leaving], rows[index].constant < -Self.epsilon else { continue }
            guard let entering = dualEntering(rows[index]) else {
                infeasible.removeAll()
                return leaving
            }
            pivot(entering: entering, leaving: leaving)
            iterations += 1
            if iterations > iterationLimit {
                assertionFailure("dual simplex iteration limit reached")
                infeasible.removeAll()
                return nil
            }
        }
        return nil
    }

    private func dualEntering(_ row: LayoutRow) -> LayoutSymbol? {
        var best: LayoutRow.Cell?
        for cell in row.cells where cell.coefficient > Self.epsilon && cell.symbol.isPivotable {
            if let current = best {
                if compareDualRatios(cell, current) < 0 { best = cell }
            } else {
                best = cell
            }
        }
        return best?.symbol
    }

    /// Lexicographic comparison of reducedCost/coefficient across levels.
    private func compareDualRatios(_ a: LayoutRow.Cell, _ b: LayoutRow.Cell) -> Int {
        for level in levels {
            let x = level.row.coefficient(of: a.symbol) / a.coefficient
            let y = level.row.coefficient(of: b.symbol) / b.coefficient
            if abs(x - y) >= Self.epsilon { return x < y ? -1 : 1 }
        }
        return 0
    }
}
