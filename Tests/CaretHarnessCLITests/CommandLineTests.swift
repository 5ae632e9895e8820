import Foundation
import HarnessCore
import HarnessPixels
import XCTest

/// The `caret-harness` executable as a user runs it: exit codes and the words of its errors.
final class CommandLineTests: XCTestCase {
    private var temp: String!

    override func setUpWithError() throws {
        temp = NSTemporaryDirectory() + "caret-harness-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: temp)
    }

    /// The repository root, found from this file.
    private var repository: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    /// Runs the executable built beside this test bundle, from the repository root.
    private func run(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        // The test runner (CaretHarnessPackageTests.xctest) sits in the build's bin folder too.
        let runner = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        let binary = runner.deletingLastPathComponent().appendingPathComponent("caret-harness")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: repository)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    private func writePNG(_ name: String, width: Int, height: Int, change: Bool = false) throws -> String {
        var image = RGBAImage(width: width, height: height, fill: (255, 255, 255, 255))
        if change { image.setPixel(x: 1, y: 1, (0, 0, 0, 255)) }
        let path = temp + "/" + name
        try PNGFile.write(image, to: path, compression: .fast)
        return path
    }

    func testUnknownCommandDeviceAppearanceAndOption() throws {
        let command = try run(["frobnicate"])
        XCTAssertEqual(command.code, 2)
        XCTAssertTrue(command.err.contains("unknown command `frobnicate`"), command.err)
        let device = try run(["run", "--device", "iphone-3g"])
        XCTAssertEqual(device.code, 2)
        XCTAssertTrue(device.err.contains("unknown device `iphone-3g`; devices: iphone-se-3, iphone-13-mini, iphone-15-pro"), device.err)
        let appearance = try run(["verify", "--appearance", "sepia"])
        XCTAssertEqual(appearance.code, 2)
        XCTAssertTrue(appearance.err.contains("unknown appearance `sepia`; appearances: light, dark"), appearance.err)
        let option = try run(["run", "--colour", "red"])
        XCTAssertEqual(option.code, 2)
        XCTAssertTrue(option.err.contains("run: unknown option --colour"), option.err)
    }

    func testABadScenarioLineStopsWithFileLineColumn() throws {
        let path = temp + "/bad.scenario"
        try "open create\ntap title\nwiggle 3\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try run(["run", "--scenario", path, "--out", temp + "/out"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("\(path):3:1: unknown command `wiggle`"), result.err)
    }

    func testMissingGoldensFolderAndUnwritableOut() throws {
        let goldens = try run(["verify", "--scenario", "Scenarios/smoke-test.scenario", "--goldens", temp + "/nowhere",
                               "--out", temp + "/out"])
        XCTAssertEqual(goldens.code, 2)
        XCTAssertTrue(goldens.err.contains("\(temp!)/nowhere: no goldens folder"), goldens.err)
        let file = try writePNG("a.png", width: 2, height: 2)
        let out = try run(["run", "--scenario", "Scenarios/smoke-test.scenario", "--out", file + "/out"])
        XCTAssertEqual(out.code, 2)
        XCTAssertTrue(out.err.contains("\(file)/out: cannot create the folder"), out.err)
    }

    func testDiffExitCodes() throws {
        let a = try writePNG("a.png", width: 4, height: 3)
        let same = try writePNG("same.png", width: 4, height: 3)
        let changed = try writePNG("changed.png", width: 4, height: 3, change: true)
        let small = try writePNG("small.png", width: 4, height: 2)
        XCTAssertEqual(try run(["diff", a, same]).code, 0)
        let different = try run(["diff", a, changed, "--scale", "1"])
        XCTAssertEqual(different.code, 1)
        XCTAssertTrue(different.out.hasPrefix("1 differing pixels; box px x 1 y 1 w 1 h 1"), different.out)
        let sizes = try run(["diff", a, small])
        XCTAssertEqual(sizes.code, 2)
        XCTAssertTrue(sizes.err.contains("\(a) is 4 x 3 px, \(small) is 4 x 2 px: sizes differ"), sizes.err)
        let text = temp + "/not.png"
        try "hello".write(toFile: text, atomically: true, encoding: .utf8)
        let notPNG = try run(["diff", a, text])
        XCTAssertEqual(notPNG.code, 2)
        XCTAssertTrue(notPNG.err.contains("\(text): not a PNG file"), notPNG.err)
    }

    func testDevicesListsTheDefault() throws {
        let result = try run(["devices"])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.out.contains("iphone-15-pro (default): iPhone 15 Pro, 393 x 852 pt @3x, keyboard 292 / 336 pt"), result.out)
    }

    func testATruncatedGoldenIsExitTwoNamingTheFileAndStaysAsItWas() throws {
        // In a folder without Scenarios/: `record --missing` then has no stock scenarios to sweep
        // for the new goldens folder's baseline, which this test does not look at.
        let w = try CLIWorkspace()
        defer { w.remove() }
        let run = w.run
        let scenario = try w.scenario("tiny")
        let goldens = w.path("Goldens"), out = w.path("out")
        let record = try run(["record", "--missing", "--scenario", scenario, "--goldens", goldens, "--out", out])
        XCTAssertEqual(record.code, 0, record.err)
        XCTAssertEqual(try run(["verify", "--scenario", scenario, "--goldens", goldens, "--out", out]).code, 0)
        let golden = goldens + "/iphone-15-pro-light/tiny/s000-002-tap-title.png"
        let truncated = FileManager.default.contents(atPath: golden)!.prefix(64)
        try truncated.write(to: URL(fileURLWithPath: golden))
        let verify = try run(["verify", "--scenario", scenario, "--goldens", goldens, "--out", out])
        XCTAssertEqual(verify.code, 2)
        XCTAssertTrue(verify.out.contains("cannot read the golden: \(golden): truncated"), verify.out)
        XCTAssertEqual(FileManager.default.contents(atPath: golden), Data(truncated))
    }
}
