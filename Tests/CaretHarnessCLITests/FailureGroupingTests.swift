import Foundation
import XCTest

/// A wrong expectation that fails on several frames prints one cause line, not one a frame.
final class FailureGroupingTests: XCTestCase {
    private var temp: String!

    override func setUpWithError() throws {
        temp = NSTemporaryDirectory() + "caret-harness-group-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: temp)
    }

    func testAMultiFrameFailureIsOneCauseLine() throws {
        // Four frames (open, tap, type, type). Short content never scrolls (the smoke test's
        // step 3 expects origin 0 after the same events), so `scroll-origin 50` fails on frames
        // 2 to 4 (the tap and both types) with the same words: origin 0.0 pt, expected 50.0 pt.
        // The cause line points at the first failing expect, line 4.
        let scenario = temp + "/grouping.scenario"
        try """
            scenario "grouping"
            open create
            tap title
            expect scroll-origin 50
            type "a"
            expect scroll-origin 50
            type "b"
            expect scroll-origin 50

            """.write(toFile: scenario, atomically: true, encoding: .utf8)
        let args = ["run", "--scenario", scenario, "--device", "iphone-15-pro", "--appearance", "light", "--out", temp + "/out", "--quiet"]
        let result = try CLIProcess.run(args)
        XCTAssertEqual(result.code, 1, result.err)
        let failed = result.out.split(separator: "\n").filter { $0.hasPrefix("FAILED") }
        XCTAssertEqual(failed.count, 1, result.out)
        XCTAssertEqual(failed.first.map(String.init),
                       "FAILED 3 frames: expect scroll-origin 50: scroll origin 0.0 pt, expected 50.0 pt ± 0.5 — first at "
                       + "\(scenario):4 (iphone-15-pro-light)")
        // The table: a header and a row a frame, the last column the final verdict, narrow.
        let lines = result.out.split(separator: "\n")
        guard let header = lines.firstIndex(where: { $0.hasPrefix("frame ") }) else { return XCTFail(result.out) }
        let rows = lines[(header + 1)...(header + 4)]
        XCTAssertEqual(rows.map { $0.split(separator: " ").last.map(String.init) ?? "" }, ["pass", "fail", "fail", "fail"])
        XCTAssertLessThanOrEqual(lines[header...(header + 4)].map(\.count).max() ?? 0, 100, result.out)
        XCTAssertFalse(result.out.contains("::error"), "annotations outside GitHub Actions")

        let actions = try CLIProcess.run(args, environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertTrue(actions.out.contains("::error file=\(scenario),line=4,title=caret-harness::3 frames (iphone-15-pro-light): "
                                           + "expect scroll-origin 50"), actions.out)
    }
}
