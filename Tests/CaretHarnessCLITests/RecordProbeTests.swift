import Foundation
import HarnessFiles
import XCTest

/// Issue 23, probes 5-9: record is one transaction across variants and the sweep baseline,
/// says "nothing written" only when nothing was, limits hold per run, every file is read
/// bounded, and goldens are judged by their pixels, never by the manifest alone.
final class RecordProbeTests: XCTestCase {
    private var w: CLIWorkspace!

    override func setUpWithError() throws { w = try CLIWorkspace() }
    override func tearDown() { w.remove() }

    /// Two small variants (the 2x SE) in Goldens/variants.json and one scenario under Scenarios/.
    private func twoVariants(_ body: String = "open create\ntap title\n") throws {
        try FileManager.default.createDirectory(atPath: w.path("Scenarios"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: w.path("Goldens"), withIntermediateDirectories: true)
        try w.scenario("tiny", body, file: "Scenarios/tiny")
        try Data("""
            {"variants": [{"device": "iphone-se-3", "appearance": "light"}, {"device": "iphone-se-3", "appearance": "dark"}]}
            """.utf8).write(to: URL(fileURLWithPath: w.path("Goldens/variants.json")))
    }

    /// Probe 5. Before: one transaction a variant, then the baseline, so a kill after the first
    /// variant's commit left one variant new and the other old for good. Now a SIGKILL after the
    /// first variant's goldens are renamed (rename 2 of light, light, dark, dark, baseline,
    /// manifest) leaves a journal, and the next start puts everything back: all old.
    func testAKillBetweenVariantsLeavesEverythingOld() throws {
        try twoVariants()
        XCTAssertEqual(try w.run(["record", "--all"]).code, 0)
        let old = w.snapshot(w.path("Goldens"))
        // `open edit` changes every frame (new names and pixels) and the sweep's findings.
        try w.scenario("tiny", "open edit\ntap title\n", file: "Scenarios/tiny")
        let (process, _, err) = try w.start(["record", "--all"], environment: ["CARET_HARNESS_TEST_PAUSE": "rename-2"])
        let said = RecordKillTests.waitForPause(err)
        XCTAssertTrue(said.contains("test pause at rename-2"), said)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try w.scenario("tiny", "open create\ntap title\n", file: "Scenarios/tiny")
        let next = try w.run(["record", "--missing", "--out", "out2"])
        XCTAssertEqual(next.code, 0, next.err)
        XCTAssertTrue(next.out.contains("repaired: Goldens/iphone-se-3-light/tiny/s000-001-open-edit.png"), next.out)
        XCTAssertTrue(next.out.contains("0 written"), next.out)
        var now = w.snapshot(w.path("Goldens"))
        now[".caret-harness.lock"] = old[".caret-harness.lock"]
        XCTAssertEqual(now, old, "all old: \(now.keys.sorted())")
    }

    /// Probe 6. Before: with Goldens/sweep.json a directory, `record --all` committed every golden
    /// and the manifest, then said "nothing written". Now the baseline is staged in the same
    /// transaction, the commit is refused whole, and the message is true: no golden, no manifest.
    func testNothingWrittenMeansNothingWritten() throws {
        try twoVariants("open create\n")
        try FileManager.default.createDirectory(atPath: w.path("Goldens/sweep.json"), withIntermediateDirectories: true)
        let result = try w.run(["record", "--all"])
        XCTAssertEqual(result.code, 2, result.out + result.err)
        XCTAssertTrue(result.err.contains("Goldens/sweep.json: is a directory"), result.err)
        XCTAssertTrue(result.err.contains("record: nothing written under Goldens/"), result.err)
        XCTAssertEqual(w.goldenFiles(w.path("Goldens")), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: w.path("Goldens/manifest.json")))
        XCTAssertEqual(Set(w.snapshot(w.path("Goldens")).keys.filter { !$0.hasPrefix(".caret-harness.lock") && !$0.hasPrefix("sweep.json") }),
                       ["variants.json"], "no staged file left")
    }

    /// Probe 7. Before: `--max-frames` counted per scenario, so variants multiplied past it. Now
    /// 2 variants x 32 frames (open, tap, newline 30) = 64 > 50 stops before any frame.
    func testMaxFramesCountsTheWholeRun() throws {
        try twoVariants("open create\ntap instructions\nnewline 30\n")
        let result = try w.run(["run", "--max-frames", "50", "--out", "out"])
        XCTAssertEqual(result.code, 2, result.out + result.err)
        XCTAssertTrue(result.err.contains("the run would make 64 frames over 2 variants, more than 50"), result.err)
        XCTAssertEqual(w.snapshot(w.path("out")).keys.filter { $0.hasSuffix(".png") }, [])
    }

    /// Probe 8. Before: variants.json and merge-reports' report.json were read whole with
    /// FileManager.contents (1 GB in memory). Now both go through the bounded reader: a list over
    /// 1 MiB (1,048,576 bytes) and a report over 64 MiB are refused naming the file and the limit.
    /// Variants lists are capped at 64 variants too.
    func testEveryFileIsReadBounded() throws {
        try twoVariants("open create\n")
        let padded = "{\"variants\": [{\"device\": \"iphone-se-3\", \"appearance\": \"light\"}]" + String(repeating: " ", count: 1 << 21) + "}"
        try Data(padded.utf8).write(to: URL(fileURLWithPath: w.path("Goldens/variants.json")))
        let big = try w.run(["run", "--out", "out"])
        XCTAssertEqual(big.code, 2, big.out + big.err)
        XCTAssertTrue(big.err.contains("Goldens/variants.json: is larger than 1048576 bytes"), big.err)
        let many = (0..<65).map { _ in "{\"device\": \"iphone-se-3\", \"appearance\": \"light\"}" }.joined(separator: ",\n")
        try Data("{\"variants\": [\n\(many)]}".utf8).write(to: URL(fileURLWithPath: w.path("Goldens/variants.json")))
        let capped = try w.run(["run", "--out", "out"])
        XCTAssertEqual(capped.code, 2, capped.out + capped.err)
        XCTAssertTrue(capped.err.contains("Goldens/variants.json:1:14: 65 variants, more than the limit of 64"), capped.err)
        try FileManager.default.createDirectory(atPath: w.path("part"), withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: w.path("part/report.json"), contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: w.path("part/report.json")))
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)  // sparse: 64 MiB + 1 byte
        try handle.close()
        let merge = try w.run(["merge-reports", "part", "--out", "merged"])
        XCTAssertEqual(merge.code, 2, merge.out + merge.err)
        XCTAssertTrue(merge.err.contains("part/report.json: is 67108865 bytes or more, larger than the limit of 67108864 bytes"), merge.err)
    }

    /// Probe 9. Before: with s002's PNG in s001's place and only its `sha256` updated in the
    /// manifest, verify passed (it trusted the manifest's pixel hash). Now the golden is decoded:
    /// verify fails on that frame.
    func testVerifyJudgesGoldensByTheirPixels() throws {
        let scenario = try w.scenario("tiny", "open create\ntap title\n")
        let args = ["--scenario", scenario, "--device", "iphone-se-3", "--appearance", "light", "--goldens", "Goldens", "--out", "out"]
        XCTAssertEqual(try w.run(["record", "--missing"] + args).code, 0)
        let folder = w.path("Goldens/iphone-se-3-light/tiny/")
        let second = try Data(contentsOf: URL(fileURLWithPath: folder + "s000-002-tap-title.png"))
        try second.write(to: URL(fileURLWithPath: folder + "s000-001-open-create.png"))
        let manifestPath = w.path("Goldens/manifest.json")
        var manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifestPath))) as? [String: Any])
        var goldens = try XCTUnwrap(manifest["goldens"] as? [String: [String: Any]])
        goldens["iphone-se-3-light/tiny/s000-001-open-create.png"]?["sha256"] = SHA256.hex(of: [UInt8](second))
        manifest["goldens"] = goldens
        try JSONSerialization.data(withJSONObject: manifest).write(to: URL(fileURLWithPath: manifestPath))
        let verify = try w.run(["verify"] + args)
        XCTAssertEqual(verify.code, 1, verify.out + verify.err)
        XCTAssertTrue(verify.out.contains("s000-001-open-create"), verify.out)
    }
}
