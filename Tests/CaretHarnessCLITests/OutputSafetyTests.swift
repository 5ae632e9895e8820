import Foundation
import HarnessCore
import HarnessPixels
import XCTest

/// Issue 15, outputs: no command writes into, around or over what the user has.
final class OutputSafetyTests: XCTestCase {
    private var w: CLIWorkspace!

    override func setUpWithError() throws { w = try CLIWorkspace() }
    override func tearDown() { w.remove() }

    private func recordTiny() throws -> String {
        let scenario = try w.scenario("tiny")
        let record = try w.run(["record", "--missing", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(record.code, 0, record.err)
        return scenario
    }

    /// Before: `verify --out Goldens` rewrote goldens and wrote reports into Goldens/.
    func testNoCommandWritesIntoAroundOrInsideTheGoldensFolder() throws {
        let scenario = try recordTiny()
        let before = w.snapshot(w.path("Goldens"))
        XCTAssertEqual(before.keys.filter { $0.hasSuffix(".png") }.count, 2)
        let cases: [([String], String)] = [
            (["verify", "--out", "Goldens"], "Goldens: is the same folder as Goldens"),
            (["run", "--out", "Goldens"], "Goldens: is the same folder as Goldens"),
            (["record", "--all", "--out", "Goldens/iphone-15-pro-light"], "Goldens/iphone-15-pro-light: is inside Goldens"),
            (["verify", "--out", "."], ".: contains Goldens"),
            (["run", "--out", "./Goldens/../Goldens/"], "./Goldens/../Goldens/: is the same folder as Goldens"),
        ]
        for (words, message) in cases {
            // run has no --goldens: the default Goldens/ (here, the workspace's) is protected.
            let result = try w.run(words + ["--scenario", scenario] + (words[0] == "run" ? [] : ["--goldens", "Goldens"]))
            XCTAssertEqual(result.code, 2, "\(words): \(result.out)")
            XCTAssertTrue(result.err.contains(message), "\(words): \(result.err)")
        }
        let other = try w.run(["verify", "--scenario", scenario, "--goldens", "X", "--out", "X"])
        XCTAssertEqual(other.code, 2)
        XCTAssertTrue(other.err.contains("X: is the same folder as X"), other.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: w.path("X")))
        XCTAssertEqual(w.snapshot(w.path("Goldens")), before, "nothing under Goldens/ changed")
    }

    func testAnOutFolderHoldingAScenarioIsRefused() throws {
        try FileManager.default.createDirectory(atPath: w.path("pics"), withIntermediateDirectories: true)
        let scenario = try w.scenario("tiny", file: "pics/tiny")
        let result = try w.run(["run", "--scenario", scenario, "--out", "pics"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("pics: contains the input file \(scenario)"), result.err)
    }

    /// Before: `diff a b --out /dev/null` replaced the device, `--out a.png` overwrote an input.
    func testDiffOutputIsARegularFileAndNeverAnInput() throws {
        var image = RGBAImage(width: 4, height: 3, fill: (255, 255, 255, 255))
        try PNGFile.write(image, to: w.path("a.png"), compression: .fast)
        image.setPixel(x: 1, y: 1, (0, 0, 0, 255))
        try PNGFile.write(image, to: w.path("b.png"), compression: .fast)
        let a = FileManager.default.contents(atPath: w.path("a.png"))
        let device = try w.run(["diff", "a.png", "b.png", "--out", "/dev/null"])
        XCTAssertEqual(device.code, 2)
        XCTAssertTrue(device.err.contains("/dev/null: is a character device, not a regular file"), device.err)
        var info = stat()
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")
        for out in ["a.png", "./a.png", w.path("a.png")] {
            let input = try w.run(["diff", "a.png", "b.png", "--out", out])
            XCTAssertEqual(input.code, 2, out)
            XCTAssertTrue(input.err.contains("\(out): is the input a.png of this run"), input.err)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: w.path("a.png")), a)
        XCTAssertEqual(try w.run(["diff", "a.png", "b.png", "--out", "d.png"]).code, 1)
        XCTAssertNotNil(try? PNGFile.read(path: w.path("d.png")))
    }

    /// Before: `run` deleted every `*.png` in the scenario's out folder, the user's too.
    func testRunRemovesOnlyTheFilesItWroteBefore() throws {
        let scenario = try w.scenario("tiny", "open create\ntap title\ntype \"M\"\n")
        let folder = w.path("out/iphone-15-pro-light/tiny")
        try FileManager.default.createDirectory(atPath: folder + "/diffs", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/keep.png"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/diffs/keep.diff.png"))
        XCTAssertEqual(try w.run(["run", "--scenario", scenario, "--out", "out"]).code, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/s000-003-type-m.png"))
        // One frame fewer: the old 03 goes (it was this tool's), the user's files stay.
        try w.scenario("tiny")
        XCTAssertEqual(try w.run(["run", "--scenario", scenario, "--out", "out"]).code, 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(names, [".caret-harness-artefacts", "diffs", "frames.json", "keep.png", "motion.data.js", "motion.html", "motion.json", "s000-001-open-create.png", "s000-002-tap-title.png"])
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/keep.png"), Data("mine".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/diffs/keep.diff.png"), Data("mine".utf8))
    }

    /// Before: `run` wrote no report.html and left an earlier verify's reports in the folder.
    func testRunWritesItsReportAndRemovesAStaleVerifyReport() throws {
        let scenario = try w.scenario("tiny", "open create\ntap title\n")
        try FileManager.default.createDirectory(atPath: w.path("out"), withIntermediateDirectories: true)
        for stale in ["report.html", "report.json", "junit.xml"] {
            try Data("an earlier verify's".utf8).write(to: URL(fileURLWithPath: w.path("out/" + stale)))
        }
        XCTAssertEqual(try w.run(["run", "--scenario", scenario, "--out", "out"]).code, 0)
        let html = try String(contentsOfFile: w.path("out/report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains(#"<script src="report.data.js"></script>"#))
        let data = try String(contentsOfFile: w.path("out/report.data.js"), encoding: .utf8)
        XCTAssertTrue(data.contains(#""command":"run""#) && data.contains(#""name":"s000-002-tap-title""#), String(data.prefix(200)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: w.path("out/report.json")), "a verify's report.json describes another run")
        XCTAssertFalse(FileManager.default.fileExists(atPath: w.path("out/junit.xml")))
    }

    /// Before: a killed run's temporary files stayed in out/ forever (and had another pattern).
    func testAKilledRunsTemporariesGoAtTheNextStartAndNothingElse() throws {
        let scenario = try w.scenario("tiny")
        let folder = w.path("out/iphone-15-pro-light/tiny")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // pid 2^22 + 1 is above Linux's pid_max default of 4,194,304, so no process has it.
        let stale = folder + "/.caret-harness-4194305-abc123.tmp"
        let user = folder + "/.notes.tmp"
        try Data("x".utf8).write(to: URL(fileURLWithPath: stale))
        try Data("x".utf8).write(to: URL(fileURLWithPath: user))
        XCTAssertEqual(try w.run(["run", "--scenario", scenario, "--out", "out"]).code, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertTrue(FileManager.default.fileExists(atPath: user))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(left, [".notes.tmp"], "no temporary of this run is left either")
    }

    /// A lock held by another process (flock from util-linux) on the out folder: verify is
    /// refused at once, naming the folder, and writes nothing there.
    func testAnOutFolderLockedByAnotherProcessIsRefused() throws {
        let scenario = try recordTiny()
        try FileManager.default.createDirectory(atPath: w.path("busy"), withIntermediateDirectories: true)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        // The holder keeps the lock until its standard input closes (the defer, or this process ending).
        holder.arguments = [w.path("busy/.caret-harness.lock"), "-c", "echo locked; cat > /dev/null"]
        let pipe = Pipe(), input = Pipe()
        holder.standardOutput = pipe
        holder.standardInput = input
        try holder.run()
        defer { try? input.fileHandleForWriting.close(); holder.waitUntilExit() }
        XCTAssertEqual(pipe.fileHandleForReading.availableData.prefix(6), Data("locked".utf8))
        let verify = try w.run(["verify", "--scenario", scenario, "--goldens", "Goldens", "--out", "busy"])
        XCTAssertEqual(verify.code, 2)
        XCTAssertTrue(verify.err.contains("busy: is locked by another process"), verify.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: w.path("busy")), [".caret-harness.lock"])
    }

    /// Before: "NSCocoaErrorDomain error 512" could reach the user.
    func testFolderErrorsShowNoFoundationDomain() throws {
        let scenario = try w.scenario("tiny")
        try Data("x".utf8).write(to: URL(fileURLWithPath: w.path("file")))
        let result = try w.run(["run", "--scenario", scenario, "--out", "file/out"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("file/out: cannot create the folder (file is a file in the way)"), result.err)
        XCTAssertFalse(result.err.contains("Domain"), result.err)
    }

    /// Before: `sweep --out Goldens` wrote sweep.json and sweep.html into the goldens folder.
    func testSweepNeverWritesIntoGoldens() throws {
        let scenario = try w.scenario("tiny")
        try FileManager.default.createDirectory(atPath: w.path("Goldens"), withIntermediateDirectories: true)
        let result = try w.run(["sweep", "--scenario", scenario, "--out", "Goldens", "--device", "iphone-se-3",
                                "--text-size", "17", "--keyboard", "software", "--orientation", "portrait"])
        XCTAssertEqual(result.code, 2, result.err)
        XCTAssertTrue(result.err.contains("Goldens: is the same folder as Goldens"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: w.path("Goldens/sweep.json")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: w.path("Goldens/sweep.html")))
    }

    /// Before: `...scenario` without a `scenario` line took the name `..`, and record wrote
    /// `Goldens/01-open-create.png` beside the variant folders.
    func testANameThatCannotBeAFolderIsRefused() throws {
        let path = w.path("...scenario")
        try "open create\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try w.run(["record", "--scenario", path, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("\(path):1:1: the file name gives the scenario name `..`, which is only dots"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: w.path("Goldens/01-open-create.png")))
        XCTAssertEqual(w.goldenFiles(w.path("Goldens")), [])
    }
}
