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
        return SweepBaselineCheck(path: path, exists: true, cells: now.cells.count, regressions: regressions, notes: notes)
    }

    /// record: rewrites Goldens/sweep.json when the findings changed; true when it wrote.
    static func record(goldens: String, scenarios: [Scenario]) throws -> (path: String, wrote: Bool) {
        let path = SweepBaseline.path(goldens: goldens)
        return (path, try SweepBaseline.sweep(scenarios).record(to: path))
    }
}
