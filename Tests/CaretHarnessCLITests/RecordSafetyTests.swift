import Foundation
import HarnessFiles
import XCTest

/// Issue 15, goldens: record is all or nothing under a lock, survives a kill, refuses to bake
/// failing expectations in; prune stays inside Goldens/; verify needs its manifest.
final class RecordSafetyTests: XCTestCase {
    private var w: CLIWorkspace!

    override func setUpWithError() throws { w = try CLIWorkspace() }
    override func tearDown() { w.remove() }

    private func record(_ scenario: String, _ extra: [String] = []) throws -> (code: Int32, out: String, err: String) {
        try w.run(["record", "--missing", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"] + extra)
    }

    /// The manifest lists exactly the PNGs on disk, each with its file's SHA-256.
    private func assertManifestMatchesFiles(file: StaticString = #filePath, line: UInt = #line) throws {
        let goldens = w.path("Goldens")
        let manifest = try w.manifestGoldens(goldens)
        XCTAssertEqual(Set(manifest.keys), w.goldenFiles(goldens), file: file, line: line)
        for (key, sha) in manifest {
            let bytes = FileManager.default.contents(atPath: goldens + "/" + key).map { [UInt8]($0) } ?? []
            XCTAssertEqual(sha, SHA256.hex(of: bytes), key, file: file, line: line)
        }
    }

    /// Before: two records at once lost manifest entries. Now one holds the goldens lock and
    /// the other waits its turn or is refused naming the holder; the manifest always matches.
    func testTwoRecordsAtOnceKeepTheManifestConsistent() throws {
        let a = try w.scenario("alpha"), b = try w.scenario("beta", "open edit\ntap title\n")
        let first = try w.start(["record", "--missing", "--scenario", a, "--goldens", "Goldens", "--out", "outA"])
        let second = try w.start(["record", "--missing", "--scenario", b, "--goldens", "Goldens", "--out", "outB"])
        let results = [CLIWorkspace.finish(first.0, first.1, first.2), CLIWorkspace.finish(second.0, second.1, second.2)]
        XCTAssertTrue(results.contains { $0.code == 0 }, "\(results)")
        for result in results where result.code != 0 {
            XCTAssertEqual(result.code, 2)
            // The holder writes its pid and command just after taking the lock; a refusal in between
            // can only say "another process".
            XCTAssertTrue(result.err.contains("Goldens: is locked by pid ") || result.err.contains("Goldens: is locked by another process"),
                          result.err)
            XCTAssertTrue(result.err.contains("(caret-harness record)") || result.err.contains("another process"), result.err)
        }
        try assertManifestMatchesFiles()
        // The refused one, run again, adds its goldens without losing the first one's.
        for (index, result) in results.enumerated() where result.code != 0 {
            XCTAssertEqual(try record([a, b][index]).code, 0)
        }
        try assertManifestMatchesFiles()
        XCTAssertEqual(try w.manifestGoldens(w.path("Goldens")).count, 4)
    }

    /// A record SIGKILLed half way through its commit (two of four renames done): the next start
    /// rolls it back, so Goldens/ is byte for byte what it was before the killed run.
    func testAKilledRecordIsRepairedAtTheNextStart() throws {
        let tiny = try w.scenario("tiny")
        XCTAssertEqual(try record(tiny).code, 0)
        let before = w.snapshot(w.path("Goldens"))
        let (process, _, err) = try w.start(
            ["record", "--missing", "--appearance", "dark", "--scenario", tiny, "--goldens", "Goldens", "--out", "out"],
            environment: ["CARET_HARNESS_TEST_PAUSE_BEFORE_RENAME": "2"])
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains("test pause before rename 2") {
            let chunk = err.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += chunk
        }
        XCTAssertTrue(String(decoding: said, as: UTF8.self).contains("test pause"), String(decoding: said, as: UTF8.self))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let killed = w.snapshot(w.path("Goldens"))
        XCTAssertNotNil(killed[".caret-harness-journal"], "the kill left a journal: \(killed.keys.sorted())")
        XCTAssertEqual(killed.keys.filter { $0.hasPrefix("iphone-15-pro-dark/tiny/s0") }.count, 2, "\(killed.keys.sorted())")
        // verify never writes under Goldens/, so it cannot repair: it refuses, naming the journal.
        let verify = try w.run(["verify", "--scenario", tiny, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(verify.code, 2)
        XCTAssertTrue(verify.err.contains("Goldens/.caret-harness-journal: a record was interrupted"), verify.err)
        let next = try record(tiny)
        XCTAssertEqual(next.code, 0, next.err)
        XCTAssertTrue(next.out.contains("repaired: Goldens/iphone-15-pro-dark/tiny/s000-001-open-create.png"), next.out)
        var after = w.snapshot(w.path("Goldens"))
        after[".caret-harness.lock"] = nil
        var expected = before
        expected[".caret-harness.lock"] = nil
        XCTAssertEqual(after, expected, "Goldens/ as before the killed run: \(after.keys.sorted())")
    }

    /// Before: `record` wrote the first scenario's goldens, then failed on the second without
    /// saving the manifest. Now nothing is written and the message says so.
    func testRecordWithABrokenScenarioWritesNothing() throws {
        let ok = try w.scenario("ok"), broken = try w.scenario("broken", "open create\nwiggle 3\n")
        let result = try w.run(["record", "--all", "--scenario", ok, "--scenario", broken, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("\(broken):3:1: unknown command `wiggle`"), result.err)
        XCTAssertTrue(result.err.contains("record: nothing written under Goldens/"), result.err)
        XCTAssertEqual(w.goldenFiles(w.path("Goldens")), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: w.path("Goldens/manifest.json")))
    }

    /// Before: the goldens of two scenarios with one name overwrote each other.
    func testTwoScenarioFilesWithOneNameAreRefusedNamingBoth() throws {
        let first = try w.scenario("same", file: "one"), second = try w.scenario("same", file: "two")
        let result = try w.run(["record", "--scenario", first, "--scenario", second, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("\(second):1:1: the scenario name `same` is already used by \(first):1:1"), result.err)
        XCTAssertEqual(w.goldenFiles(w.path("Goldens")), [])
    }

    /// Before: `record --failed` baked a frame whose expectation failed into the goldens, and
    /// verify offered that command.
    func testRecordRefusesFailingExpectationsUnlessAsked() throws {
        let scenario = try w.scenario("tiny", "open create\ntap title\nexpect scroll-origin 50\n")
        let refused = try record(scenario)
        XCTAssertEqual(refused.code, 1)
        XCTAssertTrue(refused.err.contains("record: nothing written: 1 expectation failed"), refused.err)
        XCTAssertTrue(refused.err.contains("\(scenario):4: frame s000-002-tap-title: expect scroll-origin 50"), refused.err)
        XCTAssertTrue(refused.err.contains("--accept-failing-expectations"), refused.err)
        XCTAssertEqual(w.goldenFiles(w.path("Goldens")), [])
        let verify = try w.run(["verify", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(verify.code, 2, "no manifest yet: \(verify.err)")
        let accepted = try record(scenario, ["--accept-failing-expectations"])
        XCTAssertEqual(accepted.code, 0, accepted.err)
        XCTAssertEqual(w.goldenFiles(w.path("Goldens")).count, 2)
        let failing = try w.run(["verify", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(failing.code, 1)
        XCTAssertTrue(failing.out.contains("FAILED 1 frame: expect scroll-origin 50"), failing.out)
        XCTAssertFalse(failing.out.contains("caret-harness record"), failing.out)
    }

    /// Before: a missing manifest silently turned off the renderer check.
    func testVerifyNeedsAKnownManifestAndRecordMakesItAfresh() throws {
        let scenario = try w.scenario("tiny")
        XCTAssertEqual(try record(scenario).code, 0)
        let manifest = w.path("Goldens/manifest.json")
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 7").write(toFile: manifest, atomically: true, encoding: .utf8)
        let unknown = try w.run(["verify", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(unknown.code, 2)
        XCTAssertTrue(unknown.err.contains("Goldens/manifest.json: manifest version 7 is not one this build reads"), unknown.err)
        try FileManager.default.removeItem(atPath: manifest)
        let missing = try w.run(["verify", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.err.contains("Goldens/manifest.json: no manifest"), missing.err)
        XCTAssertEqual(try w.run(["record", "--all", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"]).code, 0)
        try assertManifestMatchesFiles()
        XCTAssertEqual(try w.run(["verify", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"]).code, 0)
    }

    /// Before: a golden that is a FIFO made verify wait forever.
    func testAGoldenThatIsAFIFOIsExitTwoNamingIt() throws {
        let scenario = try w.scenario("tiny")
        XCTAssertEqual(try record(scenario).code, 0)
        let golden = w.path("Goldens/iphone-15-pro-light/tiny/s000-002-tap-title.png")
        try FileManager.default.removeItem(atPath: golden)
        XCTAssertEqual(mkfifo(golden, 0o644), 0)
        let verify = try w.run(["verify", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(verify.code, 2)
        XCTAssertTrue(verify.out.contains("cannot read the golden: Goldens/iphone-15-pro-light/tiny/s000-002-tap-title.png: is a FIFO"), verify.out)
    }

    /// Before: prune of the whole variant (no --scenario: every scenario under Scenarios/)
    /// followed a symlinked folder under Goldens/ and deleted a file outside it.
    func testPruneNeverFollowsASymlinkOutOfGoldens() throws {
        try FileManager.default.createDirectory(atPath: w.path("Scenarios"), withIntermediateDirectories: true)
        try w.scenario("tiny", file: "Scenarios/tiny")
        XCTAssertEqual(try w.run(["record", "--missing", "--goldens", "Goldens", "--out", "out"]).code, 0)
        try FileManager.default.createDirectory(atPath: w.path("elsewhere"), withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: w.path("elsewhere/01-old.png")))
        try FileManager.default.createSymbolicLink(atPath: w.path("Goldens/iphone-15-pro-light/linked"),
                                                   withDestinationPath: w.path("elsewhere"))
        let stale = w.path("Goldens/iphone-15-pro-light/tiny/09-old.png")
        try FileManager.default.copyItem(atPath: w.path("Goldens/iphone-15-pro-light/tiny/s000-001-open-create.png"), toPath: stale)
        let prune = try w.run(["record", "--missing", "--prune", "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(prune.code, 0, prune.err)
        XCTAssertTrue(prune.out.contains("removed Goldens/iphone-15-pro-light/tiny/09-old.png"), prune.out)
        XCTAssertFalse(prune.out.contains("elsewhere") || prune.out.contains("linked"), prune.out)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertEqual(FileManager.default.contents(atPath: w.path("elsewhere/01-old.png")), Data("precious".utf8))
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: w.path("Goldens/iphone-15-pro-light/linked")))
        try assertManifestMatchesFiles()
    }

    func testMaxFramesStopsARunawayRun() throws {
        let scenario = try w.scenario("tiny", "open create\ntap instructions\nnewline 100\n")
        let result = try w.run(["run", "--scenario", scenario, "--out", "out", "--max-frames", "50"])
        XCTAssertEqual(result.code, 2)
        // Counted over the whole run (issue 23): open, tap and 100 newlines are 102 frames on one variant.
        XCTAssertTrue(result.err.contains("the run would make 102 frames over 1 variant, more than 50"), result.err)
        let bad = try w.run(["run", "--scenario", scenario, "--max-frames", "0"])
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.contains("--max-frames 0: expected a whole number from 1 to 1000000"), bad.err)
    }
}
