import Foundation
import HarnessGoldens
import HarnessPixels
import HarnessRun
import HarnessTestSupport
import XCTest

final class GoldenRecordTests: XCTestCase {
    private var workspace: GoldenWorkspace!

    override func setUpWithError() throws {
        workspace = try GoldenWorkspace()
    }

    override func tearDown() {
        workspace.remove()
    }

    private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    func testRecordMissingWritesEveryFrameThenVerifyPasses() async throws {
        let recorder = try await workspace.record(.missing)
        XCTAssertEqual(recorder.written.count, 3)
        XCTAssertNotNil(bytes(workspace.golden("s000-001-open-create")))
        let report = try await workspace.verify()
        XCTAssertEqual(report.summary.frames, 3)
        XCTAssertEqual(report.summary.failed, 0)
        XCTAssertTrue(report.rendererChanges.isEmpty)
    }

    func testRecordLeavesAnUnchangedGoldenByteForByteAlone() async throws {
        try await workspace.record(.missing)
        let path = workspace.golden("s000-003-type-hello")
        let before = bytes(path)
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        try await Task.sleep(for: .milliseconds(20))
        let recorder = try await workspace.record(.all)
        XCTAssertEqual(recorder.written, [])
        XCTAssertEqual(recorder.kept.count, 3)
        XCTAssertEqual(bytes(path), before)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, modified)
    }

    func testRecordFailedRewritesOnlyTheChangedGolden() async throws {
        try await workspace.record(.missing)
        // Replace one golden by another frame's pixels: a regression for that frame only.
        let wrong = try PNGFile.read(path: workspace.golden("s000-001-open-create"))
        try PNGFile.write(wrong, to: workspace.golden("s000-003-type-hello"), compression: .fast)
        let recorder = try await workspace.record(.failed)
        XCTAssertEqual(recorder.written, [workspace.golden("s000-003-type-hello")])
        let failed = try await workspace.verify().summary.failed
        XCTAssertEqual(failed, 0)
    }

    func testVerifyReportsAMissingGoldenAndWritesNothingUnderGoldens() async throws {
        try FileManager.default.createDirectory(atPath: workspace.goldens, withIntermediateDirectories: true)
        try GoldenManifest().save(to: workspace.goldens + "/manifest.json")
        let report = try await workspace.verify()
        XCTAssertEqual(report.summary.missingGoldens, 3)
        XCTAssertEqual(report.summary.failed, 3)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workspace.goldens), ["manifest.json"])
        let message = try XCTUnwrap(report.scenarios[0].frames[0].failure)
        XCTAssertTrue(message.contains("no golden at \(workspace.golden("s000-001-open-create"))"), message)
        XCTAssertTrue(message.contains("caret-harness record --missing --scenario \(workspace.scenario)"), message)
    }

    func testATruncatedGoldenIsUnreadableNamedAndNotOverwrittenByVerify() async throws {
        try await workspace.record(.missing)
        let path = workspace.golden("s000-002-tap-instructions")
        let truncated = bytes(path)!.prefix(100)
        try truncated.write(to: URL(fileURLWithPath: path))
        let report = try await workspace.verify()
        XCTAssertEqual(report.summary.unreadableGoldens, 1)
        let frame = report.scenarios[0].frames[1]
        XCTAssertEqual(frame.comparison.status, .unreadable)
        XCTAssertTrue(frame.comparison.detail.hasPrefix("\(path): truncated"), frame.comparison.detail)
        XCTAssertEqual(bytes(path), Data(truncated), "verify must not touch the golden")
    }

    func testAMovedCaretFailsInsideTheStrictCaretRegion() async throws {
        try await workspace.record(.missing)
        // Golden of frame 03 with the caret 2 pt (6 px) lower: copy the caret's columns down.
        let path = workspace.golden("s000-003-type-hello")
        var image = try PNGFile.read(path: path)
        let report0 = try await workspace.verify()
        let caret = try XCTUnwrap(report0.scenarios[0].frames[2].frame.caret)
        let x0 = Int(caret.x * 3), y0 = Int(caret.y * 3), h = Int(caret.height * 3)
        let original = image
        for y in stride(from: y0 + h + 5, through: y0 - 1, by: -1) {
            for x in x0..<(x0 + 6) {
                image.setPixel(x: x, y: y + 6, original.pixel(x: x, y: y))
            }
        }
        try PNGFile.write(image, to: path, compression: .fast)
        let frame = try await workspace.verify().scenarios[0].frames[2]
        XCTAssertEqual(frame.comparison.status, .changed)
        XCTAssertGreaterThan(frame.comparison.regionPixels["caret"] ?? 0, 0)
        let message = try XCTUnwrap(frame.failure)
        XCTAssertTrue(message.contains("strict region \"caret\""), message)
        XCTAssertTrue(message.contains("accept: caret-harness record --failed --scenario \(workspace.scenario)"), message)
    }

    /// Record is all or nothing: a golden that cannot be written (its path is a non-empty
    /// folder) stops the record before anything under Goldens/ changes.
    func testAFailureHalfWayWritesNoGoldenAndKeepsTheManifest() async throws {
        try await workspace.record(.missing)
        let light = ["s000-001-open-create", "s000-002-tap-instructions", "s000-003-type-hello"].map { bytes(workspace.golden($0)) }
        let manifest = bytes(workspace.goldens + "/manifest.json")
        let blocked = workspace.golden("s000-002-tap-instructions", variant: "iphone-15-pro-dark")
        try FileManager.default.createDirectory(atPath: blocked + "/keep", withIntermediateDirectories: true)
        do {
            try await workspace.record(.failed, appearance: "dark")
            XCTFail("record should fail at the blocked golden")
        } catch {
            XCTAssertTrue("\(error)".hasPrefix("\(blocked): is a directory"), "\(error)")
        }
        let darkFolder = workspace.goldens + "/iphone-15-pro-dark/tiny"
        // Before the fix, 01 and 03 were written (frames go in parallel) and the manifest not.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: darkFolder), ["s000-002-tap-instructions.png"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: blocked + "/keep"))
        XCTAssertEqual(bytes(workspace.goldens + "/manifest.json"), manifest)
        XCTAssertEqual(["s000-001-open-create", "s000-002-tap-instructions", "s000-003-type-hello"].map { bytes(workspace.golden($0)) }, light)
    }

    func testAFailureSaysWhenTheScenarioChangedSinceTheGolden() async throws {
        try await workspace.record(.missing)
        let edited = try String(contentsOfFile: workspace.scenario, encoding: .utf8).replacingOccurrences(of: "Hello", with: "Help")
        try edited.write(toFile: workspace.scenario, atomically: true, encoding: .utf8)
        let frames = try await workspace.verify().scenarios[0].frames
        // Frame 03 is named after the typed text, so the edit renames it: a missing golden.
        XCTAssertEqual(frames[2].comparison.status, .missing)
        XCTAssertNil(frames[1].failure, "frame 02 did not change")
        try await workspace.record(.missing)
        try "scenario \"tiny\"\nopen create\ntap title\ntype \"Hello\"\n".write(toFile: workspace.scenario, atomically: true, encoding: .utf8)
        let changed = try await workspace.verify().scenarios[0].frames[2]
        XCTAssertEqual(changed.comparison.status, .changed)
        XCTAssertTrue(changed.failure?.contains("note: \(workspace.scenario) changed since this golden was recorded") ?? false,
                      changed.failure ?? "")
    }

    func testPruneRemovesGoldensNoScenarioMakes() async throws {
        try await workspace.record(.missing)
        let stale = workspace.golden("09-old-frame")
        try FileManager.default.copyItem(atPath: workspace.golden("s000-001-open-create"), toPath: stale)
        let options = try workspace.options()
        let recorder = try GoldenRecorder(options: options, mode: .missing)
        _ = try await HarnessSession(options: options, handlers: [recorder]).run()
        try recorder.prune(wholeVariant: false)
        try recorder.saveManifest()
        XCTAssertEqual(recorder.removed, [stale])
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.golden("s000-001-open-create")))
    }
}

final class GoldensFolderTests: XCTestCase {
    func testVerifyWithoutAGoldensFolderIsBadInputNamingIt() async throws {
        let workspace = try GoldenWorkspace()
        defer { workspace.remove() }
        do {
            _ = try await workspace.verify()
            XCTFail("verify should refuse a missing goldens folder")
        } catch {
            XCTAssertTrue("\(error)".hasPrefix("\(workspace.goldens): no goldens folder"), "\(error)")
        }
    }
}
