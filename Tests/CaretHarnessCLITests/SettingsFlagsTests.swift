import Foundation
import XCTest

/// `--text-size`, `--orientation` and `--keyboard` on `run`: the variant folder and the settings
/// frames.json records, worked out by hand from sheet-geometry.md.
final class SettingsFlagsTests: XCTestCase {
    private var temp: String!

    override func setUpWithError() throws {
        temp = NSTemporaryDirectory() + "caret-harness-settings-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
        // Three frames: open, focus, one letter typed.
        try "scenario \"tiny\"\nopen create\ntap title\ntype \"a\"\n".write(
            toFile: temp + "/tiny.scenario", atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: temp)
    }

    private func run(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let runner = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        let process = Process()
        process.executableURL = runner.deletingLastPathComponent().appendingPathComponent("caret-harness")
        process.arguments = arguments
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        process.currentDirectoryURL = url
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    private func settings(_ folder: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(temp!)/out/\(folder)/tiny/frames.json"))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(document["settings"] as? [String: Any], "frames.json of \(folder) records no settings")
    }

    func testLandscapeOn15ProNamesTheFolderAndRecordsTheKeyboard() throws {
        let result = try run(["run", "--scenario", temp + "/tiny.scenario", "--device", "iphone-15-pro",
                              "--orientation", "landscape", "--out", temp + "/out"])
        XCTAssertNotEqual(result.code, 2, result.err)
        // Only the non-default setting names the folder: landscape (17 pt and software are defaults).
        let s = try settings("iphone-15-pro-light-landscape")
        // sheet-geometry.md: the 6.1" class in landscape with the predictive bar is 209 pt.
        XCTAssertEqual(s["inputHeight"] as? Double, 209)
        // Landscape 852 x 393; the sheet is min(W, H) - 2 * safeLeft = 393 - 2 * 59 = 275 pt wide.
        XCTAssertEqual(s["sheetWidth"] as? Double, 275)
        XCTAssertEqual(s["orientation"] as? String, "landscape")
    }

    func testEverySettingOnTheSENamesTheFolder() throws {
        let result = try run(["run", "--scenario", temp + "/tiny.scenario", "--device", "iphone-se-3", "--text-size", "26",
                              "--orientation", "landscape", "--keyboard", "hardware", "--out", temp + "/out"])
        XCTAssertNotEqual(result.code, 2, result.err)
        let s = try settings("iphone-se-3-light-landscape-26pt-hardware")
        // A hardware keyboard shows only the shortcuts bar: about 55 pt (an estimate of the reference).
        XCTAssertEqual(s["inputHeight"] as? Double, 55)
        // The SE has no side insets in landscape: 375 - 2 * 0 = 375 pt.
        XCTAssertEqual(s["sheetWidth"] as? Double, 375)
        XCTAssertEqual(s["textSize"] as? Double, 26)
        XCTAssertEqual(s["keyboard"] as? String, "hardware")
    }

    func testDefaultSettingsKeepTodaysFolderAndBadValuesExit2() throws {
        let result = try run(["run", "--scenario", temp + "/tiny.scenario", "--text-size", "17", "--keyboard", "software",
                              "--out", temp + "/out"])
        XCTAssertNotEqual(result.code, 2, result.err)
        XCTAssertEqual(try settings("iphone-15-pro-light")["inputHeight"] as? Double, 336)  // 6.1" portrait + bar
        let bad = try run(["verify", "--orientation", "sideways", "--out", temp + "/out"])
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.contains("--orientation sideways"), bad.err)
        let badSize = try run(["record", "--text-size", "0", "--out", temp + "/out", "--goldens", temp + "/g"])
        XCTAssertEqual(badSize.code, 2)
        XCTAssertTrue(badSize.err.contains("--text-size 0"), badSize.err)
    }

    /// The plain verify compares the model sweep with the baseline: a baseline whose SE cell in
    /// landscape at 17 pt recorded no covered frame in smoke-test makes today's findings (the
    /// caret under the header, sweep.html's ×68 cell) a regression named by cell and scenario.
    func testAWorsenedCellFailsVerifyNamingIt() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let committed = try String(contentsOfFile: url.path + "/Goldens/sweep.json", encoding: .utf8)
        let id = "iphone-se-3-landscape-17pt-software"
        var lines = committed.components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("{\"id\":\"\(id)\"") })
        let smoke = try XCTUnwrap(lines[index].range(of: "\"smoke-test\":{\"covered\":"))
        let digits = lines[index][smoke.upperBound...].prefix { $0.isNumber }
        XCTAssertGreaterThan(Int(digits) ?? 0, 0, "the committed baseline records covered frames there")
        lines[index].replaceSubrange(smoke.upperBound..<lines[index].index(smoke.upperBound, offsetBy: digits.count), with: "0")
        try FileManager.default.createDirectory(atPath: temp + "/g", withIntermediateDirectories: true)
        try lines.joined(separator: "\n").write(toFile: temp + "/g/sweep.json", atomically: true, encoding: .utf8)
        // A manifest, so verify reaches its checks (a missing one is exit 2 by design).
        try FileManager.default.copyItem(atPath: url.path + "/Goldens/manifest.json", toPath: temp + "/g/manifest.json")
        // One variant drawing two short scenarios (the SE at 2x), and this shard only one of
        // them, where a folder without variants.json would draw all 104 frames of the default
        // variant at 3x. The sweep baseline still covers every stock scenario on every cell: it
        // used to sweep only the first variant's scenarios of the shard, and then reported the
        // other scenarios' cells as changed (24 "better" cells on the committed goldens' shard 2/2).
        try #"{"variants": [{"device": "iphone-se-3", "appearance": "light", "scenarios": ["top-edge", "keyboard-hide"]}]}"#
            .write(toFile: temp + "/g/variants.json", atomically: true, encoding: .utf8)
        let result = try run(["verify", "--goldens", temp + "/g", "--out", temp + "/out", "--shard", "2/2"])
        // Shard 2 of 2 holds top-edge alone: its six frames (open, focus, scroll to the end, a caret move, two letters).
        XCTAssertTrue(result.out.contains("\n6 frames, 0 passed, 6 failed"), "one scenario of two drawn: " + result.out)
        XCTAssertEqual(result.code, 1, result.err)
        // The digest names the one worse cell with its scenario and cause; the full list says it too.
        // Every cell of the matrix swept: 5 devices x 2 orientations x 12 text sizes x 4 input views.
        XCTAssertTrue(result.out.contains("1 changes in 1 of 480 cells"), result.out)
        XCTAssertTrue(result.out.contains("/g/sweep.json): 1 cells worse, 0 better"), result.out)
        XCTAssertTrue(result.out.contains("  first: \(id) smoke-test: caret covered 0 -> \(digits)"), result.out)
        let list = try String(contentsOfFile: temp + "/out/sweep-baseline-changes.txt", encoding: .utf8)
        XCTAssertEqual(list, "worse  \(id) smoke-test: caret covered 0 -> \(digits)\n")
    }
}
