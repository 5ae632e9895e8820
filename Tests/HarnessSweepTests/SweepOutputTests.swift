import Foundation
import HarnessRun
import HarnessScript
import HarnessScreens
@testable import HarnessPasses
import HarnessReports
import XCTest
import HarnessCore

/// sweep.json, sweep.html and the summary from a small sweep.
final class SweepOutputTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "sweep-output-\(UUID().uuidString)"
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func scenario() throws -> Scenario {
        let text = (1...14).map { "Line \($0)" }.joined(separator: "\\n")
        let source = "open create\ntap instructions\ntype \"\(text)\"\nexpect caret-gap 24\n"
        return try ScenarioParser.parse(bytes: Array(source.utf8), path: "lines.scenario")
    }

    private func sweep(_ axes: SweepAxes) throws -> SweepSummary {
        let json = try SweepJSONWriter(path: folder + "/sweep.json", axes: axes, scenarios: ["lines.scenario"])
        let html = try SweepHTMLWriter(path: folder + "/sweep.html", axes: axes)
        var summary = SweepSummary()
        try SweepEngine(axes: axes, scenarios: [scenario()]).run(map: { ($0, $0.encoded()) }) { cell, data in
            summary.add(cell)
            try json.add(encoded: data)
            try html.add(cell, encoded: data)
        }
        try json.finish(summary: summary)
        try html.finish(summaryText: summary.text(seconds: nil))
        return summary
    }

    func testJSONHoldsEveryCellAndTheCounts() throws {
        let axes = SweepAxes(devices: [.iPhone15Pro], orientations: [.portrait, .landscape], textSizes: [17],
                             keyboards: [.software, .none])
        let summary = try sweep(axes)
        let data = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/sweep.json"))
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cells = try XCTUnwrap(root["cells"] as? [[String: Any]])
        XCTAssertEqual(cells.map { $0["id"] as? String }, axes.variants.map(\.id))
        let counts = try XCTUnwrap(root["summary"] as? [String: Any])
        XCTAssertEqual(counts["cells"] as? Int, 4)
        XCTAssertEqual(counts["breaks"] as? Int, summary.verdicts[.breaks] ?? 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/sweep.json.partial"))
        // The same sweep gives the same bytes.
        _ = try sweep(axes)
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/sweep.json"), data)
    }

    func testTheHandWrittenJSONIsTheCellsEncoding() throws {
        let axes = SweepAxes(devices: [Device.named("iphone-se-3")!], orientations: [.landscape], textSizes: [53],
                             keyboards: [.none, .software])
        var cells: [SweepCell] = []
        try SweepEngine(axes: axes, scenarios: [scenario()]).run { cells.append($0) }
        // A cell's frames are the run's `FrameResult`s, which sweep.json writes only a part of, so
        // the hand-written bytes are held to Foundation's encoding of the same cell (its frames in
        // `SweepFrameJSON`'s shape), both read back into the same JSON values.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func canonical(_ data: Data) throws -> Data {
            try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: data), options: [.sortedKeys])
        }
        XCTAssertFalse(cells.isEmpty)
        for cell in cells {
            XCTAssertGreaterThan(cell.scenarios.first?.frames.count ?? 0, 0)
            XCTAssertEqual(String(decoding: try canonical(cell.encoded()), as: UTF8.self),
                           String(decoding: try canonical(encoder.encode(cell)), as: UTF8.self))
            let frame = try XCTUnwrap(cell.scenarios.first?.frames.last)
            let frameJSON = try XCTUnwrap(JSONSerialization.jsonObject(with: cell.encoded()) as? [String: Any])
            let scenarios = try XCTUnwrap(frameJSON["scenarios"] as? [[String: Any]])
            let last = try XCTUnwrap((scenarios.first?["frames"] as? [Any])?.last)
            XCTAssertEqual(try JSONDecoder().decode(SweepFrameJSON.self, from: JSONSerialization.data(withJSONObject: last)),
                           SweepFrameJSON(frame))
        }
        // Quotes, backslashes, slashes and control characters survive.
        let odd = ExpectationOutcome(expectation: .caretGap(.within(24, tolerance: 2)), line: 1, passed: false,
                                     modelMessage: "a\"b\\c/d\n\u{1}</script>", details: [])
        var json = CellJSON()
        json.expectationForTest(odd)
        XCTAssertEqual(try JSONDecoder().decode(SweepExpectationJSON.self, from: Data(json.bytes)), SweepExpectationJSON(odd))
        XCTAssertFalse(String(decoding: json.bytes, as: UTF8.self).contains("</"))
    }

    /// sweep.html is the kit's static page; the matrix is in sweep.data.js, each cell's frames
    /// (with the command that draws them) in sweep-cells/cell-N.js; an earlier, larger sweep's
    /// extra cell files are removed, and nothing else in that folder.
    func testThePageIsStaticAndEachCellHasItsFile() throws {
        try FileManager.default.createDirectory(atPath: folder + "/sweep-cells", withIntermediateDirectories: true)
        for name in ["cell-7.js", "notes.txt"] {
            try "old".write(toFile: folder + "/sweep-cells/" + name, atomically: true, encoding: .utf8)
        }
        let axes = SweepAxes(devices: [.iPhone15Pro], orientations: [.landscape], textSizes: [23], keyboards: [.hardware, .none])
        _ = try sweep(axes)
        let html = try String(contentsOfFile: folder + "/sweep.html", encoding: .utf8)
        XCTAssertEqual(html, PageKit.html(.sweep))
        XCTAssertTrue(html.contains(#"<script src="sweep.data.js"></script>"#))
        XCTAssertFalse(html.contains("src=\"http"), "nothing loaded from elsewhere")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/sweep-cells").sorted(),
                       ["cell-0.js", "cell-1.js", "notes.txt"])
        let cell = try String(contentsOfFile: folder + "/sweep-cells/cell-0.js", encoding: .utf8)
        XCTAssertTrue(cell.hasPrefix("window.CARET_CELL(0, {"), String(cell.prefix(40)))
        XCTAssertTrue(cell.contains("--device iphone-15-pro --orientation landscape --text-size 23 --keyboard hardware"))
        let data = try String(contentsOfFile: folder + "/sweep.data.js", encoding: .utf8)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(data.dropFirst("window.CARET_DATA = ".count).dropLast(2).utf8))
                                 as? [String: Any])
        let cells = try XCTUnwrap(json["cells"] as? [[String: Any]])
        XCTAssertEqual(cells.map { $0["id"] as? String }, axes.variants.map(\.id))
        // The matrix cell's tone: ok at or above 24 - 0.5 = 23.5 pt, thin from 0, under below 0.
        for c in cells {
            guard let gap = c["gap"] as? Double else { XCTAssertEqual(c["tone"] as? String, "none"); continue }
            XCTAssertEqual(c["tone"] as? String, gap >= 23.5 ? "ok" : gap >= 0 ? "thin" : "under", "\(c)")
        }
        XCTAssertEqual((json["rows"] as? [[String: Any]])?.count, 2)
    }

    func testSummaryNamesTheFirstBreakingSizePerRow() throws {
        // Landscape with the software keyboard breaks at every size (the header covers the
        // caret, see SweepEngineTests); portrait holds: its row shows "—".
        let axes = SweepAxes(devices: [.iPhone15Pro], orientations: [.portrait, .landscape], textSizes: [14, 23],
                             keyboards: [.software])
        let summary = try sweep(axes)
        let row = SweepSummary.RowKey(device: "iphone-15-pro", orientation: .landscape, keyboard: .software)
        XCTAssertEqual(summary.firstBreakingSize[row], 14)
        XCTAssertNil(summary.firstBreakingSize[SweepSummary.RowKey(device: "iphone-15-pro", orientation: .portrait,
                                                                   keyboard: .software)])
        let text = summary.text(seconds: nil)
        XCTAssertTrue(text.contains("orientation=landscape"), text)
        XCTAssertTrue(text.contains("2/2"), text)
    }
}
