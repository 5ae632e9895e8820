
/// How a sweep's findings differ from the baseline, cell by cell, typed: the one comparison
/// behind `SweepBaseline.regressions` (the worse ones) and the verify digest (worse and better,
/// counted by axis, the full list to a file).
package struct BaselineChange: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        case verdict, minGap = "smallest caret gap", covered = "caret covered", violations = "rule violations"
        case failed = "failed expectations", newScenario = "scenario not in the baseline", newCell = "cell not in the baseline"
    }

    package let cell: String
    /// The scenario whose findings changed; for a verdict, the scenarios whose findings changed
    /// in that cell (the cell's verdict is theirs), joined by ", "; nil when none did.
    package let scenario: String?
    package let kind: Kind
    /// true: worse (a regression); false: better, or new (not a regression).
    package let worse: Bool
    /// The cell's settings as the sweep made it (empty for a cell read back from a file).
    package let axes: SweepBaseline.Axes
    /// The change in words, e.g. "smallest caret gap 24.0 -> 12.0 pt".
    package let text: String

    /// "CELL SCENARIO: TEXT", the full list's line.
    package var line: String { "\(cell)\(scenario.map { " " + $0 } ?? ""): \(text)" }
}

extension SweepBaseline {
    /// The axes of a cell: device, orientation, text size and keyboard, as the sweep named them.
    package struct Axes: Hashable, Sendable {
        package var values: [(axis: String, value: String)]

        package init(_ values: [(axis: String, value: String)] = []) { self.values = values }

        package static func == (a: Axes, b: Axes) -> Bool { a.values.map { "\($0.axis)=\($0.value)" } == b.values.map { "\($0.axis)=\($0.value)" } }
        package func hash(into hasher: inout Hasher) { for v in values { hasher.combine(v.axis); hasher.combine(v.value) } }
    }

    /// Every difference of `current` from this baseline, worse and better. Cells or scenarios the
    /// baseline lacks are `newCell`/`newScenario` (not worse: `record` adds them).
    package func changes(in current: SweepBaseline) -> [BaselineChange] {
        let base = Dictionary(cells.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var out: [BaselineChange] = []
        for cell in current.cells {
            let axes = current.axes[cell.id] ?? Axes()
            func add(_ scenario: String?, _ kind: BaselineChange.Kind, worse: Bool, _ text: String) {
                out.append(BaselineChange(cell: cell.id, scenario: scenario, kind: kind, worse: worse, axes: axes, text: text))
            }
            guard let old = base[cell.id] else {
                add(nil, .newCell, worse: false, "not in the baseline (record adds it)")
                continue
            }
            var changedScenarios: [String] = []
            for name in cell.scenarios.keys.sorted() {
                let now = cell.scenarios[name]!
                guard let was = old.scenarios[name] else {
                    add(name, .newScenario, worse: false, "not in the baseline (record adds it)")
                    changedScenarios.append(name)
                    continue
                }
                if now != was { changedScenarios.append(name) }
                if let a = was.minGap, let b = now.minGap, abs(b - a) > Self.minGapChangeTolerance {
                    add(name, .minGap, worse: b < a, "smallest caret gap \(a) -> \(b) pt")
                } else if was.minGap == nil, let b = now.minGap, !cell.gapRule.stands(b) {
                    add(name, .minGap, worse: true, "the design now scrolls to a \(b) pt gap")
                }
                for (kind, a, b) in [(BaselineChange.Kind.covered, was.covered, now.covered),
                                     (.violations, was.violations, now.violations), (.failed, was.failed, now.failed)] where a != b {
                    add(name, kind, worse: b > a, "\(kind.rawValue) \(a) -> \(b)")
                }
            }
            if cell.verdict != old.verdict {
                add(changedScenarios.isEmpty ? nil : changedScenarios.joined(separator: ", "), .verdict,
                    worse: cell.verdict > old.verdict, "verdict \(old.verdict.rawValue) -> \(cell.verdict.rawValue)")
            }
        }
        return out
    }
}

extension SweepBaseline {
    /// Whether every cell of `axes` (the cells `sweep` makes) has a row for each scenario named:
    /// then `addingMissing` has nothing to add, whatever a sweep finds (it adds only rows and
    /// cells the baseline lacks), so `record --missing` can skip the sweep.
    package func hasRows(scenarios: [String], axes: SweepAxes = .full) -> Bool {
        let byID = Dictionary(cells.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return axes.variants.allSatisfy { variant in
            guard let cell = byID[variant.id] else { return false }
            return scenarios.allSatisfy { cell.scenarios[$0] != nil }
        }
    }

    /// `record --missing`: this baseline with the rows `current` has and it lacks (a new
    /// scenario's findings in every cell, a new cell), nothing else changed. A cell's verdict
    /// takes `current`'s only when the new rows are all that changed in it (the new scenario
    /// decides it); a cell where a scenario already in the baseline changed keeps its verdict,
    /// so `verify` still reports that change. Returns the merged baseline and what was added.
    package func addingMissing(from current: SweepBaseline) -> (baseline: SweepBaseline, added: [BaselineChange]) {
        let base = Dictionary(cells.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var merged: [Cell] = []
        var added: [BaselineChange] = []
        for cell in current.cells {
            let axes = current.axes[cell.id] ?? Axes()
            guard var old = base[cell.id] else {
                merged.append(cell)
                added.append(BaselineChange(cell: cell.id, scenario: nil, kind: .newCell, worse: false, axes: axes, text: "added"))
                continue
            }
            let new = cell.scenarios.keys.filter { old.scenarios[$0] == nil }.sorted()
            let othersSame = old.scenarios.allSatisfy { cell.scenarios[$0.key] == nil || cell.scenarios[$0.key] == $0.value }
            for name in new {
                old.scenarios[name] = cell.scenarios[name]
                added.append(BaselineChange(cell: cell.id, scenario: name, kind: .newScenario, worse: false, axes: axes, text: "added"))
            }
            if !new.isEmpty, othersSame, old.verdict != cell.verdict {
                added.append(BaselineChange(cell: cell.id, scenario: new.joined(separator: ", "), kind: .verdict, worse: cell.verdict > old.verdict,
                                            axes: axes, text: "verdict \(old.verdict.rawValue) -> \(cell.verdict.rawValue)"))
                old.verdict = cell.verdict
            }
            merged.append(old)
        }
        let ids = Set(current.cells.map(\.id))
        merged += cells.filter { !ids.contains($0.id) }
        var result = SweepBaseline(cells: merged)
        result.axes = current.axes
        return (result, added)
    }
}
