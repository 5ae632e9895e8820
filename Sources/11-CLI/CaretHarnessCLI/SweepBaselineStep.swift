import Foundation
import HarnessGoldens
import HarnessScenario
import HarnessSweepPixels

/// The sweep baseline inside `verify` and `record`: only on their plain form (every stock
/// scenario, no device, appearance or setting chosen), since the baseline holds the stock
/// scenarios over the full matrix whatever variant the frames are drawn for.
enum SweepBaselineStep {
    /// True when the command line selects nothing, so the baseline applies.
    static func applies(_ args: Arguments) -> Bool {
        (["scenario", "device", "appearance"] + SharedFlags.settings.map(\.name)).allSatisfy { args.all($0).isEmpty }
    }

    static func current(_ paths: [String]) throws -> SweepBaseline {
        try SweepBaseline.sweep(try paths.map { try ScenarioParser.parse(contentsOf: $0) })
    }

    /// verify: compares the sweep with Goldens/sweep.json; false when a cell got worse.
    static func verify(goldens: String, scenarios: [String]) throws -> Bool {
        let path = SweepBaseline.path(goldens: goldens)
        guard let baseline = try SweepBaseline.read(path) else {
            print("sweep baseline: \(path) does not exist; `caret-harness record` writes it")
            return true
        }
        let now = try current(scenarios)
        let (regressions, notes) = baseline.regressions(in: now)
        for note in notes.prefix(10) { print("sweep baseline note: \(note)") }
        for line in regressions { print("FAILED sweep baseline: \(line)") }
        print("sweep baseline: \(now.cells.count) cells checked against \(path), \(regressions.count) regressions"
              + (regressions.isEmpty ? "" : "; if intended, `caret-harness record` updates it"))
        return regressions.isEmpty
    }

    /// record: stages Goldens/sweep.json in the record's one transaction when the findings
    /// changed; the line to print once it is committed.
    static func record(goldens: String, scenarios: [String], into transaction: RecordTransaction) throws -> String {
        let path = SweepBaseline.path(goldens: goldens)
        guard let bytes = try current(scenarios).changedBytes(comparedWith: path) else { return "sweep baseline unchanged: \(path)" }
        try transaction.stage(bytes, at: "sweep.json")
        return "wrote   \(path)"
    }
}
