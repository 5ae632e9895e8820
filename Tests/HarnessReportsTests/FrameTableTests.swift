import HarnessReports
import HarnessRun
import XCTest

final class FrameTableTests: XCTestCase {
    func testRowsAlignAndPrintTheCaretRectangleInPoints() throws {
        let frames = try smokeLikeFrames()
        let table = FrameTable(includePixels: true).render(frames).split(separator: "\n").map(String.init)
        XCTAssertEqual(table.count, 3, "a header and a row a frame")
        XCTAssertTrue(table[1].hasPrefix("1  4     newline  textChanged  0.00 → 16.73"), table[1])
        XCTAssertTrue(table[1].contains("32.00,412.21 2.00×19.79"), table[1])
        // Column widths are the widest cell plus two: measured gap 17 ("hidden (keyboard)") + 2,
        // covered by 10 (its header) + 2, model gap 9 (its header) + 2.
        XCTAssertTrue(table[1].hasSuffix("24.00" + String(repeating: " ", count: 14) + "—" + String(repeating: " ", count: 11) + "pass"),
                      table[1])
        XCTAssertTrue(table[2].hasSuffix("-163.79    hidden (keyboard)  keyboard    pass"), table[2])
        // Every row's verdict column starts where the header's does.
        let column = table[0].range(of: "verdict")!.lowerBound.utf16Offset(in: table[0])
        XCTAssertEqual(table[1].utf16.count - "pass".utf16.count, column)
    }

    func testTheModelTableLeavesOutThePixelColumns() throws {
        let header = FrameTable(includePixels: false).render(try smokeLikeFrames()).split(separator: "\n")[0]
        XCTAssertFalse(header.contains("measured gap"))
        XCTAssertTrue(header.hasSuffix("covered by"))
    }

    /// Two entries as frames.json holds them: a tracked frame and one with the caret under the keyboard.
    private func smokeLikeFrames() throws -> [FrameResult] {
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [String: Double] {
            ["x": x, "y": y, "width": w, "height": h]
        }
        func frame(caretY: Double, occluded: [String], measured: [String: Any]) -> [String: Any] {
            [
                "name": "11-newline", "png": "11-newline.png", "step": 4, "stepText": "", "event": "newline",
                "eventDescription": "newline", "line": 30, "hint": "textChanged", "inputHeight": 336,
                "scrollOriginBefore": 0, "scrollOriginY": 16.734375, "boundsHeight": 852, "contentHeight": 945.734375,
                "caret": rect(32, caretY, 2, 19.7890625), "button": rect(16, 456, 361, 52),
                "header": rect(0, 64, 393, 80), "visibleTop": 40.7, "visibleBottom": 448.7,
                "caretGapToButton": 456 - caretY - 19.7890625, "occludedBy": occluded, "designRuleSatisfied": true,
                "measuredGap": measured, "expectations": [[String: Any]](), "verdict": "pass",
            ]
        }
        let json = [
            frame(caretY: 412.2109375, occluded: [], measured: ["status": "measured", "gap": 24.0]),
            frame(caretY: 600, occluded: ["keyboard"], measured: ["status": "hidden (keyboard)"]),
        ]
        let data = try JSONSerialization.data(withJSONObject: json)
        return try JSONDecoder().decode([FrameResult].self, from: data)
    }
}
