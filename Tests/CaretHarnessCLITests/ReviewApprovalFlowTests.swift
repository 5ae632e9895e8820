import Foundation
import XCTest

/// A review from start to end, with the requests the review page's script sends (its Origin, the
/// session token in `X-Review-Token`): two goldens of a three-frame scenario swapped for frame 1's
/// pixels, verify fails on both; approving one writes that golden alone, the bytes record wrote;
/// Stop ends the server; verify then fails on the other alone; a second review approves
/// everything that changed and verify passes. The page's buttons themselves are clicked in
/// Chromium by scripts/check-browser.
final class ReviewApprovalFlowTests: XCTestCase {
    func testApprovingOneFrameThenEverythingMakesVerifyPass() throws {
        let a = try ApprovalWorkspace(body: "open create\ntap title\ntype \"Hi\"\n")
        defer { a.remove() }
        let record = try a.run(["record", "--missing", "--scenario", a.scenario, "--goldens", "Goldens", "--out", "rec"])
        XCTAssertEqual(record.code, 0, record.out + record.err)
        let recorded = a.goldens()
        let frames = recorded.keys.filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(frames.count, 3, "\(frames)")
        let (first, approved, other) = (frames[0], frames[1], frames[2])
        for frame in [approved, other] {
            try recorded[first]!.write(to: URL(fileURLWithPath: a.w.path("Goldens/" + frame)))
        }
        XCTAssertEqual(try verifyFailures(a), [id(other), id(approved)].sorted())

        let before = a.goldens()
        try review(a) { review in
            // Nothing outside the out folder is served, however the path is spelled.
            for path in ["/out/../Goldens/manifest.json", "/out/%2e%2e/Goldens/manifest.json", "/out/..%2fGoldens/manifest.json"] {
                let status = try RawHTTP.request(port: review.port, "GET", path).status
                XCTAssertTrue([400, 404].contains(status), "\(path): \(status)")
            }
            let answer = try post(review, "frame=" + id(approved))
            XCTAssertEqual(answer.status, 200)
            XCTAssertTrue(answer.body.hasPrefix("approved 1 frame: 1 golden written"), answer.body)
        }
        let after = a.goldens()
        XCTAssertEqual(Set(after.keys), Set(before.keys))
        XCTAssertEqual(after.keys.filter { after[$0] != before[$0] }, [approved], "approving one frame changed other files")
        XCTAssertEqual(after[approved], recorded[approved], "the approved golden is not the bytes record writes")
        XCTAssertEqual(try verifyFailures(a), [id(other)])

        try review(a) { review in
            let answer = try post(review, "all=1")
            XCTAssertTrue(answer.body.hasPrefix("approved 1 frame"), answer.body)
        }
        XCTAssertEqual(a.goldens()[other], recorded[other])
        XCTAssertEqual(try verifyFailures(a), [])
    }

    /// The frame's id as review names it: the golden's path without `.png`.
    private func id(_ golden: String) -> String { String(golden.dropLast(".png".count)) }

    /// verify into out/; the ids of its failing frames, from report.json (exit 1 when any, else 0).
    private func verifyFailures(_ a: ApprovalWorkspace) throws -> [String] {
        let verify = try a.run(["verify", "--scenario", a.scenario, "--goldens", "Goldens", "--out", "out"])
        let data = try Data(contentsOf: URL(fileURLWithPath: a.w.path("out/report.json")))
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        var failing: [String] = []
        for scenario in report["scenarios"] as? [[String: Any]] ?? [] {
            for frame in scenario["frames"] as? [[String: Any]] ?? [] where frame["verdict"] as? String == "fail" {
                let name = (frame["frame"] as? [String: Any])?["name"] as? String ?? "?"
                failing.append("\(scenario["variant"] ?? "?")/\(scenario["scenario"] ?? "?")/\(name)")
            }
        }
        XCTAssertEqual(verify.code, failing.isEmpty ? 0 : 1, verify.out + verify.err)
        return failing.sorted()
    }

    /// `review out` while `body` runs, then the page's Stop: the server answers and exits 0.
    private func review(_ a: ApprovalWorkspace, _ body: (ReviewProcess) throws -> Void) throws {
        let review = try ReviewProcess(a)
        try body(review)
        let stop = try post(review, "", path: "/stop")
        XCTAssertEqual(stop.status, 200, stop.body)
        XCTAssertTrue(review.waitForExit(seconds: 30), "Stop did not end the review")
        let end = review.stop()
        XCTAssertEqual(end.code, 0, end.out + end.err)
        XCTAssertTrue(end.out.contains("review: stopped (stopped from the page)"), end.out)
    }

    /// A POST as the review page's script sends it.
    private func post(_ review: ReviewProcess, _ body: String, path: String = "/approve") throws
        -> (status: Int, headers: [String: String], body: String) {
        try RawHTTP.request(port: review.port, "POST", path,
                            headers: ["Origin": "http://127.0.0.1:\(review.port)", "X-Review-Token": try review.token()], body: body)
    }
}
