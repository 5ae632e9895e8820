import HarnessGoldens
import HarnessScript

/// What verify found comparing the sweep with `Goldens/sweep.json`.
package struct SweepBaselineCheck: Sendable {
    /// The baseline's path.
    package let path: String
    /// False when there is no baseline yet (nothing was compared).
    package let exists: Bool
    package let cells: Int
    package let regressions: [String]
    package let notes: [String]
    /// Every change from the baseline, worse and better (`regressions` are the worse ones' lines).
    package var changes: [BaselineChange] = []

    package var holds: Bool { regressions.isEmpty }
}

/// The sweep baseline inside `verify` and `record`: only on their plain form (every stock
/// scenario, no device, appearance or setting chosen), since the baseline holds the stock
/// scenarios over the full matrix whatever variant the frames are drawn for.
enum SweepBaselineStep {
    /// verify: compares the sweep with Goldens/sweep.json.
    static func verify(goldens: String, scenarios: [Scenario], processes: SweepProcesses?) throws -> SweepBaselineCheck {
        let path = SweepBaseline.path(goldens: goldens)
        guard let baseline = try SweepBaseline.read(path) else {
            return SweepBaselineCheck(path: path, exists: false, cells: 0, regressions: [], notes: [])
        }
        let now = try SweepBaseline.sweep(scenarios, processes: processes)
        let (regressions, notes) = baseline.regressions(in: now)
        var check = SweepBaselineCheck(path: path, exists: true, cells: now.cells.count, regressions: regressions, notes: notes)
        check.changes = baseline.changes(in: now)
        return check
    }

    /// record: stages Goldens/sweep.json in the record's one transaction (committed with the
    /// goldens and the manifest, issue 23) when its bytes change. With `onlyMissing`
    /// (`record --missing`) only the rows the baseline lacks go in (`SweepBaseline.addingMissing`);
    /// without a baseline file the whole sweep is staged. `changes` says what changed.
    static func record(goldens: String, scenarios: [Scenario], onlyMissing: Bool = false, processes: SweepProcesses?,
                       into transaction: RecordTransaction) throws -> BaselineRecord {
        let path = SweepBaseline.path(goldens: goldens)
        let old = try SweepBaseline.read(path)
        // record --missing on a baseline with every cell's row of every scenario: nothing to add,
        // so no sweep (the model on 480 cells, about 2 s of a `record --missing` that adds no scenario).
        if onlyMissing, let old, old.hasRows(scenarios: scenarios.map(\.name)) {
            return BaselineRecord(path: path, wrote: false, changes: [], cells: old.cells.count)
        }
        let now = try SweepBaseline.sweep(scenarios, processes: processes)
        var target = now
        var changes: [BaselineChange] = []
        if let old {
            if onlyMissing {
                let (merged, added) = old.addingMissing(from: now)
                (target, changes) = (merged, added)
            } else {
                changes = old.changes(in: now)
            }
        }
        guard let bytes = try target.changedBytes(comparedWith: path) else {
            return BaselineRecord(path: path, wrote: false, changes: changes, cells: now.cells.count)
        }
        try transaction.stage(bytes, at: "sweep.json")
        return BaselineRecord(path: path, wrote: true, changes: changes, cells: now.cells.count)
    }
}

/// What `record` did to the sweep baseline.
package struct BaselineRecord: Sendable {
    package let path: String
    package let wrote: Bool
    /// Each row added or changed (cell, scenario, cause).
    package let changes: [BaselineChange]
    package let cells: Int
}
