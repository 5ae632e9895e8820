import Foundation
import HarnessApprove
import HarnessGoldens
import HarnessPixels
import HarnessReports
import HarnessRun
import HarnessTestSupport
import XCTest

/// `accept` from an out folder (the library behind `caret-harness accept` and `review`), in a
/// throwaway workspace with the three-frame `tiny` scenario: frames s000-001-open-create,
/// s000-002-tap-instructions, s000-003-type-hello.
final class AcceptTests: XCTestCase {
    private var workspace: GoldenWorkspace!
    private let noCI: [String: String] = [:]

    override func setUpWithError() throws { workspace = try GoldenWorkspace() }
    override func tearDown() { workspace.remove() }

    private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Every file under the goldens folder with its bytes (the lock file, empty, left out).
    private func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: workspace.goldens) where !path.hasSuffix(".lock") {
            if let data = bytes(workspace.goldens + "/" + path), !path.hasSuffix("/") { files[path] = data }
        }
        return files
    }

    /// verify into out/ with report.json written, as `caret-harness verify` leaves it.
    @discardableResult
    private func verifyIntoOut() async throws -> VerificationReport {
        let report = try await workspace.verify()
        try ReportWriters.writeAll(report, outDirectory: workspace.out)
        return report
    }

    /// Records, then swaps two goldens' pixels so frames 2 and 3 both changed; returns the
    /// recorded bytes of frame 3's golden.
    private func twoChangedFrames() async throws -> (recorded3: Data?, manifest: Data?) {
        try await workspace.record(.missing)
        let recorded3 = bytes(workspace.golden("s000-003-type-hello"))
        let manifest = bytes(workspace.goldens + "/manifest.json")
        let first = try PNGFile.read(path: workspace.golden("s000-001-open-create"))
        try PNGFile.write(first, to: workspace.golden("s000-002-tap-instructions"), compression: .fast)
        try PNGFile.write(first, to: workspace.golden("s000-003-type-hello"), compression: .fast)
        let report = try await verifyIntoOut()
        XCTAssertEqual(report.summary.failed, 2)
        return (recorded3, manifest)
    }

    func testAcceptingOneFrameWritesThatGoldenOnlyAsRecordWouldHave() async throws {
        let (recorded3, manifest) = try await twoChangedFrames()
        let before = try snapshot()
        let approver = Approver(run: try RunFolder(directory: workspace.out), goldensDirectory: workspace.goldens, environment: noCI)
        let result = try approver.approve(.frames(["s000-003-type-hello"]))
        XCTAssertEqual(result.written, [workspace.golden("s000-003-type-hello")])
        XCTAssertEqual(result.approved, ["iphone-15-pro-light/tiny/s000-003-type-hello"])
        let after = try snapshot()
        // Only that golden changed, and to the bytes `record` wrote for it (same pixels, same
        // encoding); the manifest is the recorded one again (its entry named those bytes).
        let changed = Set(after.keys).union(before.keys).filter { after[$0] != before[$0] }
        XCTAssertEqual(changed, ["iphone-15-pro-light/tiny/s000-003-type-hello.png"])
        XCTAssertEqual(bytes(workspace.golden("s000-003-type-hello")), recorded3)
        XCTAssertEqual(bytes(workspace.goldens + "/manifest.json"), manifest)
        // The other changed frame still fails; approving everything then makes verify pass.
        let again = try await verifyIntoOut()
        XCTAssertEqual(again.summary.failed, 1)
        let rest = try Approver(run: try RunFolder(directory: workspace.out), goldensDirectory: workspace.goldens, environment: noCI)
            .approve(.everythingChanged)
        XCTAssertEqual(rest.written, [workspace.golden("s000-002-tap-instructions")])
        let final = try await workspace.verify()
        XCTAssertEqual(final.summary.failed, 0)
    }

    func testRefusedUnderCIWritingNothing() async throws {
        _ = try await twoChangedFrames()
        let before = try snapshot()
        let approver = Approver(run: try RunFolder(directory: workspace.out), goldensDirectory: workspace.goldens,
                                environment: ["CI": "true"])
        XCTAssertThrowsError(try approver.approve(.everythingChanged)) { error in
            guard case ApprovalError.underCI = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try snapshot(), before)
    }

    func testRefusedWhenTheGoldensRendererDiffers() async throws {
        _ = try await twoChangedFrames()
        // The goldens' manifest says they were drawn by another Cairo.
        let path = workspace.goldens + "/manifest.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let cairo = try XCTUnwrap(try GoldenManifest.load(from: path).fingerprints["iphone-15-pro-light"]?.cairo)
        try text.replacingOccurrences(of: "\"cairo\" : \"\(cairo)\"", with: "\"cairo\" : \"0.0.1\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(try GoldenManifest.load(from: path).fingerprints["iphone-15-pro-light"]?.cairo, "0.0.1")
        let before = try snapshot()
        let approver = Approver(run: try RunFolder(directory: workspace.out), goldensDirectory: workspace.goldens, environment: noCI)
        XCTAssertThrowsError(try approver.approve(.frames(["s000-003-type-hello"]))) { error in
            guard case ApprovalError.fingerprintDiffers(let variant, let changes) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(variant, "iphone-15-pro-light")
            XCTAssertEqual(changes, [RendererChange(part: .cairo, golden: "0.0.1", running: cairo)])
        }
        XCTAssertEqual(try snapshot(), before)
    }

    func testRefusedForAFrameWhoseExpectationsFail() async throws {
        // The tiny scenario with an expectation the model cannot meet (the gap is 24 pt).
        try """
            scenario "tiny"
            open create
            tap instructions
            type "Hello"
            expect caret-gap 99
            """.write(toFile: workspace.scenario, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: workspace.goldens, withIntermediateDirectories: true)
        try GoldenManifest().save(to: workspace.goldens + "/manifest.json")
        let report = try await verifyIntoOut()
        XCTAssertEqual(report.summary.missingGoldens, 3)
        let before = try snapshot()
        let approver = Approver(run: try RunFolder(directory: workspace.out), goldensDirectory: workspace.goldens, environment: noCI)
        XCTAssertThrowsError(try approver.approve(.everythingChanged)) { error in
            guard case ApprovalError.failingExpectations(let lines) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(lines.count, 1)
            XCTAssertTrue(lines[0].hasPrefix("\(workspace.scenario):5: iphone-15-pro-light/tiny/s000-003-type-hello: expect caret-gap 99"),
                          lines[0])
            XCTAssertEqual((error as? ApprovalError)?.exitCode, 1)
        }
        XCTAssertEqual(try snapshot(), before)
        // The two frames before the expectation may still be approved one by one.
        let ok = try approver.approve(.frames(["s000-001-open-create", "s000-002-tap-instructions"]))
        XCTAssertEqual(ok.written.count, 2)
    }

    func testRefusedWhenTheScenarioChangedSinceTheRun() async throws {
        _ = try await twoChangedFrames()
        try (String(contentsOfFile: workspace.scenario, encoding: .utf8) + "\n# edited\n")
            .write(toFile: workspace.scenario, atomically: true, encoding: .utf8)
        let approver = Approver(run: try RunFolder(directory: workspace.out), goldensDirectory: workspace.goldens, environment: noCI)
        XCTAssertThrowsError(try approver.approve(.everythingChanged)) { error in
            guard case ApprovalError.scenarioChanged(let path) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(path, workspace.scenario)
        }
    }

    func testAGitLFSPointerGoldenIsNamedWithTheFetchCommand() async throws {
        try await workspace.record(.missing)
        let path = workspace.golden("s000-002-tap-instructions")
        try "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        try await verifyIntoOut()
        let approver = Approver(run: try RunFolder(directory: workspace.out), goldensDirectory: workspace.goldens, environment: noCI)
        XCTAssertThrowsError(try approver.approve(.frames(["tiny/s000-002-tap-instructions"]))) { error in
            guard case ApprovalError.lfsPointer(let named) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(named, path)
            XCTAssertTrue("\(error)".contains("git lfs pull --include=\"\(path)\""), "\(error)")
        }
    }

    func testAnUnknownFrameIsNamedWithTheNearestOne() async throws {
        _ = try await twoChangedFrames()
        let approver = Approver(run: try RunFolder(directory: workspace.out), goldensDirectory: workspace.goldens, environment: noCI)
        XCTAssertThrowsError(try approver.approve(.frames(["s000-003-type-helo"]))) { error in
            XCTAssertTrue("\(error)".contains("did you mean `s000-003-type-hello`?"), "\(error)")
        }
    }
}
