import Foundation
import XCTest

/// `run --motion [FPS]` and `motion-findings` as a user runs them.
final class MotionCommandTests: XCTestCase {
    private var repository: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    private func run(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let runner = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        let process = Process()
        process.executableURL = runner.deletingLastPathComponent().appendingPathComponent("caret-harness")
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

    func testBadFPSAndDeviceAreExitTwo() throws {
        let fps = try run(["run", "--motion", "0", "--scenario", "Scenarios/smoke-test.scenario"])
        XCTAssertEqual(fps.code, 2)
        XCTAssertTrue(fps.err.contains("--motion: FPS must be a whole number from 1 to 240, got 0"), fps.err)
        let device = try run(["motion-findings", "--device", "iphone-3g"])
        XCTAssertEqual(device.code, 2)
        XCTAssertTrue(device.err.contains("motion-findings: unknown device iphone-3g"), device.err)
    }

    /// Without --motion the model's side still judges the frames: the burst's newlines 0.1 s apart
    /// are warned about in motion (MotionVerdictTests works the numbers), and frames.json carries
    /// the curve; no APNG is drawn.
    func testRunJudgesTheMotionWithoutDrawing() throws {
        let out = NSTemporaryDirectory() + "caret-harness-motion-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try run(["run", "--scenario", "Scenarios/motion/newline-burst.scenario", "--out", out])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("newline-burst/s002-002-newline: design warning during motion: caret covered for"), result.out)
        let folder = out + "/iphone-15-pro-light/newline-burst"
        let frames = try String(contentsOfFile: folder + "/frames.json", encoding: .utf8)
        XCTAssertTrue(frames.contains("\"curve\" : \"spring(mass 3, stiffness 1000, damping 500, 0.5 s nominal)\""), String(frames.prefix(400)))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        XCTAssertTrue(files.contains("motion.json") && files.contains("motion.html"), "\(files)")
        XCTAssertFalse(files.contains { $0.hasSuffix(".apng") }, "\(files)")
    }
}
