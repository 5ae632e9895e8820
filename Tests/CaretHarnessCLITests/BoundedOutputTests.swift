import Foundation
import XCTest

/// One root cause that touches every variant and every sweep cell prints a bounded digest with
/// the counts last (issue 25): an `expect` no layout can meet, added after the goldens and the
/// sweep baseline were recorded, fails on every variant of the list and in every cell.
final class BoundedOutputTests: XCTestCase {
    private var workspace: CLIWorkspace!

    override func setUpWithError() throws { workspace = try CLIWorkspace() }
    override func tearDown() { workspace.remove() }

    func testOneCauseOnEveryVariantAndCellPrintsAtMostFortyLinesSummaryLast() throws {
        try FileManager.default.createDirectory(atPath: workspace.path("Scenarios"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: workspace.path("Goldens"), withIntermediateDirectories: true)
        // The committed list's six variants, each covering every scenario here.
        try """
            {"variants": [{"device": "iphone-15-pro", "appearance": "light"}, {"device": "iphone-15-pro", "appearance": "dark"},
              {"device": "iphone-se-3", "appearance": "light"}, {"device": "iphone-se-3", "appearance": "light", "textSize": 26},
              {"device": "iphone-15-pro", "appearance": "light", "orientation": "landscape"},
              {"device": "iphone-15-pro", "appearance": "dark", "textSize": 23, "keyboard": "hardware"}]}
            """.write(toFile: workspace.path("Goldens/variants.json"), atomically: true, encoding: .utf8)
        let body = "open create\ntap instructions\ntype \"Hello\"\n"
        try workspace.scenario("tiny", body, file: "Scenarios/tiny")
        let record = try workspace.run(["record", "--quiet"])
        XCTAssertEqual(record.code, 0, record.out + record.err)
        XCTAssertTrue(record.out.contains("Goldens/sweep.json"), record.out)
        // Scrolled 9999 pt: no sheet's content is that tall, so every frame after it fails.
        try workspace.scenario("tiny", body + "expect scroll-origin 9999\n", file: "Scenarios/tiny")
        let verify = try workspace.run(["verify", "--quiet"])
        XCTAssertEqual(verify.code, 1, verify.out + verify.err)
        let lines = verify.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        XCTAssertLessThanOrEqual(lines.count, 40, verify.out)
        // One cause line across the six variants: the expect fails on the frame after it (the
        // last of three), so 6 frames.
        let causes = lines.filter { $0.hasPrefix("FAILED") }
        XCTAssertEqual(causes.count, 1, verify.out)
        XCTAssertTrue(causes[0].contains("6 frames: expect scroll-origin 9999"), causes[0])
        XCTAssertTrue(causes[0].contains("+5 more"), causes[0])
        XCTAssertTrue(lines.contains { $0.hasPrefix("sweep baseline: ") && $0.contains("cells worse") }, verify.out)
        XCTAssertTrue(lines.contains { $0.hasPrefix("next: fix the code") }, verify.out)
        XCTAssertFalse(verify.out.contains("record --failed"), "record would refuse: " + verify.out)
        let last = try XCTUnwrap(lines.last)
        XCTAssertTrue(last.contains(" frames, ") && last.contains(" failed"), "the counts come last: " + last)
        // Every cell is worse, each listed in the full file, one change a line.
        let list = try String(contentsOfFile: workspace.path("out/sweep-baseline-changes.txt"), encoding: .utf8)
        let worse = Set(list.split(separator: "\n").filter { $0.hasPrefix("worse ") }.map { $0.split(separator: " ")[1] })
        let cells = try String(contentsOfFile: workspace.path("Goldens/sweep.json"), encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("{\"id\"") }.count
        XCTAssertGreaterThan(cells, 400)
        XCTAssertEqual(worse.count, cells)
    }
}
