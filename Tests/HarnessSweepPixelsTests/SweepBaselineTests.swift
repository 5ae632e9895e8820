import Foundation
import HarnessScript
import HarnessScreens
import HarnessPasses
import HarnessTestSupport
import XCTest
import HarnessCore

/// Goldens/sweep.json: a worsened cell fails naming it; unchanged findings keep the bytes.
final class SweepBaselineTests: XCTestCase {
    private var temp: String!

    override func setUpWithError() throws { temp = try TestPaths.temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: temp) }

    private typealias Findings = SweepBaseline.ScenarioFindings

    private func baseline(gap: Double?, covered: Int = 0, violations: Int = 0) -> SweepBaseline {
        SweepBaseline(cells: [
            SweepBaseline.Cell(id: "iphone-se-3-portrait-26pt-software", verdict: .holds,
                               scenarios: ["smoke-test": Findings(minGap: gap, covered: covered, violations: violations, failed: 0)]),
            SweepBaseline.Cell(id: "iphone-15-pro", verdict: .holds,
                               scenarios: ["smoke-test": Findings(minGap: 24, covered: 0, violations: 0, failed: 0)]),
        ])
    }

    func testAWorsenedCellFailsNamingTheCell() {
        let recorded = baseline(gap: 24)
        // 24 -> 23.95 is within the 0.1 pt tolerance; 24 -> 23.8 is 0.2 pt worse: a regression.
        XCTAssertTrue(recorded.regressions(in: baseline(gap: 23.95)).regressions.isEmpty)
        let worse = recorded.regressions(in: baseline(gap: 23.8)).regressions
        XCTAssertEqual(worse, ["iphone-se-3-portrait-26pt-software smoke-test: smallest caret gap 24.0 -> 23.8 pt"])
        let covered = recorded.regressions(in: baseline(gap: 24, covered: 1)).regressions
        XCTAssertEqual(covered.count, 1)
        XCTAssertTrue(covered[0].hasPrefix("iphone-se-3-portrait-26pt-software smoke-test: caret covered"), covered[0])
        let rule = recorded.regressions(in: baseline(gap: 24, violations: 2)).regressions
        // The typed change (BaselineChange) renders as "<what> <was> -> <now>", as the gap line above.
        XCTAssertEqual(rule, ["iphone-se-3-portrait-26pt-software smoke-test: rule violations 0 -> 2"])
        // Better is never a regression.
        XCTAssertTrue(baseline(gap: 20, covered: 3).regressions(in: recorded).regressions.isEmpty)
    }

    func testUnchangedFindingsLeaveTheFileByteIdentical() throws {
        let path = temp + "/sweep.json"
        XCTAssertTrue(try baseline(gap: 24).record(to: path))
        let first = try Data(contentsOf: URL(fileURLWithPath: path))
        let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        // Cells given in another order encode the same: the file is sorted by id.
        let reordered = SweepBaseline(cells: baseline(gap: 24).cells.reversed())
        XCTAssertFalse(try reordered.record(to: path), "unchanged findings rewrote the baseline")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), first)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int, inode)
        XCTAssertEqual(try SweepBaseline.read(path), baseline(gap: 24))
        XCTAssertTrue(try baseline(gap: 23).record(to: path))
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: path)), first)
    }

    /// `record --missing` skips its sweep when the baseline has a row for every cell and scenario.
    /// Cell ids by hand from Variant.id: the standard settings (portrait, 17 pt, software) are the
    /// device's id alone; any other cell is device-orientation-size-keyboard.
    func testHasRowsOnlyWhenEveryCellHasEveryScenario() throws {
        let se = try XCTUnwrap(Device.all.first { $0.id == "iphone-se-3" })
        let axes = SweepAxes(devices: [se], orientations: [.portrait], textSizes: [17, 26], keyboards: [.software])
        let row = Findings(minGap: 24, covered: 0, violations: 0, failed: 0)
        let both = SweepBaseline(cells: [
            SweepBaseline.Cell(id: "iphone-se-3", verdict: .holds, scenarios: ["a": row, "b": row]),
            SweepBaseline.Cell(id: "iphone-se-3-portrait-26pt-software", verdict: .holds, scenarios: ["a": row, "b": row]),
        ])
        XCTAssertTrue(both.hasRows(scenarios: ["a", "b"], axes: axes))
        XCTAssertTrue(both.hasRows(scenarios: ["a"], axes: axes))
        XCTAssertFalse(both.hasRows(scenarios: ["a", "c"], axes: axes), "scenario c has no row")
        // One cell lacks b's row; a cell of the axes missing altogether.
        let gap = SweepBaseline(cells: [both.cells[0], SweepBaseline.Cell(id: "iphone-se-3-portrait-26pt-software", verdict: .holds, scenarios: ["a": row])])
        XCTAssertFalse(gap.hasRows(scenarios: ["a", "b"], axes: axes))
        XCTAssertFalse(SweepBaseline(cells: [both.cells[0]]).hasRows(scenarios: ["a"], axes: axes))
        // A cell outside the axes does not count for one inside them.
        let other = SweepBaseline(cells: [both.cells[0], SweepBaseline.Cell(id: "iphone-se-3-portrait-28pt-software", verdict: .holds, scenarios: ["a": row])])
        XCTAssertFalse(other.hasRows(scenarios: ["a"], axes: axes))
    }

    // The committed Goldens/sweep.json against the stock scenarios is `verify`'s check (scripts/test
    // runs it once, in its verify stage): a sweep of all 480 cells, not repeated here.
}

/// The stock scenarios' paths.
enum HarnessOptionsPaths {
    static func stock() throws -> [String] {
        let folder = TestPaths.repository + "/Scenarios"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".scenario") }.sorted()
            .map { folder + "/" + $0 }
    }
}

/// Every stock scenario on every cell of the full matrix, through the model: on each device's
/// standard settings every `expect` holds; on every other cell each failing `expect` is a design
/// warning with a reason (`ExpectationFinding`), never a false failure.
final class StockScenariosEveryCellTests: XCTestCase {
    func testEveryStockScenarioPassesOrWarnsOnEveryCell() throws {
        let scenarios = try HarnessOptionsPaths.stock().map { try ScenarioParser.parse(contentsOf: $0) }
        XCTAssertGreaterThanOrEqual(scenarios.count, 6)
        var cells = 0, warnings: [ExpectationFinding: Int] = [:]
        try SweepEngine(axes: .full, scenarios: scenarios).run { cell in
            cells += 1
            let standard = cell.textSize == 17 && cell.orientation == .portrait && cell.keyboard == .software
            for scenario in cell.scenarios {
                for frame in scenario.frames {
                    for e in frame.expectations where !e.passed {
                        let at = "\(cell.id) \(scenario.path):\(e.line) `expect \(e.expect)`: \(e.message)"
                        if standard {
                            XCTFail("fails on the standard settings: \(at)")
                        } else if let finding = ExpectationFinding.classify(e, frame: frame) {
                            warnings[finding, default: 0] += 1
                        } else {
                            XCTFail("false failure: \(at)")
                        }
                    }
                }
            }
        }
        XCTAssertEqual(cells, 480)  // 5 devices x 2 orientations x 12 sizes x 4 keyboards
        // The matrix does find where the design breaks (landscape with a software keyboard).
        XCTAssertGreaterThan(warnings[.caretShortOrCovered] ?? 0, 0)
    }
}
