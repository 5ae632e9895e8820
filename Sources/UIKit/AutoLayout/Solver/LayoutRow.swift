// Symbols and sparse rows of the simplex tableau used by `LayoutSolver`.

/// A column of the tableau.
///
/// The kind lives in the low two bits and a per-solver sequence number above
/// them, so ordering symbols by `raw` orders them by creation. All tie-breaks
/// in the solver use this order, which makes results independent of hashing.
struct LayoutSymbol: Hashable, Comparable {
    enum Kind: Int {
        /// A caller's `LayoutVariable`; unrestricted in sign.
        case external = 0
        /// Slack of an inequality; `>= 0`. Marker of inequality constraints.
        case slack = 1
        /// Error of an optional constraint; `>= 0` and penalised by the objective.
        case error = 2
        /// Marker of a required equality; fixed at 0 and never pivoted in.
        case dummy = 3
    }

    let raw: Int

    init(number: Int, kind: Kind) {
        raw = number << 2 | kind.rawValue
    }

    var kind: Kind { Kind(rawValue: raw & 3)! }

    /// Slack and error symbols are the sign-restricted ones that simplex may
    /// move in and out of the basis.
    var isPivotable: Bool {
        let k = raw & 3
        return k == Kind.slack.rawValue || k == Kind.error.rawValue
    }

    static func < (lhs: LayoutSymbol, rhs: LayoutSymbol) -> Bool { lhs.raw < rhs.raw }
}

/// A sparse linear form `constant + sum(coefficient * symbol)`.
///
/// As a tableau row it means `basic = constant + sum(...)`; freshly built from a
/// constraint (before a subject is chosen) it means `0 = constant + sum(...)`.
/// Cells are kept sorted by symbol so that iteration, merging and therefore
/// floating-point rounding are deterministic. Coefficients whose magnitude
/// falls below `LayoutRow.epsilon` are dropped.
///
/// `mask` has bit `number % 64` set for every symbol in the row (it may keep
/// the bits of symbols removed since), so asking a row for a symbol it lacks
/// usually ends without reading its cells: the tableau's scans over all rows
/// (a constant change, a substitution) then read the rows' array and only the
/// cells of the rows that hold the symbol.
struct LayoutRow {
    struct Cell {
        var symbol: LayoutSymbol
        var coefficient: Double
    }

    /// Magnitude below which coefficients and constants count as zero. Layout
    /// values are points (typically < 1e5), so 1e-8 is far below anything visible
    /// and far above accumulated rounding.
    static let epsilon = 1.0e-8

    private(set) var cells: [Cell] = []
    var constant: Double
    private(set) var mask: UInt64 = 0

    private static func bit(_ symbol: LayoutSymbol) -> UInt64 { 1 << UInt64(truncatingIfNeeded: (symbol.raw >> 2) & 63) }

    /// False when `symbol` is certainly not in the row.
    func mayContain(_ symbol: LayoutSymbol) -> Bool { mask & Self.bit(symbol) != 0 }

    init(constant: Double = 0) {
        self.constant = constant
    }

    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    /// Index of `symbol`, or where it would be inserted.
    private func search(_ symbol: LayoutSymbol) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return (low < cells.count && cells[low].symbol == symbol, low)
    }

    func coefficient(of symbol: LayoutSymbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (found, index) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient * symbol`.
    mutating func add(_ symbol: LayoutSymbol, _ coefficient: Double) {
        let (found, index) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if LayoutRow.isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !LayoutRow.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            mask |= Self.bit(symbol)
        }
    }

    /// Adds `factor * other` (constant included) by merging the sorted cells.
    mutating func add(_ other: LayoutRow, times factor: Double) {
        constant += other.constant * factor
        if other.cells.isEmpty { return }
        if other.cells.count == 1 {
            add(other.cells[0].symbol, other.cells[0].coefficient * factor)
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var bits: UInt64 = 0
        func keep(_ cell: Cell) {
            merged.append(cell)
            bits |= Self.bit(cell.symbol)
        }
        var i = 0
        var j = 0
        while i < cells.count, j < other.cells.count {
            let a = cells[i]
            let b = other.cells[j]
            if a.symbol < b.symbol {
                keep(a)
                i += 1
            } else if b.symbol < a.symbol {
                let c = b.coefficient * factor
                if !LayoutRow.isNearZero(c) { keep(Cell(symbol: b.symbol, coefficient: c)) }
                j += 1
            } else {
                let c = a.coefficient + b.coefficient * factor
                if !LayoutRow.isNearZero(c) { keep(Cell(symbol: a.symbol, coefficient: c)) }
                i += 1
                j += 1
            }
        }
        while i < cells.count {
            keep(cells[i])
            i += 1
        }
        while j < other.cells.count {
            let c = other.cells[j].coefficient * factor
            if !LayoutRow.isNearZero(c) { keep(Cell(symbol: other.cells[j].symbol, coefficient: c)) }
            j += 1
        }
        cells = merged
        mask = bits
    }

    mutating func remove(_ symbol: LayoutSymbol) {
        guard mayContain(symbol) else { return }
        let (found, index) = search(symbol)
        if found { cells.remove(at: index) }
    }

    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = constant + c*symbol + rest` as `symbol = -(constant + rest)/c`.
    /// `symbol` must be present.
    mutating func solve(for symbol: LayoutSymbol) {
        let (found, index) = search(symbol)
        precondition(found, "solving a row for a symbol it does not contain")
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = constant + c*rhs + rest` as `rhs = ...` (a pivot step).
    mutating func solve(for rhs: LayoutSymbol, replacing lhs: LayoutSymbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right-hand side of `row`. Returns whether the
    /// symbol occurred (and so whether anything changed).
    @discardableResult
    mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) -> Bool {
        guard mayContain(symbol) else { return false }
        let (found, index) = search(symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        add(row, times: coefficient)
        return true
    }
}
