import Foundation
import XCTest

/// Adding a scenario takes one command (issue 25): `record --missing --scenario NAME` records
/// its frames on every variant and its rows of the sweep baseline, and the next plain `verify`
/// (every scenario, every variant, the baseline) passes.
final class NewScenarioTests: XCTestCase {
    private var workspace: CLIWorkspace!

    override func setUpWithError() throws { workspace = try CLIWorkspace() }
    override func tearDown() { workspace.remove() }

    func testRecordMissingForANewScenarioMakesThePlainVerifyGreen() throws {
        try FileManager.default.createDirectory(atPath: workspace.path("Scenarios"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: workspace.path("Goldens"), withIntermediateDirectories: true)
        try """
            {"variants": [{"device": "iphone-15-pro", "appearance": "light"}, {"device": "iphone-se-3", "appearance": "dark"}]}
            """.write(toFile: workspace.path("Goldens/variants.json"), atomically: true, encoding: .utf8)
        try workspace.scenario("first", "open create\ntap title\ntype \"Hi\"\n", file: "Scenarios/first")
        let record = try workspace.run(["record", "--quiet"])
        XCTAssertEqual(record.code, 0, record.out + record.err)
        let before = try String(contentsOfFile: workspace.path("Goldens/sweep.json"), encoding: .utf8)
        // The new scenario: eight lines in the instructions field, which scrolls on small cells.
        try workspace.scenario("second", "open create\ntap instructions\ntype \"one\"\nnewline 8\ntype \"two\"\n",
                               file: "Scenarios/second")
        let missing = try workspace.run(["record", "--missing", "--scenario", "second", "--quiet"])
        XCTAssertEqual(missing.code, 0, missing.out + missing.err)
        // Its frames on both variants: open, tap, type, 8 newlines, type = 12 frames each.
        XCTAssertTrue(missing.out.contains("12 written") || missing.out.contains("24 written"), missing.out)
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.path("Goldens/iphone-15-pro-light/second/s000-001-open-create.png")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.path("Goldens/iphone-se-3-dark/second/s000-001-open-create.png")))
        // Its baseline rows: named by scenario in what record printed; the first scenario's stay.
        XCTAssertTrue(missing.out.contains("wrote   Goldens/sweep.json"), missing.out)
        XCTAssertTrue(missing.out.contains("second"), missing.out)
        let after = try String(contentsOfFile: workspace.path("Goldens/sweep.json"), encoding: .utf8)
        XCTAssertNotEqual(before, after)
        let rows = after.split(separator: "\n").filter { $0.hasPrefix("{\"id\"") }
        XCTAssertTrue(rows.allSatisfy { $0.contains("\"second\":") && $0.contains("\"first\":") }, "every cell has both rows")
        let verify = try workspace.run(["verify", "--quiet"])
        XCTAssertEqual(verify.code, 0, verify.out + verify.err)
        XCTAssertTrue(verify.out.contains("no change"), verify.out)
    }
}
