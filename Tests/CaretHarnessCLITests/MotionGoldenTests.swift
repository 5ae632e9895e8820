import Foundation
import XCTest

/// Motion goldens (issue 14): `record --motion` writes the chosen event's in-between frames in
/// the same transaction as the frames; `verify --motion` compares each like any golden.
final class MotionGoldenTests: XCTestCase {
    /// Newlines in Instructions until one scrolls: the first animated newline is the chosen event
    /// (the fourth, frame 6, on the iPhone 15 Pro), and one more. Empty lines, and no more of
    /// them: a `--motion` run draws every animated event at 3x, and twelve typed lines and
    /// newlines made this class 81 s of the unit tests (about 25 s at 30 fps). At 10 fps
    /// the chosen event has three in-between frames (f01 to f03): more than one, as the tests need.
    private let body = "open create\ntap instructions\n" + String(repeating: "newline\n", count: 5)
    private let variant = ["--device", "iphone-15-pro", "--appearance", "light"]

    private func motionGoldens(_ ws: CLIWorkspace) -> [String] {
        ws.goldenFiles(ws.path("Goldens")).filter { $0.contains("/motion/") }.sorted()
    }

    func testRecordWritesMotionGoldensOnceAndVerifyChecksThem() throws {
        let ws = try CLIWorkspace()
        defer { ws.remove() }
        let scenario = try ws.scenario("tiny", body)
        let common = ["--motion", "10", "--scenario", scenario, "--goldens", ws.path("Goldens"), "--out", ws.path("out")] + variant
        // Plain record: no motion goldens.
        let plain = try ws.run(["record", "--all", "--scenario", scenario, "--goldens", ws.path("Goldens"), "--out", ws.path("out")] + variant)
        XCTAssertEqual(plain.code, 0, plain.out + plain.err)
        XCTAssertEqual(motionGoldens(ws), [])
        // Missing motion goldens: verify --motion fails and offers the record command.
        let missing = try ws.run(["verify"] + common)
        XCTAssertEqual(missing.code, 1, missing.out + missing.err)
        XCTAssertTrue(missing.out.contains("motion golden missing"), missing.out)
        XCTAssertTrue(missing.out.contains("record --motion 10 --missing"), missing.out)
        // Plain verify does not look at motion goldens.
        let plainVerify = try ws.run(["verify", "--scenario", scenario, "--goldens", ws.path("Goldens"), "--out", ws.path("out2")] + variant)
        XCTAssertEqual(plainVerify.code, 0, plainVerify.out + plainVerify.err)

        let first = try ws.run(["record", "--all"] + common)
        XCTAssertEqual(first.code, 0, first.out + first.err)
        let files = motionGoldens(ws)
        XCTAssertGreaterThan(files.count, 1, first.out)
        // f01 is one frame (1/10 s = 100 ms) after the event.
        XCTAssertTrue(files[0].hasSuffix("/f01-100ms.png"), "\(files)")
        let keys = try ws.manifestGoldens(ws.path("Goldens")).keys
        for file in files { XCTAssertTrue(keys.contains(file), "manifest lacks \(file)") }
        XCTAssertTrue(first.out.contains("/motion/"), first.out)
        let again = try ws.run(["record", "--all"] + common)
        XCTAssertEqual(again.code, 0, again.out + again.err)
        XCTAssertTrue(again.out.contains(": 0 written,"), again.out)

        let green = try ws.run(["verify"] + common)
        XCTAssertEqual(green.code, 0, green.out + green.err)
        XCTAssertTrue(green.out.contains("motion goldens: \(files.count) of \(files.count) in-between frames match"), green.out)
        // At another rate the goldens are missing, and the message names the rate they were
        // recorded at (10 fps: f03 is 3/10 s = 300 ms) and the verify that checks them. A higher
        // rate: at 5 fps the chosen newline's animation has no in-between frame, and the next
        // newline becomes the chosen event.
        let otherRate = try ws.run(["verify"] + common.map { $0 == "10" ? "20" : $0 })
        XCTAssertEqual(otherRate.code, 1, otherRate.out + otherRate.err)
        XCTAssertTrue(otherRate.out.contains("recorded at 10 fps, not 20 fps: check them with "), otherRate.out)
        XCTAssertTrue(otherRate.out.contains("verify --motion 10"), otherRate.out)

        // A changed motion golden: the at-rest first frame copied over f01.
        let atRest = try XCTUnwrap(ws.goldenFiles(ws.path("Goldens")).filter { !$0.contains("/motion/") }.sorted().first)
        let f01 = ws.path("Goldens/" + files[0])
        try FileManager.default.removeItem(atPath: f01)
        try FileManager.default.copyItem(atPath: ws.path("Goldens/" + atRest), toPath: f01)
        let changed = try ws.run(["verify"] + common)
        XCTAssertEqual(changed.code, 1, changed.out + changed.err)
        XCTAssertTrue(changed.out.contains("FAIL motion golden changed: "), changed.out)
        XCTAssertTrue(changed.out.contains(" f01 (100 ms)"), changed.out)
        XCTAssertTrue(changed.out.contains("record --motion 10 --failed"), changed.out)
    }

    /// `record --prune` keeps the motion goldens when the run makes none (no --motion); with
    /// --motion it removes those this run no longer makes, and a stale event's emptied folder.
    func testPruneKeepsMotionGoldensWithoutMotionAndRemovesStaleOnesWithIt() throws {
        let ws = try CLIWorkspace()
        defer { ws.remove() }
        let scenario = try ws.scenario("tiny", body)
        let plain = ["--scenario", scenario, "--goldens", ws.path("Goldens"), "--out", ws.path("out")] + variant
        let recorded = try ws.run(["record", "--all", "--motion", "10"] + plain)
        XCTAssertEqual(recorded.code, 0, recorded.out + recorded.err)
        let files = motionGoldens(ws)
        XCTAssertGreaterThan(files.count, 1)

        let kept = try ws.run(["record", "--all", "--prune"] + plain)
        XCTAssertEqual(kept.code, 0, kept.out + kept.err)
        XCTAssertTrue(kept.out.contains(", 0 removed;"), kept.out)
        XCTAssertEqual(motionGoldens(ws), files)
        let keys = try ws.manifestGoldens(ws.path("Goldens")).keys
        for file in files { XCTAssertTrue(keys.contains(file), "the manifest lost \(file)") }

        // A frame past the last one and an event that no longer exists.
        let eventFolder = (files[0] as NSString).deletingLastPathComponent
        let staleFrame = eventFolder + "/f99-999ms.png"
        let staleEvent = (eventFolder as NSString).deletingLastPathComponent + "/s099-001-newline"
        try FileManager.default.createDirectory(atPath: ws.path("Goldens/" + staleEvent), withIntermediateDirectories: true)
        for stale in [staleFrame, staleEvent + "/f01-100ms.png"] {
            try FileManager.default.copyItem(atPath: ws.path("Goldens/" + files[0]), toPath: ws.path("Goldens/" + stale))
        }
        let untouched = try ws.run(["record", "--all", "--prune"] + plain)
        XCTAssertEqual(untouched.code, 0, untouched.out + untouched.err)
        XCTAssertEqual(motionGoldens(ws).count, files.count + 2)

        let pruned = try ws.run(["record", "--all", "--prune", "--motion", "10"] + plain)
        XCTAssertEqual(pruned.code, 0, pruned.out + pruned.err)
        XCTAssertTrue(pruned.out.contains(", 2 removed;"), pruned.out)
        XCTAssertTrue(pruned.out.contains("removed \(ws.path("Goldens/" + staleFrame))"), pruned.out)
        XCTAssertEqual(motionGoldens(ws), files)
        XCTAssertFalse(FileManager.default.fileExists(atPath: ws.path("Goldens/" + staleEvent)), "the stale event's folder stayed")
        let verified = try ws.run(["verify", "--motion", "10"] + plain)
        XCTAssertEqual(verified.code, 0, verified.out + verified.err)
    }
}
