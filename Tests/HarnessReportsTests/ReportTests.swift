import Foundation
import HarnessGoldens
import HarnessReports
import HarnessRun
import HarnessTestSupport
import XCTest

/// report.html from a real verify run: every image it shows is on disk, the numbers are the
/// model's and the pixels', and the same report gives the same bytes.
final class ReportTests: XCTestCase {
    private var root: String!

    override func setUpWithError() throws {
        root = try TestPaths.temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The smoke test against a copy of the goldens with frame 6's golden swapped for frame 5's
    /// (so it diverges: expected, diff and strip images) and frame 7's removed (a missing golden).
    private func verifyWithBrokenGoldens() async throws -> (report: VerificationReport, out: String, html: String) {
        let goldens = root + "/Goldens", out = root + "/out"
        try FileManager.default.copyItem(atPath: TestPaths.goldens, toPath: goldens)
        let frames = goldens + "/iphone-15-pro-light/smoke-test/"
        try FileManager.default.removeItem(atPath: frames + "s004-002-type-rewrite-the-message-in-a.png")
        try FileManager.default.copyItem(atPath: frames + "s004-001-tap-instructions.png",
                                         toPath: frames + "s004-002-type-rewrite-the-message-in-a.png")
        try FileManager.default.removeItem(atPath: frames + "s004-003-newline.png")
        let options = try HarnessOptions(scenarios: [TestPaths.smokeScenario], device: nil, appearance: nil,
                                         out: out, goldens: goldens)
        let report = try await Verification(options: options).run(progress: { _ in }).report
        try ReportWriters.writeAll(report, outDirectory: out, environment: [:])
        let html = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        return (report, out, html)
    }

    /// One verify run (they take seconds) checked three ways.
    func testReportOfAVerifyRunWithABrokenAndAMissingGolden() async throws {
        let (report, out, html) = try await verifyWithBrokenGoldens()
        XCTAssertEqual(report.summary.frames, 24)
        XCTAssertEqual(report.summary.missingGoldens, 1)
        let page = try pageData(out)
        checkEveryImageExists(report, out: out, page: page)
        try checkVerdictsAndTones(report, page: page)
        // The page is static: the same bytes for any report; it loads its data beside it.
        XCTAssertEqual(HTMLReportWriter().html(), html)
        XCTAssertTrue(html.contains(#"<script src="report.data.js"></script>"#))
        let data = try String(contentsOfFile: out + "/report.data.js", encoding: .utf8)
        XCTAssertEqual(String(decoding: try HTMLReportWriter().data(report), as: UTF8.self),
                       String(data.dropFirst("window.CARET_DATA = ".count).dropLast(2)), "the same report gives the same bytes")
    }

    private func checkEveryImageExists(_ report: VerificationReport, out: String, page: [String: Any],
                                       file: StaticString = #filePath, line: UInt = #line) {
        let frames = (page["scenarios"] as? [[String: Any]] ?? []).flatMap { $0["frames"] as? [[String: Any]] ?? [] }
        XCTAssertEqual(frames.count, 24, file: file, line: line)
        let images = frames.flatMap { f in ["actualImage", "expectedImage", "diffImage", "stripImage"].compactMap { f[$0] as? String } }
        XCTAssertGreaterThanOrEqual(images.count, 24 + 3, "an actual a frame, and the broken frame's expected, diff and strip", file: file, line: line)
        for image in Set(images) {
            XCTAssertFalse(image.hasPrefix("/") || image.contains(":"), "\(image) is not relative to the out folder", file: file, line: line)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/" + image), "\(image) is not in the out folder", file: file, line: line)
        }
        XCTAssertEqual(report.scenarios.first?.firstDivergingFrame, "s004-002-type-rewrite-the-message-in-a", file: file, line: line)
    }

    /// The swapped golden and the removed one fail, whatever the frame's own verdict says; each
    /// gap's tone follows the design's 24 pt bottom inset (hand-checked on two frames).
    private func checkVerdictsAndTones(_ report: VerificationReport, page: [String: Any],
                                       file: StaticString = #filePath, line: UInt = #line) throws {
        let scenario = try XCTUnwrap((page["scenarios"] as? [[String: Any]])?.first, file: file, line: line)
        let frames = try XCTUnwrap(scenario["frames"] as? [[String: Any]], file: file, line: line)
        func entry(_ name: String) -> [String: Any]? {
            frames.first { (($0["frame"] as? [String: Any])?["name"] as? String) == name }
        }
        for name in ["s004-002-type-rewrite-the-message-in-a", "s004-003-newline"] {
            let e = try XCTUnwrap(entry(name), name, file: file, line: line)
            XCTAssertEqual(e["verdict"] as? String, "fail", name, file: file, line: line)
            XCTAssertEqual((e["frame"] as? [String: Any])?["verdict"] as? String, "pass", "\(name): its expectations held", file: file, line: line)
        }
        // Frame 6's caret is 65.14 pt above the button (frames.json): at least 24, so ok.
        let six = try XCTUnwrap(entry("s004-002-type-rewrite-the-message-in-a"), file: file, line: line)
        XCTAssertEqual(six["gapTone"] as? String, "ok", file: file, line: line)
        // Frame 1 ("open create") has no caret: no tone.
        XCTAssertNil(try XCTUnwrap(entry("s001-001-open-create"), file: file, line: line)["gapTone"] as? String, file: file, line: line)
        XCTAssertEqual(frames.filter { $0["verdict"] as? String == "fail" }.count, report.summary.failed, file: file, line: line)
    }

    /// A frame whose own checks pass but whose golden moved: report.json's `verdict` says fail.
    func testReportJSONCarriesTheFinalVerdict() throws {
        let report = try handMadeReport(eventDescription: "type", stepText: "step", failure: "moved", actualImage: "x.png",
                                        frameVerdict: "pass", expectationPassed: true)
        let data = try JSONEncoder().encode(report)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let frame = try XCTUnwrap(((root["scenarios"] as? [[String: Any]])?.first?["frames"] as? [[String: Any]])?.first)
        XCTAssertEqual(frame["verdict"] as? String, "fail", "the golden changed: the final verdict is its failure")
        XCTAssertEqual((frame["frame"] as? [String: Any])?["verdict"] as? String, "pass", "the frame's own checks held")
        XCTAssertEqual(try JSONDecoder().decode(VerificationReport.self, from: data), report, "report.json reads back (merge-reports)")
    }

    func testDataIsEscapedAndThePageHoldsNone() throws {
        let hostile = "type \"<script>alert(1)</script>\""
        let report = try handMadeReport(eventDescription: hostile, stepText: "Tom & Jerry's <b>step</b>",
                                        failure: "expected <img src=x onerror=alert(2)>", actualImage: "odd dir/01 #1.png")
        let data = String(decoding: try HTMLReportWriter().data(report), as: UTF8.self)
        // JSON keeps the text as text; "/" escaped, so not even "</script>" appears in the file.
        XCTAssertFalse(data.contains("</"), data)
        XCTAssertTrue(data.contains(#"Tom & Jerry's <b>step<\/b>"#), data)
        XCTAssertFalse(HTMLReportWriter().html().contains("Jerry"), "the page holds no data")
        // The escaping the Swift writers share (junit.xml, the job summary): all five, ' as &#39;.
        XCTAssertEqual(HTML.escape("Tom & Jerry's <b>\"x\"</b>"), "Tom &amp; Jerry&#39;s &lt;b&gt;&quot;x&quot;&lt;/b&gt;")
        XCTAssertEqual(HTML.url("odd dir/01 #1.png"), "odd%20dir/01%20%231.png")
    }

    /// junit.xml per junit-10.xsd: the attributes worked out by hand from the one-frame report
    /// (1 test, 1 failure; its expectation at line 4 failed and its pixels changed at the event's line 3).
    func testJUnitAttributesAndTheFailureCauseInOneLine() throws {
        var report = try handMadeReport(eventDescription: "type", stepText: "step", failure: "frame 01 <moved>\u{07}\nsecond line",
                                        actualImage: "x.png")
        var xml = JUnitReportWriter().xml(report)
        XCTAssertTrue(xml.contains(#"<testsuites name="caret-harness" tests="1" failures="1" errors="0" time="0.000">"#), xml)
        XCTAssertTrue(xml.contains(#"<testsuite name="iphone-15-pro-light.&lt;b&gt;odd&lt;/b&gt;" tests="1" failures="1" errors="0" skipped="0" time="0.000" file="Scenarios/odd.scenario">"#), xml)
        let message = "expect caret-gap 24: &lt;/td&gt;&lt;td&gt;broken (Scenarios/odd.scenario:4); "
            + "pixels differ from the golden beyond the budget (Scenarios/odd.scenario:3)"
        XCTAssertTrue(xml.contains(#"<failure type="expectation" message="\#(message)">frame 01 &lt;moved&gt;?"#), xml)
        XCTAssertTrue(xml.contains("second line</failure>"), xml)
        // With the scenario's timing: 2.5 s from 10:00:00 UTC.
        report.scenarios[0].seconds = 2.5
        report.scenarios[0].startedAt = "2026-12-01T10:00:00Z"
        xml = JUnitReportWriter().xml(report)
        XCTAssertTrue(xml.contains(#"time="2.500">"#), xml)
        XCTAssertTrue(xml.contains(#"skipped="0" time="2.500" timestamp="2026-12-01T10:00:00Z" file="Scenarios/odd.scenario">"#), xml)
    }

    /// The job summary: counts, the cause and the failing frame's expected | actual cells.
    func testJobSummaryMarkdown() throws {
        var report = try handMadeReport(eventDescription: "type", stepText: "step", failure: "moved", actualImage: "v/odd/x.png",
                                        frameVerdict: "pass", expectationPassed: true)
        report.scenarios[0].frames[0].expectedImage = "v/odd/diffs/x.expected.png"
        let plain = JobSummary().markdown(report)
        XCTAssertTrue(plain.contains("caret-harness verify: 1 failed of 1 frames"), plain)
        XCTAssertTrue(plain.contains("| 1 | 0 | 1 | 0 | 0 |"), plain)
        XCTAssertTrue(plain.contains("- 1 frame: pixels differ from the golden beyond the budget — first at Scenarios/odd.scenario:3"), plain)
        XCTAssertTrue(plain.contains("| `v/odd/diffs/x.expected.png` | `v/odd/x.png` |"), plain)
        let linked = JobSummary(imageBase: "https://ci.example/run/").markdown(report)
        XCTAssertTrue(linked.contains(#"<img src="https://ci.example/run/v/odd/x.png" alt="actual" width="120">"#), linked)
        // Appended, never overwritten: what an earlier step wrote stays.
        let path = root + "/summary.md"
        try "earlier step\n".write(toFile: path, atomically: true, encoding: .utf8)
        try ReportWriters.writeAll(report, outDirectory: root, environment: ["GITHUB_STEP_SUMMARY": path])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("earlier step\n## "), text)
    }

    // MARK: - Helpers

    /// report.data.js's JSON.
    private func pageData(_ out: String) throws -> [String: Any] {
        let text = try String(contentsOfFile: out + "/report.data.js", encoding: .utf8)
        let prefix = "window.CARET_DATA = "
        XCTAssertTrue(text.hasPrefix(prefix) && text.hasSuffix(";\n"))
        let json = Data(text.dropFirst(prefix.count).dropLast(2).utf8)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    /// A one-frame report, built through JSON as frames.json and report.json carry it.
    private func handMadeReport(eventDescription: String, stepText: String, failure: String, actualImage: String,
                                frameVerdict: String = "fail", expectationPassed: Bool = false) throws -> VerificationReport {
        let rect: (Double, Double, Double, Double) -> [String: Any] = { ["x": $0, "y": $1, "width": $2, "height": $3] }
        let frame: [String: Any] = [
            "name": "01-type", "png": "01-type.png", "step": 1, "stepText": stepText, "event": "type",
            "eventDescription": eventDescription, "line": 3, "hint": "textChanged", "focusedField": "instructions",
            "inputHeight": 0, "scrollOriginBefore": 0, "scrollOriginY": 12.5, "boundsHeight": 852, "contentHeight": 900,
            "caret": rect(40, 412.21, 2, 19.79), "button": rect(30, 456, 333, 52), "keyboard": rect(0, 516, 393, 336),
            "header": rect(0, 64, 393, 80), "visibleTop": 0, "visibleBottom": 852, "caretGapToButton": 24,
            "occludedBy": [String](), "designRuleSatisfied": true, "verdict": frameVerdict,
            "expectations": [["expect": "caret-gap 24", "line": 4, "passed": expectationPassed, "message": "</td><td>broken"]],
        ]
        let comparison: [String: Any] = [
            "status": "changed", "golden": "Goldens/x.png", "differingPixels": 10, "antiAliasedPixels": 0,
            "maxColorDelta": 0.5, "regionPixels": ["caret": 4], "violations": ["<b>too many</b>"], "detail": "",
        ]
        let json: [String: Any] = [
            "generatedBy": "caret-harness verify", "goldensDirectory": "Goldens",
            "renderer": ["cairo": "1", "freeType": "2", "libpng": "3", "fonts": ["regular": "abc"],
                         "fontOptions": "<none>", "scale": 3],
            "rendererChanges": ["cairo: 1 → <2>"],
            "scenarios": [[
                "scenario": "<b>odd</b>", "scenarioPath": "Scenarios/odd.scenario", "variant": "iphone-15-pro-light",
                "frames": [["frame": frame, "comparison": comparison, "actualImage": actualImage, "failure": failure]],
                "firstDivergingFrame": "01-type", "framesJSON": "iphone-15-pro-light/odd/frames.json",
            ]],
            "summary": ["frames": 1, "passed": 0, "failed": 1, "designWarnings": 0, "missingGoldens": 0,
                        "unreadableGoldens": 0],
        ]
        let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        return try JSONDecoder().decode(VerificationReport.self, from: data)
    }
}
