import Foundation
import HarnessCore
import HarnessPixels
import XCTest

/// Issue 23, probes 1-4 and 10: every goldens folder is guarded, not only the run's own; frame
/// names cannot take a goldens file's name; journal recovery cannot leave the goldens folder
/// or delete what it did not create; merge-reports waits for no half-written part.
final class GoldensGuardProbeTests: XCTestCase {
    private var w: CLIWorkspace!

    override func setUpWithError() throws { w = try CLIWorkspace() }
    override func tearDown() { w.remove() }

    /// A goldens folder as a copy or another project has one: a manifest, a variants list, a golden.
    private func fakeGoldens(_ folder: String) throws {
        try FileManager.default.createDirectory(atPath: w.path(folder + "/iphone-15-pro-light/tiny"), withIntermediateDirectories: true)
        try Data("{\"version\": 1}\n".utf8).write(to: URL(fileURLWithPath: w.path(folder + "/manifest.json")))
        try Data("golden bytes".utf8).write(to: URL(fileURLWithPath: w.path(folder + "/iphone-15-pro-light/tiny/s000-001-open-create.png")))
    }

    /// Probe 1. Before: `run --goldens copy --out Goldens` exited 0 after rewriting that folder's
    /// goldens; `--out ../another/Goldens` did the same to another project (a folder holding only
    /// a variants list counts too). Now each is exit 2 naming the goldens folder, nothing written.
    func testOutIntoAnyGoldensFolderIsRefused() throws {
        let scenario = try w.scenario("tiny", "open create\n")
        try fakeGoldens("Goldens")
        try FileManager.default.createDirectory(atPath: w.path("other/Goldens"), withIntermediateDirectories: true)
        try Data("{\"variants\": []}".utf8).write(to: URL(fileURLWithPath: w.path("other/Goldens/variants.json")))
        let before = (w.snapshot(w.path("Goldens")), w.snapshot(w.path("other")))
        for out in ["Goldens", "Goldens/iphone-15-pro-light", "other/Goldens", "other/Goldens/new/deeper"] {
            let result = try w.run(["run", "--goldens", "goldens-copy", "--scenario", scenario, "--device", "iphone-se-3",
                                    "--appearance", "light", "--out", out])
            XCTAssertEqual(result.code, 2, "--out \(out): \(result.out) \(result.err)")
            XCTAssertTrue(result.err.contains("\(out): is in the goldens folder "), result.err)
            XCTAssertTrue(result.err.contains("only `caret-harness record` writes there"), result.err)
        }
        XCTAssertEqual(w.snapshot(w.path("Goldens")), before.0)
        XCTAssertEqual(w.snapshot(w.path("other")), before.1)
    }

    /// Probe 2. Before: `diff --out Goldens/.../s000-001-open-create.png` overwrote the golden and
    /// `merge-reports P --out Goldens` put the part's files into Goldens/. Now both are exit 2.
    func testDiffAndMergeReportsOutIntoGoldensAreRefused() throws {
        try fakeGoldens("Goldens")
        var image = RGBAImage(width: 4, height: 4, fill: (255, 255, 255, 255))
        try PNGFile.write(image, to: w.path("a.png"), compression: .fast)
        image.pixels[0] = 0
        try PNGFile.write(image, to: w.path("b.png"), compression: .fast)
        try FileManager.default.createDirectory(atPath: w.path("part"), withIntermediateDirectories: true)
        let before = w.snapshot(w.path("Goldens"))
        let golden = "Goldens/iphone-15-pro-light/tiny/s000-001-open-create.png"
        let diff = try w.run(["diff", "a.png", "b.png", "--out", golden])
        XCTAssertEqual(diff.code, 2, diff.out + diff.err)
        XCTAssertTrue(diff.err.contains("\(golden): is in the goldens folder "), diff.err)
        let merge = try w.run(["merge-reports", "part", "--out", "Goldens"])
        XCTAssertEqual(merge.code, 2, merge.out + merge.err)
        XCTAssertTrue(merge.err.contains("Goldens: is "), merge.err)
        XCTAssertTrue(merge.err.contains("goldens folder") || merge.err.contains("the same folder as Goldens"), merge.err)
        XCTAssertEqual(w.snapshot(w.path("Goldens")), before)
    }

    /// Probe 3. Before: `frame "strategies"` took the path of compare's strip golden, so a
    /// `record --failed` overwrote strategies.png. Now every reserved name (strip, manifest,
    /// baseline, variants list, journal), in any case, is refused at parse time with file:line:col.
    func testReservedNamesCannotBeFrameNames() throws {
        for (index, name) in ["strategies", "Manifest", "sweep", "baseline", "variants", "journal"].enumerated() {
            let scenario = try w.scenario("named\(index)", "open create\nframe \"\(name)\"\ntap title\n")
            let result = try w.run(["run", "--scenario", scenario, "--out", "out"])
            XCTAssertEqual(result.code, 2, "\(name): \(result.out)")
            XCTAssertTrue(result.err.contains("\(scenario):3:7: the frame name `\(name)` is reserved"), result.err)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: w.path("out/iphone-15-pro-light")))
    }

    /// Probe 4. Before: a journal entry whose folder is a symlink deleted the link's target and
    /// said "repaired"; without the link the same entry deleted a committed golden; the journal
    /// was not ignored by git. Now recovery refuses such a journal whole, naming the entry, and
    /// changes nothing.
    func testJournalRecoveryNeverActsOutsideWhatItCreated() throws {
        let scenario = try w.scenario("tiny", "open create\n")
        try fakeGoldens("Goldens")
        try FileManager.default.createDirectory(atPath: w.path("elsewhere"), withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: w.path("elsewhere/precious.png")))
        try FileManager.default.createSymbolicLink(atPath: w.path("Goldens/evil"), withDestinationPath: w.path("elsewhere"))
        let entries = ["evil/precious.png\tevil/.caret-harness-999999-abc.tmp\t-",
                       "iphone-15-pro-light/tiny/s000-001-open-create.png\tiphone-15-pro-light/tiny/.caret-harness-999999-abc.tmp\t-",
                       "iphone-15-pro-light/tiny/s000-001-open-create.png\tiphone-15-pro-light/tiny/.caret-harness-999999-abc.tmp\t-\t1:2\t-"]
        for entry in entries {
            let journal = w.path("Goldens/.caret-harness-journal")
            try Data("caret-harness journal 1\npid 999999\nfile \(entry)\n".utf8).write(to: URL(fileURLWithPath: journal))
            let before = w.snapshot(w.path("Goldens"))
            let result = try w.run(["record", "--missing", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"])
            XCTAssertEqual(result.code, 2, result.out + result.err)
            XCTAssertTrue(result.err.contains("Goldens/.caret-harness-journal: refused, nothing was changed: file "), result.err)
            XCTAssertFalse(result.out.contains("repaired"), result.out)
            var after = w.snapshot(w.path("Goldens"))
            after[".caret-harness.lock"] = before[".caret-harness.lock"]
            XCTAssertEqual(after, before, entry)
            XCTAssertEqual(FileManager.default.contents(atPath: w.path("elsewhere/precious.png")), Data("precious".utf8))
        }
        let ignore = try String(contentsOfFile: CLIProcess.repository + "/.gitignore", encoding: .utf8)
        let lines = Set(ignore.split(separator: "\n").map(String.init))
        XCTAssertTrue(lines.contains(".caret-harness-journal"), "the journal is ignored by git")
        XCTAssertTrue(lines.contains(".caret-harness-*.tmp"), "staged files are ignored by git")
    }

    /// Probe 10. Before: merge-reports read a part folder while a verify was still writing it
    /// (12 of 40 merges exited 0 on a half-written folder). Now a part whose lock is held is
    /// exit 2 naming the holder, and no merged folder is made.
    func testMergeReportsRefusesAPartAnotherCommandIsWriting() throws {
        try FileManager.default.createDirectory(atPath: w.path("part"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: w.path("part/report.json")))
        let fd = open(w.path("part/.caret-harness.lock"), O_RDWR | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        XCTAssertEqual(flock(fd, LOCK_EX | LOCK_NB), 0)
        let result = try w.run(["merge-reports", "part", "--out", "merged", "--goldens", "Goldens"])
        XCTAssertEqual(result.code, 2, result.out + result.err)
        XCTAssertTrue(result.err.contains("part: is locked by "), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: w.path("merged")))
    }
}
