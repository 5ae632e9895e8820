import HarnessFiles

/// The sweep baseline's changes in a few lines: cells worse and better, the worse ones counted
/// by axis, by scenario and by kind, the first one in full; the full list goes to a file.
package struct BaselineDigest: Sendable {
    package let path: String
    package let changes: [BaselineChange]
    package let cellsChecked: Int
    /// Where the full list was written (nil when nothing changed).
    package let listFile: String?

    package var worseCells: Int { Set(changes.filter(\.worse).map(\.cell)).count }
    package var betterCells: Int { Set(changes.filter { !$0.worse && ![.newCell, .newScenario].contains($0.kind) }.map(\.cell)).count }

    /// Compares and writes the full list (one change a line) to `<out>/sweep-baseline-changes.txt`
    /// when anything changed (removing an old list otherwise, so none is stale).
    package init(path: String, changes: [BaselineChange], cellsChecked: Int, outDirectory: String) throws {
        self.path = path
        self.changes = changes
        self.cellsChecked = cellsChecked
        let file = outDirectory + "/sweep-baseline-changes.txt"
        if changes.isEmpty {
            if FileIdentity.of(file) != nil { _ = try SafePrune.prune(root: outDirectory) { $0 == "sweep-baseline-changes.txt" } }
            listFile = nil
        } else {
            let text = changes.map { ($0.worse ? "worse  " : "better ") + $0.line }.joined(separator: "\n") + "\n"
            try SafeWrite.write(Array(text.utf8), to: file)
            listFile = file
        }
    }

    package var lines: [String] {
        guard !changes.isEmpty else { return ["sweep baseline: \(cellsChecked) cells checked against \(path), no change"] }
        let worse = changes.filter(\.worse)
        let added = changes.filter { [.newCell, .newScenario].contains($0.kind) }
        var out = ["sweep baseline: \(changes.count) changes in \(Set(changes.map(\.cell)).count) of \(cellsChecked) cells (\(path)): "
                   + "\(worseCells) cells worse, \(betterCells) better" + (added.isEmpty ? "" : ", \(added.count) new rows")]
        if !worse.isEmpty {
            var axes: [String] = []
            for v in worse.first?.axes.values ?? [] { if !axes.contains(v.axis) { axes.append(v.axis) } }
            for axis in axes {
                out.append("  worse cells by \(axis): " + Self.counts(worse, by: { c in c.axes.values.first { $0.axis == axis }?.value }))
            }
            out.append("  worse by scenario: " + Self.counts(worse, by: \.scenario))
            out.append("  worse by kind: " + Self.counts(worse, by: { $0.kind.rawValue }))
            out.append("  first: \(worse[0].line)")
        }
        if let listFile { out.append("  every change, one a line: \(listFile)") }
        return out
    }

    /// "a 12, b 3" over distinct cells, largest first, at most 8 values.
    static func counts(_ changes: [BaselineChange], by key: (BaselineChange) -> String?) -> String {
        var cells: [String: Set<String>] = [:]
        for c in changes { cells[key(c) ?? "(the cell)", default: []].insert(c.cell) }
        let sorted = cells.map { ($0.key, $0.value.count) }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }
        return sorted.prefix(8).map { "\($0.0) \($0.1)" }.joined(separator: ", ") + (sorted.count > 8 ? ", +\(sorted.count - 8) more" : "")
    }
}
