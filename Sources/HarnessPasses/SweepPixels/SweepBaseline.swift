import Foundation
import HarnessFiles
import HarnessCore
import HarnessScript
import HarnessScreens

/// Goldens/sweep.json: each cell's findings, compact and stable (cells sorted by id, keys
/// sorted, one cell a line, gaps rounded to 0.01 pt), so the same findings give the same bytes.
/// `verify` compares a sweep with it and fails when a cell gets worse; `record` rewrites it
/// only when the findings changed.
package struct SweepBaseline: Hashable, Sendable, Codable {
    /// One scenario's findings on one cell.
    package struct ScenarioFindings: Hashable, Sendable, Codable {
        /// The smallest caret gap where the design scrolled with an input view up, rounded to 0.01.
        package var minGap: Double?
        /// Edit frames after which the caret is covered (by anything).
        package var covered: Int
        /// Edit frames after which the design's own rule does not hold.
        package var violations: Int
        /// `expect` lines that failed.
        package var failed: Int

        package init(minGap: Double?, covered: Int, violations: Int, failed: Int) {
            self.minGap = minGap
            self.covered = covered
            self.violations = violations
            self.failed = failed
        }
    }

    package struct Cell: Hashable, Sendable, Codable {
        package var id: String
        package var verdict: CellVerdict
        package var scenarios: [String: ScenarioFindings]
        /// Whether a gap stands on this cell, by its frames' insets (not in the file; read back,
        /// the design's).
        package var gapRule: GapRule = .design

        package init(id: String, verdict: CellVerdict, scenarios: [String: ScenarioFindings], gapRule: GapRule = .design) {
            self.id = id
            self.verdict = verdict
            self.scenarios = scenarios
            self.gapRule = gapRule
        }

        private enum CodingKeys: String, CodingKey { case id, verdict, scenarios }
    }

    package var cells: [Cell]
    /// Each cell's axes, by id, when this baseline came from a sweep (not written to the file).
    package var axes: [String: Axes] = [:]

    private enum CodingKeys: String, CodingKey { case cells }

    /// How much a minimum gap may move before the baseline counts it as changed, in points (a
    /// change threshold, not the gap rule: that is `GapRule`).
    package static let minGapChangeTolerance = 0.1

    package init(cells: [Cell]) {
        self.cells = cells.sorted { $0.id < $1.id }
    }

    /// The findings of a finished sweep cell.
    package static func cell(_ c: SweepCell) -> Cell {
        var scenarios: [String: ScenarioFindings] = [:]
        for s in c.scenarios {
            scenarios[s.scenario] = ScenarioFindings(
                minGap: s.minScrolledGap.map { ($0 * 100).rounded() / 100 }, covered: s.coveredAfterEditFrames,
                violations: s.ruleViolations, failed: s.failedExpectations.count)
        }
        return Cell(id: c.id, verdict: c.verdict, scenarios: scenarios, gapRule: c.gapRule)
    }

    /// A sweep cell's settings by axis, as the sweep made it.
    package static func axes(of c: SweepCell) -> Axes {
        Axes([("device", c.device), ("orientation", c.orientation.rawValue), ("text size", NumberText.shortest(c.textSize) + " pt"),
              ("keyboard", c.keyboard.rawValue)])
    }

    /// The file's bytes: `{"cells":[` then one cell a line, keys sorted.
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out = Array("{\"cells\":[\n".utf8)
        for (i, cell) in cells.enumerated() {
            out += try encoder.encode(cell)
            out += Array((i + 1 < cells.count ? ",\n" : "\n").utf8)
        }
        out += Array("]}\n".utf8)
        return out
    }

    /// Reads a baseline; nil when the file does not exist. A file that does not parse names itself.
    package static func read(_ path: String) throws -> SweepBaseline? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let bytes = try SafeRead.readRegularFile(path, limit: SafeRead.manifestLimit)
        do {
            return try JSONDecoder().decode(SweepBaseline.self, from: Data(bytes))
        } catch {
            throw SweepBaselineError(path: path, reason: "not a sweep baseline (\(error))")
        }
    }

    /// The baseline's bytes when they differ from the file at `path` (or it is missing), nil
    /// when the file already holds them: what `record` stages in its one transaction.
    package func changedBytes(comparedWith path: String) throws -> [UInt8]? {
        let bytes = try encoded()
        if FileIdentity.of(path) != nil, try SafeRead.readRegularFile(path, limit: SafeRead.manifestLimit) == bytes {
            return nil
        }
        return bytes
    }

    /// Writes the baseline when its bytes differ from the file's; true when it wrote.
    @discardableResult
    package func record(to path: String) throws -> Bool {
        let bytes = try encoded()
        if FileManager.default.fileExists(atPath: path),
           try SafeRead.readRegularFile(path, limit: SafeRead.manifestLimit) == bytes {
            return false
        }
        try SafeWrite.write(bytes, to: path)
        return true
    }

    /// Every way `current` is worse than this baseline, one line each naming the cell and
    /// scenario (`changes(in:)`, the worse ones): a smaller minimum gap beyond `minGapChangeTolerance`,
    /// more covered frames, more rule violations or failed expectations, a worse verdict. Cells
    /// or scenarios the baseline does not have are not regressions (`notes` lists them).
    package func regressions(in current: SweepBaseline) -> (regressions: [String], notes: [String]) {
        let all = changes(in: current)
        return (all.filter(\.worse).map(\.line), all.filter { [.newCell, .newScenario].contains($0.kind) }.map(\.line))
    }
}

/// A baseline file that cannot be read as one.
package struct SweepBaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    package let path: String
    package let reason: String

    package var description: String { "\(path): \(reason)" }
}

extension SweepBaseline {
    /// `Goldens/sweep.json` under a goldens folder.
    package static func path(goldens: String) -> String { goldens + "/sweep.json" }

    /// The model-only sweep of `scenarios` over `axes` (the full matrix by default), reduced to
    /// its findings; with `processes`, made by worker processes.
    package static func sweep(_ scenarios: [HarnessScript.Scenario], axes: SweepAxes = .full,
                              processes: SweepProcesses? = nil) throws -> SweepBaseline {
        var cells: [Cell] = []
        var cellAxes: [String: Axes] = [:]
        cells.reserveCapacity(axes.cellCount)
        let engine = SweepEngine(axes: axes, scenarios: scenarios)
        if let processes {
            try engine.runEncoded(processes: processes) { cell, _ in
                cells.append(Self.cell(cell))
                cellAxes[cell.id] = Self.axes(of: cell)
            }
        } else {
            try engine.run(map: { (Self.cell($0), Self.axes(of: $0)) }) {
                cells.append($0.0)
                cellAxes[$0.0.id] = $0.1
            }
        }
        var baseline = SweepBaseline(cells: cells)
        baseline.axes = cellAxes
        return baseline
    }
}
