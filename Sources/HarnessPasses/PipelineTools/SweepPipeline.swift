import Foundation
import HarnessFiles
import HarnessRun
import HarnessScript

/// What `sweep` found and how long it took.
package struct SweepOutcome: Sendable {
    package let summary: SweepSummary
    /// The summary and the motion tally as sweep.html shows them.
    package let text: String
    /// The model (and with pixels the drawing), without writing.
    package let modelSeconds: Double
    /// Everything, writing sweep.json and sweep.html included.
    package let totalSeconds: Double
    package let cells: Int
    package let scenarios: Int
    package let pixels: Bool
    /// Changes from `Goldens/sweep.json` (nil when there is none): whether anything regressed.
    package var baseline: (path: String, changes: [BaselineChange])? = nil

    /// 1 when a setting breaks the design or the pixels disagree with the model.
    package var exitCode: Int32 { (summary.verdicts[.breaks] ?? 0) > 0 || summary.pixelDisagreements > 0 ? 1 : 0 }
}

/// `sweep`: every scenario through the model on every cell of the axes, no drawing (with
/// `pixels`, each cell's frames drawn at scale 1 and measured); writes `<out>/sweep.json` and
/// `<out>/sweep.html`, never into, around or inside Goldens/ nor over a scenario's folder.
package enum SweepPipeline {
    /// `processes` spreads the cells over worker processes (nil: all in this one).
    package static func run(axes: SweepAxes, scenarioPaths paths: [String], out: String, pixels withPixels: Bool,
                            processes: SweepProcesses? = nil) throws -> SweepOutcome {
        let scenarios = try paths.map { try ScenarioParser.parse(contentsOf: $0) }
        try OutputFolderPolicy(protectedFolders: ["Goldens"], inputFiles: paths).check(outputFolder: out)
        try FileSystem.makeDirectory(out)
        let guarded = try GuardedFolder(folder: out, command: "caret-harness sweep")
        defer { withExtendedLifetime(guarded) {} }
        let json = try SweepJSONWriter(path: out + "/sweep.json", axes: axes, scenarios: paths)
        let html = try SweepHTMLWriter(path: out + "/sweep.html", axes: axes)
        var summary = SweepSummary()
        var motion = SweepMotionTally()
        var rows: [SweepBaseline.Cell] = []
        var rowAxes: [String: SweepBaseline.Axes] = [:]
        let clock = ContinuousClock()
        var modelTime = Duration.zero
        var last = clock.now
        let started = last
        // Cells are encoded on the worker threads; only their summary and bytes come back here.
        var engine = SweepEngine(axes: axes, scenarios: scenarios)
        engine.pixels = withPixels ? PixelSweep(scenarios: scenarios) : nil
        try engine.runEncoded(processes: processes) { cell, encoded in
            let now = clock.now
            modelTime += now - last
            summary.add(cell)
            motion.add(cell)
            rows.append(SweepBaseline.cell(cell))
            rowAxes[cell.id] = SweepBaseline.axes(of: cell)
            try json.add(encoded: encoded)
            try html.add(cell, encoded: encoded)
            last = clock.now
        }
        let modelSeconds = seconds(modelTime)
        let text = summary.text(seconds: modelSeconds) + "\n" + motion.text
        try json.finish(summary: summary)
        try html.finish(summaryText: text)
        var outcome = SweepOutcome(summary: summary, text: text, modelSeconds: modelSeconds, totalSeconds: seconds(clock.now - started),
                                   cells: axes.cellCount, scenarios: scenarios.count, pixels: withPixels)
        // Whether anything regressed: the cells and scenarios this sweep shares with the baseline.
        let baselinePath = SweepBaseline.path(goldens: "Goldens")
        if let recorded = try SweepBaseline.read(baselinePath) {
            var now = SweepBaseline(cells: rows)
            now.axes = rowAxes
            let changes = recorded.changes(in: now).filter { ![.newCell, .newScenario].contains($0.kind) }
            outcome.baseline = (baselinePath, changes)
        }
        return outcome
    }

    /// A worker of a sweep spread over processes: shard `shard` of `count` of the same sweep,
    /// each cell written to standard output as a line (`SweepEngine.writeShard`).
    package static func writeShard(_ shard: Int, of count: Int, axes: SweepAxes, scenarioPaths paths: [String],
                                   pixels withPixels: Bool) throws {
        let scenarios = try paths.map { try ScenarioParser.parse(contentsOf: $0) }
        var engine = SweepEngine(axes: axes, scenarios: scenarios)
        engine.pixels = withPixels ? PixelSweep(scenarios: scenarios) : nil
        try engine.writeShard(shard, of: count, to: .standardOutput)
    }

    /// Every `Scenarios/*.scenario`, sorted.
    package static func defaultScenarios() throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "Scenarios") else {
            throw PipelineError("sweep: no Scenarios/ folder here; run from the repository root or pass --scenario PATH")
        }
        let paths = names.filter { $0.hasSuffix(".scenario") }.sorted().map { "Scenarios/\($0)" }
        guard !paths.isEmpty else { throw PipelineError("sweep: Scenarios/ holds no .scenario files") }
        return paths
    }

    private static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
