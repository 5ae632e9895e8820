import XCTest

@testable import HarnessText

/// SF Pro Text's hhea (sheet-geometry.md): unitsPerEm 2048, ascender 1950, descender -494, so a
/// line is size * 2444 / 2048 and the baseline size * 1950 / 2048 below its top.
final class SystemLineMetricsTests: XCTestCase {
    func testTheDefaultSize() {
        let m = SystemLineMetrics(pointSize: 17)
        XCTAssertEqual(m.lineHeight, 20.287109375)  // 17 * 2444 = 41548; / 2048
        XCTAssertEqual(m.ascent, 16.1865234375)  // 17 * 1950 = 33150; / 2048
        XCTAssertEqual(m.descent, 4.1005859375)  // 17 * 494 = 8398; / 2048
        XCTAssertEqual(m.ascent + m.descent, m.lineHeight)
    }

    func testTheAppsSmallestAndLargestSizes() {
        XCTAssertEqual(SystemLineMetrics(pointSize: 14).lineHeight, 16.70703125)  // 14 * 2444 = 34216; / 2048
        XCTAssertEqual(SystemLineMetrics(pointSize: 14).ascent, 13.330078125)  // 14 * 1950 = 27300; / 2048
        XCTAssertEqual(SystemLineMetrics(pointSize: 23).lineHeight, 27.447265625)  // 23 * 2444 = 56212; / 2048
        XCTAssertEqual(SystemLineMetrics(pointSize: 26).lineHeight, 31.02734375)  // 26 * 2444 = 63544; / 2048
    }

    func testTheLayoutAndCaretUseThem() throws {
        // A 23 pt layout of two lines: the second starts one 27.447265625 line down and its
        // caret is as tall, whatever the drawn face's own hhea says.
        let layout = try TextLayout(text: "a\nb", face: .regular, pointSize: 23, width: 300)
        XCTAssertEqual(layout.lines[1].top, 27.447265625)
        XCTAssertEqual(layout.lines[0].baseline, 21.8994140625)  // 23 * 1950 = 44850; / 2048
        XCTAssertEqual(layout.caretRect(atOffset: 3).height, 27.447265625)
        XCTAssertEqual(layout.usedHeight, 54.89453125)  // 2 * 27.447265625
    }
}
