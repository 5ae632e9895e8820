import Foundation
import HarnessCore
import HarnessPixels
import XCTest

/// `caret-harness diff`'s help, its rounded line and its full-precision JSON.
final class DiffCommandTests: XCTestCase {
    private var temp: String!

    override func setUpWithError() throws {
        temp = NSTemporaryDirectory() + "caret-harness-diff-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: temp)
    }

    private func run(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let runner = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        let process = Process()
        process.executableURL = runner.deletingLastPathComponent().appendingPathComponent("caret-harness")
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// A white 8 x 8 image and the same with a black pixel at (1, 1) and (2, 1).
    private func pair() throws -> (String, String) {
        let a = temp + "/a.png", b = temp + "/b.png"
        var image = RGBAImage(width: 8, height: 8, fill: (255, 255, 255, 255))
        try PNGFile.write(image, to: a, compression: .fast)
        image.setPixel(x: 1, y: 1, (0, 0, 0, 255))
        image.setPixel(x: 2, y: 1, (0, 0, 0, 255))
        try PNGFile.write(image, to: b, compression: .fast)
        return (a, b)
    }

    func testHelpListsTheOptions() throws {
        let help = try run(["diff", "--help"])
        XCTAssertEqual(help.code, 0)
        for option in ["--threshold", "--metric", "--window", "--json", "--include-aa", "--background"] {
            XCTAssertTrue(help.out.contains(option), "\(option) missing from: \(help.out)")
        }
    }

    func testHumanLineIsRoundedAndJSONIsNot() throws {
        let (a, b) = try pair()
        // Box x 1, y 1, 2 x 1 px; at scale 3 that is x 1/3, y 1/3, w 2/3, h 1/3 pt.
        // Black on white: sqrt(0.5053 * 255^2 / 35215) = 0.966 to 3 decimals (the I and Q
        // differences are 0 for grays).
        let human = try run(["diff", a, b])
        XCTAssertEqual(human.code, 1)
        XCTAssertEqual(human.out, "2 differing pixels; box px x 1 y 1 w 2 h 1 = pt x 0.33 y 0.33 w 0.67 h 0.33"
                       + " at scale 3x; largest colour distance 0.966\n")
        let json = try run(["diff", a, b, "--json", "--window", "2"])
        XCTAssertEqual(json.code, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["differingPixels"] as? Int, 2)
        XCTAssertEqual(object["maxWindowPixels"] as? Int, 2)
        let points = try XCTUnwrap((object["box"] as? [String: Any])?["points"] as? [String: Any])
        XCTAssertEqual(points["x"] as? Double, 1.0 / 3.0)
        XCTAssertEqual(points["width"] as? Double, 2.0 / 3.0)
    }

    func testBadOptionValuesNameTheValue() throws {
        let (a, b) = try pair()
        let metric = try run(["diff", a, b, "--metric", "lab"])
        XCTAssertEqual(metric.code, 2)
        XCTAssertTrue(metric.err.contains("--metric lab: expected yiq or oklab"), metric.err)
        let window = try run(["diff", a, b, "--window", "0"])
        XCTAssertEqual(window.code, 2)
        XCTAssertTrue(window.err.contains("--window 0: expected a whole number"), window.err)
    }
}
