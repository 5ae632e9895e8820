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
        try ReportWriters.writeAll(report, outDirectory: out)
        let html = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        return (report, out, html)
    }

    /// One verify run (they take seconds) checked three ways.
    func testReportOfAVerifyRunWithABrokenAndAMissingGolden() async throws {
        let (report, out, html) = try await verifyWithBrokenGoldens()
        XCTAssertEqual(report.summary.frames, 24)
        XCTAssertEqual(report.summary.missingGoldens, 1)
        checkEveryImageExists(report, out: out, html: html)
        checkNumbersAndVerdicts(report, html: html)
        XCTAssertEqual(HTMLReportWriter().html(report), html, "the same report gives the same bytes")
    }

    private func checkEveryImageExists(_ report: VerificationReport, out: String, html: String,
                                       file: StaticString = #filePath, line: UInt = #line) {
        let frames = report.scenarios.flatMap(\.frames)
        let images = references(in: html).filter { $0.hasSuffix(".png") }
        XCTAssertGreaterThanOrEqual(images.count, frames.count * 3, "filmstrip, expected and actual at least", file: file, line: line)
        for image in Set(images) {
            XCTAssertFalse(image.hasPrefix("/") || image.contains(":"), "\(image) is not relative to the out folder", file: file, line: line)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/" + image), "\(image) is not in the out folder", file: file, line: line)
        }
        guard let diverged = frames.first(where: { $0.frame.name == "s004-002-type-rewrite-the-message-in-a" }) else {
            return XCTFail("no frame 06", file: file, line: line)
        }
        for artefact in [diverged.expectedImage, diverged.diffImage, diverged.stripImage] {
            XCTAssertTrue(artefact.map(images.contains) ?? false, "frame 06: \(String(describing: artefact)) not shown", file: file, line: line)
        }
        XCTAssertEqual(report.scenarios.first?.firstDivergingFrame, diverged.frame.name, file: file, line: line)
    }

    private func checkNumbersAndVerdicts(_ report: VerificationReport, html: String,
                                         file: StaticString = #filePath, line: UInt = #line) {
        let frames = report.scenarios.flatMap(\.frames)
        XCTAssertEqual(html.components(separatedBy: #"<details class="frame "#).count - 1, frames.count, file: file, line: line)
        XCTAssertEqual(html.components(separatedBy: #"<details class="frame fail""#).count - 1, report.summary.failed,
                       file: file, line: line)
        for v in frames {
            let f = v.frame
            if let gap = f.caretGapToButton {
                XCTAssertTrue(html.contains("model gap \(twoDecimals(gap))"), "\(f.name): model gap \(gap) not shown", file: file, line: line)
            }
            if let measured = f.measuredGap?.gap {
                XCTAssertTrue(html.contains("measured \(twoDecimals(measured))"), "\(f.name): measured gap not shown", file: file, line: line)
            }
            XCTAssertTrue(html.contains("Scroll origin</th><td>\(twoDecimals(f.scrollOriginBefore)) → \(twoDecimals(f.scrollOriginY))"),
                          "\(f.name): scroll origins not shown", file: file, line: line)
        }
        // The overlay's coordinates are the screen's points.
        XCTAssertTrue(html.contains(#"viewBox="0.00 0.00 393.00 852.00""#), file: file, line: line)
        XCTAssertTrue(html.contains("first diverging frame"), file: file, line: line)
    }

    func testDataIsEscaped() throws {
        let hostile = "type \"<script>alert(1)</script>\""
        let report = try handMadeReport(eventDescription: hostile, stepText: "Tom & Jerry's <b>step</b>",
                                        failure: "expected <img src=x onerror=alert(2)>",
                                        actualImage: "odd dir/01 #1.png")
        let html = HTMLReportWriter().html(report)
        XCTAssertFalse(html.contains("<script>alert"))
        XCTAssertTrue(html.contains("type &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;"))
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 1, "only the page's own script")
        XCTAssertFalse(html.contains("<img src=x"))
        XCTAssertTrue(html.contains("Tom &amp; Jerry&#39;s &lt;b&gt;step&lt;/b&gt;"))
        XCTAssertTrue(html.contains(#"src="odd%20dir/01%20%231.png""#))
        XCTAssertTrue(html.contains("so no overlay"), "no screen or constants in the report: the page says so")
    }

    func testJUnitHasATestCasePerFrameWithTheFailureEscaped() throws {
        let report = try handMadeReport(eventDescription: "type", stepText: "step", failure: "frame 01 <moved>\u{07}\nsecond line",
                                        actualImage: "x.png")
        let xml = JUnitReportWriter().xml(report)
        XCTAssertTrue(xml.contains(#"<testsuites name="caret-harness" tests="1" failures="1">"#), xml)
        XCTAssertTrue(xml.contains(#"<testsuite name="iphone-15-pro-light.&lt;b&gt;odd&lt;/b&gt;" tests="1" failures="1">"#), xml)
        // The first line is the message; the bell, which XML 1.0 cannot hold, becomes "?".
        XCTAssertTrue(xml.contains(#"<failure message="frame 01 &lt;moved&gt;?">frame 01 &lt;moved&gt;?"#), xml)
        XCTAssertTrue(xml.contains("second line</failure>"), xml)
    }

    // MARK: - Helpers

    /// Every src= and href= value, entity- and percent-decoded back to a path.
    private func references(in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?:src|href)="([^"]*)""#)
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).compactMap { match in
            Range(match.range(at: 1), in: html).map {
                String(html[$0]).replacingOccurrences(of: "&amp;", with: "&").removingPercentEncoding ?? ""
            }
        }
    }

    /// Two decimals, rounded half away from zero as the console table and the report print them.
    private func twoDecimals(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        let text = String(format: "%.2f", rounded)
        return text == "-0.00" ? "0.00" : text
    }

    /// A one-frame report, built through JSON as frames.json and report.json carry it.
    private func handMadeReport(eventDescription: String, stepText: String, failure: String,
                                actualImage: String) throws -> VerificationReport {
        let rect: (Double, Double, Double, Double) -> [String: Any] = { ["x": $0, "y": $1, "width": $2, "height": $3] }
        let frame: [String: Any] = [
            "name": "01-type", "png": "01-type.png", "step": 1, "stepText": stepText, "event": "type",
            "eventDescription": eventDescription, "line": 3, "hint": "textChanged", "focusedField": "instructions",
            "inputHeight": 0, "scrollOriginBefore": 0, "scrollOriginY": 12.5, "boundsHeight": 852, "contentHeight": 900,
            "caret": rect(40, 412.21, 2, 19.79), "button": rect(30, 456, 333, 52), "keyboard": rect(0, 516, 393, 336),
            "header": rect(0, 64, 393, 80), "visibleTop": 0, "visibleBottom": 852, "caretGapToButton": 24,
            "occludedBy": [String](), "designRuleSatisfied": true, "verdict": "fail",
            "expectations": [["expect": "caret-gap 24", "line": 4, "passed": false, "message": "</td><td>broken"]],
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
