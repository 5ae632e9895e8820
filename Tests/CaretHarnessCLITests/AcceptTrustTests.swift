import Foundation
import HarnessCore
import HarnessFiles
import HarnessPixels
import XCTest

/// Issue 42, findings 1 to 4 and 9: `accept` trusts nothing in the out folder it did not compute.
/// Each test edits only files inside out/ (report.json, a frame's PNG) as an attacker would, and
/// checks the goldens folder is byte-identical after every refused attempt.
final class AcceptTrustTests: XCTestCase {
    private var a: ApprovalWorkspace!

    override func setUpWithError() throws { a = try ApprovalWorkspace() }
    override func tearDown() { a.remove() }

    private func accept(_ extra: [String] = []) throws -> (code: Int32, out: String, err: String) {
        try a.run(["accept", "out"] + extra)
    }

    /// Finding 1. Before: accept wrote into report.json's `goldensDirectory` (a folder made from
    /// nothing, Scenarios/, the out folder) and any `--goldens` (`.`). Now the goldens folder is
    /// the project's Goldens/ or a `--goldens` that already is a goldens folder.
    func testTheGoldensFolderIsNeverReportJSONs() throws {
        try a.recordSwapAndVerify()
        try FileManager.default.createDirectory(atPath: a.w.path("Scenarios"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: a.w.path("empty"), withIntermediateDirectories: true)
        let before = a.goldens()
        func sideFolders() -> [String: [String: Data]] {
            Dictionary(uniqueKeysWithValues: ["made-from-nothing", "Scenarios", "empty"].map { ($0, a.w.snapshot(a.w.path($0))) })
        }
        let sides = sideFolders()
        // Refused --goldens values, each named, exit 2, nothing written anywhere.
        for goldens in [".", "empty", "made-from-nothing", "out", "Scenarios", "Goldens/iphone-15-pro-light"] {
            let result = try accept(["--goldens", goldens])
            XCTAssertEqual(result.code, 2, "--goldens \(goldens): \(result.out) \(result.err)")
            XCTAssertTrue(result.out.contains("--goldens \(goldens):"), "--goldens \(goldens): \(result.out)")
            XCTAssertEqual(a.goldens(), before, "--goldens \(goldens)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: a.w.path("made-from-nothing")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: a.w.path("manifest.json")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: a.w.path("out/manifest.json")))
        // report.json's goldensDirectory is not read: each approval goes to the project's Goldens/.
        for other in ["made-from-nothing", "Scenarios", "out", "."] {
            try a.swapFrame2AndVerify()
            let round = a.goldens()
            try a.editReport { $0["goldensDirectory"] = other }
            let result = try accept()
            XCTAssertEqual(result.code, 0, "\(other): \(result.out) \(result.err)")
            XCTAssertEqual(sideFolders(), sides, other)
            XCTAssertFalse(FileManager.default.fileExists(atPath: a.w.path("made-from-nothing")))
            XCTAssertFalse(FileManager.default.fileExists(atPath: a.w.path("Scenarios/manifest.json")))
            XCTAssertFalse(FileManager.default.fileExists(atPath: a.w.path("out/manifest.json")))
            XCTAssertFalse(FileManager.default.fileExists(atPath: a.w.path("manifest.json")))
            let after = a.goldens()
            XCTAssertEqual(Set(after.keys).union(round.keys).filter { after[$0] != round[$0] },
                           ["iphone-15-pro-light/tiny/\(ApprovalWorkspace.frame2).png"], other)
        }
    }

    /// Finding 2. Before: a frame's `png` edited in report.json named the file written (the
    /// strategy strip, another frame's golden, manifest.json, a journal). Now the path comes from
    /// the scenario and the model's frame names; report.json's `png` is ignored and a name the
    /// model does not make is refused with the nearest name.
    func testGoldenPathsComeFromTheScenarioNotReportJSON() throws {
        try a.recordSwapAndVerify()
        let before = a.goldens()
        for name in ["manifest", "../../manifest", "strategies", ".caret-harness-journal", "s000-002-tap-titl"] {
            try a.verify(expect: 1)
            try a.editFrames(named: ApprovalWorkspace.frame2) { frame in
                var inner = frame["frame"] as? [String: Any] ?? [:]
                inner["name"] = name
                inner["png"] = name + ".png"
                frame["frame"] = inner
            }
            let result = try accept(["--frame", name])
            XCTAssertEqual(result.code, 2, "\(name): \(result.out) \(result.err)")
            XCTAssertTrue(result.out.contains("no frame `iphone-15-pro-light/tiny/\(name)`"), result.out)
            XCTAssertEqual(a.goldens(), before, name)
        }
        // The frame's `png` pointed at other files: ignored; only frame 2's own golden is written.
        for png in ["../strategies.png", "../../manifest.json", "s000-001-open-create.png", "../../.caret-harness-journal",
                    "motion/e/f01-0016ms.png"] {
            try a.swapFrame2AndVerify()
            try a.editFrames(named: ApprovalWorkspace.frame2) { frame in
                var inner = frame["frame"] as? [String: Any] ?? [:]
                inner["png"] = png
                frame["frame"] = inner
                frame["actualImage"] = "iphone-15-pro-light/tiny/" + png
            }
            let snapshot = a.goldens()
            let result = try accept(["--frame", ApprovalWorkspace.frame2])
            XCTAssertEqual(result.code, 0, "\(png): \(result.out) \(result.err)")
            let after = a.goldens()
            let changed = Set(after.keys).union(snapshot.keys).filter { after[$0] != snapshot[$0] }
            XCTAssertTrue(changed.isSubset(of: ["iphone-15-pro-light/tiny/\(ApprovalWorkspace.frame2).png", "manifest.json"]),
                          "\(png): \(changed)")
            XCTAssertEqual(Set(after.keys), Set(before.keys), "\(png): no file added or removed")
        }
    }

    /// Finding 3. Before: with report.json edited to say "pass", a frame whose `expect caret-gap
    /// >= 500` fails was approved (exit 0), and a 1x1 PNG became a 1179x2556 frame's golden. Now
    /// the expectations are judged again by the model and the PNG is checked (size, pixels).
    func testAFailingFrameIsRefusedEvenWhenReportJSONSaysPass() throws {
        a.remove()
        a = try ApprovalWorkspace(body: "open create\ntap title\nexpect caret-gap >= 500\n")
        try FileManager.default.createDirectory(atPath: a.w.path("Goldens"), withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"goldens\": {}, \"fingerprints\": {}}\n".utf8).write(to: URL(fileURLWithPath: a.w.path("Goldens/manifest.json")))
        try a.verify(expect: 1)
        let before = a.goldens()
        let honest = try accept()
        XCTAssertEqual(honest.code, 1, honest.out + honest.err)
        // Every expectation and verdict edited to pass.
        try a.editFrames { frame in
            var inner = frame["frame"] as? [String: Any] ?? [:]
            inner["verdict"] = "pass"
            inner["expectations"] = (inner["expectations"] as? [[String: Any]] ?? []).map { e in
                var e = e
                e["passed"] = true
                return e
            }
            frame["frame"] = inner
            frame["failure"] = nil
        }
        let lying = try accept()
        XCTAssertEqual(lying.code, 1, lying.out + lying.err)
        XCTAssertTrue(lying.out.contains("\(ApprovalWorkspace.frame2): expect caret-gap"), lying.out)
        XCTAssertEqual(a.goldens(), before)
        // A 1x1 PNG in place of frame 1 (its hash put in report.json too): refused, naming the size.
        let tiny = try PNGCodec.encode(RGBAImage(width: 1, height: 1, fill: (255, 255, 255, 255)), compression: .fast)
        try Data(tiny).write(to: URL(fileURLWithPath: a.outFrame(ApprovalWorkspace.frame1)))
        try a.editFrames(named: ApprovalWorkspace.frame1) { $0["actualSHA256"] = SHA256.hex(of: tiny) }
        let small = try accept(["--frame", ApprovalWorkspace.frame1])
        XCTAssertEqual(small.code, 2, small.out + small.err)
        XCTAssertTrue(small.out.contains("is 1x1 pixels, not 1179x2556"), small.out)
        XCTAssertEqual(a.goldens(), before)
    }

    /// Finding 4. Before: approving a frame wrote whatever PNG was in the out folder then, and a
    /// frame that matched its golden could be "approved" over it. Now the PNG must hash to what
    /// verify recorded, only changed or missing frames are approved, and the out folder is locked
    /// while accept reads it.
    func testTheFrameApprovedIsTheFrameVerifyCompared() throws {
        try a.recordSwapAndVerify()
        let before = a.goldens()
        // verify recorded each compared frame's SHA-256.
        let report = try String(contentsOfFile: a.w.path("out/report.json"), encoding: .utf8)
        let frame2 = try Data(contentsOf: URL(fileURLWithPath: a.outFrame(ApprovalWorkspace.frame2)))
        XCTAssertTrue(report.contains(SHA256.hex(of: frame2)), "report.json records the frame's SHA-256")
        // Another valid frame of the right size (frame 1's pixels) put in frame 2's place.
        try FileManager.default.removeItem(atPath: a.outFrame(ApprovalWorkspace.frame2))
        try FileManager.default.copyItem(atPath: a.outFrame(ApprovalWorkspace.frame1), toPath: a.outFrame(ApprovalWorkspace.frame2))
        let swapped = try accept()
        XCTAssertEqual(swapped.code, 2, swapped.out + swapped.err)
        XCTAssertTrue(swapped.out.contains("\(ApprovalWorkspace.frame2).png is not the frame verify compared"), swapped.out)
        XCTAssertEqual(a.goldens(), before)
        // A frame that matched its golden (report.json edited to say changed, or named): refused.
        try a.verify(expect: 1)
        let matched = try accept(["--frame", ApprovalWorkspace.frame1])
        XCTAssertEqual(matched.code, 2, matched.out + matched.err)
        XCTAssertTrue(matched.out.contains("matched its golden in the run"), matched.out)
        XCTAssertEqual(a.goldens(), before)
        // The hash removed from report.json: refused, not trusted.
        try a.editFrames { $0["actualSHA256"] = nil }
        let unhashed = try accept()
        XCTAssertEqual(unhashed.code, 2, unhashed.out + unhashed.err)
        XCTAssertTrue(unhashed.out.contains("records no SHA-256"), unhashed.out)
        XCTAssertEqual(a.goldens(), before)
    }

    /// Finding 4, the lock: while review serves out/, a verify into it is refused (and nothing
    /// it would write appears); once review ends, verify runs.
    func testReviewHoldsTheOutFolderLock() throws {
        try a.recordSwapAndVerify()
        let report = try Data(contentsOf: URL(fileURLWithPath: a.w.path("out/report.json")))
        let review = try ReviewProcess(a)
        let verify = try a.run(["verify", "--scenario", a.scenario, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(verify.code, 2, verify.out + verify.err)
        XCTAssertTrue(verify.err.contains("locked by"), verify.err)
        XCTAssertTrue(verify.err.contains("caret-harness review"), verify.err)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a.w.path("out/report.json"))), report)
        _ = review.stop()
        try a.verify(expect: 1)
    }

    /// Finding 9: names from the out folder reach the terminal escaped and cut.
    func testNamesFromTheOutFolderArePrintedEscapedAndCut() throws {
        try a.recordSwapAndVerify()
        let long = String(repeating: "x", count: 60_000)
        for name in ["evil\r\n\u{1B}[2Jaccept: 99 frames approved", long] {
            let result = try accept(["--frame", name])
            XCTAssertEqual(result.code, 2, result.out + result.err)
            XCTAssertFalse(result.out.contains("\u{1B}"), result.out)
            XCTAssertFalse(result.out.contains("\r"), result.out)
            XCTAssertLessThan(result.out.count, 2_000)
            if name != long { XCTAssertTrue(result.out.contains("evil\\r\\n\\u{1B}[2J"), result.out) }
        }
    }
}
