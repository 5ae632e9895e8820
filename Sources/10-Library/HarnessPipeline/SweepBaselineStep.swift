import HarnessScenario
import HarnessSweepPixels

/// What verify found comparing the sweep with `Goldens/sweep.json`.
public struct SweepBaselineCheck: Sendable {
    /// The baseline's path.
    public let path: String
    /// False when there is no baseline yet (nothing was compared).
    public let exists: Bool
    public let cells: Int
    public let regressions: [String]
    public let notes: [String]
    /// Every change from the baseline, worse and better (`regressions` are the worse ones' lines).
    public var changes: [BaselineChange] = []

    public var holds: Bool { regressions.isEmpty }
}

/// The sweep baseline inside `verify` and `record`: only on their plain form (every stock
/// scenario, no device, appearance or setting chosen), since the baseline holds the stock
/// scenarios over the full matrix whatever variant the frames are drawn for.
enum SweepBaselineStep {
    /// verify: compares the sweep with Goldens/sweep.json.
    static func verify(goldens: String, scenarios: [Scenario]) throws -> SweepBaselineCheck {
        let path = SweepBaseline.path(goldens: goldens)
        guard let baseline = try SweepBaseline.read(path) else {
            return SweepBaselineCheck(path: path, exists: false, cells: 0, regressions: [], notes: [])
        }
        let now = try SweepBaseline.sweep(scenarios)
        let (regressions, notes) = baseline.regressions(in: now)
        var check = SweepBaselineCheck(path: path, exists: true, cells: now.cells.count, regressions: regressions, notes: notes)
        check.changes = baseline.changes(in: now)
        return check
    }

    /// record: rewrites Goldens/sweep.json when the findings changed; true when it wrote. With
    /// `onlyMissing` (`record --missing`) only the rows the baseline lacks go in
    /// (`SweepBaseline.addingMissing`); without a baseline file the whole sweep is written.
    /// `changes` says what changed, cell, scenario and cause.
    static func record(goldens: String, scenarios: [Scenario], onlyMissing: Bool = false) throws -> BaselineRecord {
        let path = SweepBaseline.path(goldens: goldens)
        let now = try SweepBaseline.sweep(scenarios)
        guard let old = try SweepBaseline.read(path) else {
            return BaselineRecord(path: path, wrote: try now.record(to: path), changes: [], cells: now.cells.count)
        }
        if onlyMissing {
            let (merged, added) = old.addingMissing(from: now)
            return BaselineRecord(path: path, wrote: try merged.record(to: path), changes: added, cells: now.cells.count)
        }
        return BaselineRecord(path: path, wrote: try now.record(to: path), changes: old.changes(in: now), cells: now.cells.count)
    }
}

/// What `record` did to the sweep baseline.
public struct BaselineRecord: Sendable {
    public let path: String
    public let wrote: Bool
    /// Each row added or changed (cell, scenario, cause).
    public let changes: [BaselineChange]
    public let cells: Int
}
