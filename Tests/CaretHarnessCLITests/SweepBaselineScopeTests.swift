import Foundation
import XCTest

/// The plain record's sweep baseline holds every scenario of the run (Scenarios/*.scenario) on
/// every cell, whatever the first variant of variants.json draws: it used to sweep only the first
/// variant's scenarios, and a list whose first variant drew one scenario wrote a baseline
/// without the others (verify's side is SettingsFlagsTests' worsened cell, on a shard).
final class SweepBaselineScopeTests: XCTestCase {
    func testAPlainRecordSweepsEveryScenarioWhateverTheFirstVariantDraws() throws {
        let w = try CLIWorkspace()
        defer { w.remove() }
        for folder in ["Goldens", "Scenarios"] {
            try FileManager.default.createDirectory(atPath: w.path(folder), withIntermediateDirectories: true)
        }
        try Data("""
            {"variants": [{"device": "iphone-se-3", "appearance": "light", "scenarios": ["b"]},
                          {"device": "iphone-se-3", "appearance": "dark"}]}
            """.utf8).write(to: URL(fileURLWithPath: w.path("Goldens/variants.json")))
        try w.scenario("a", "open create\ntap title\ntype \"x\"\n", file: "Scenarios/a")
        try w.scenario("b", "open edit\n", file: "Scenarios/b")
        let record = try w.run(["record", "--all"])
        XCTAssertEqual(record.code, 0, record.out + record.err)
        let baseline = try String(contentsOfFile: w.path("Goldens/sweep.json"), encoding: .utf8)
        let cells = baseline.split(separator: "\n").filter { $0.hasPrefix("{\"id\":") }
        // 5 devices x 2 orientations x 12 text sizes x 4 input views.
        XCTAssertEqual(cells.count, 480, baseline.prefix(300) + "…")
        for cell in cells {
            XCTAssertTrue(cell.contains("\"a\":{") && cell.contains("\"b\":{"), "a cell without both scenarios: \(cell)")
        }
    }
}
