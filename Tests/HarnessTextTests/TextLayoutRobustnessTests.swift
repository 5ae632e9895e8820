import HarnessDrawing
import XCTest

@testable import HarnessText

/// Inputs that must neither crash nor hang, at widths that include the degenerate ones.
final class TextLayoutRobustnessTests: XCTestCase {
    static let awkwardTexts: [String] = [
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} family",
        "\u{1F1FA}\u{1F1F8}\u{1F1EB}\u{1F1F7}\u{1F1EF}",  // two flags and a lone regional indicator
        "\u{1F44D}\u{1F3FD} \u{1F600}\u{1F600}\u{1F600}",
        "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}",  // stacked marks
        "\u{301}\u{301} marks with no base",
        "\u{4E2D}\u{6587}\u{6587}\u{5B57}\u{4E2D}\u{6587}\u{6587}\u{5B57}\u{4E2D}\u{6587}",  // CJK, missing
        "\u{645}\u{631}\u{62D}\u{628}\u{627} \u{5E9}\u{5DC}\u{5D5}\u{5DD} mixed",  // Arabic, Hebrew
        "\u{200B}\u{200C}\u{200D}\u{FEFF}\u{2060}a\u{200B}\u{200B}b",
        "tab\there\u{A0}no\u{A0}break\u{3000}ideographic",
        "line\u{2028}separator\u{2029}paragraph\r\nwindows\rmac",
        "\u{0}\u{1}\u{7F}\u{FFFD}\u{10FFFF}\u{E000}",
        "   leading spaces then a verylongwordthatcannotfitanywhereatall   ",
        String(repeating: "a", count: 5000),
        String(repeating: "\n", count: 4096),
        "",
    ]

    static let awkwardWidths: [Double] = [0, -10, 1, 30, 120, 338, .infinity, .nan, -.infinity]

    func testAwkwardTextsAtAwkwardWidths() throws {
        let font = try TrueTypeFont.pinned(.regular)
        for text in Self.awkwardTexts {
            for width in Self.awkwardWidths {
                let layout = TextLayout(text: text, font: font, face: .regular, pointSize: 17, width: width)
                assertConsistent(layout, text: text)
            }
        }
    }

    /// Lines tile the text in order, every caret sits inside the box on its line, and every glyph
    /// position is finite.
    private func assertConsistent(_ layout: TextLayout, text: String, line: UInt = #line) {
        let context = "\(text.prefix(20).debugDescription) at width \(layout.width)"
        XCTAssertEqual(layout.characterCount, text.count, context, line: line)
        XCTAssertFalse(layout.lines.isEmpty, context, line: line)
        XCTAssertEqual(layout.lines.first?.range.lowerBound, 0, context, line: line)
        XCTAssertEqual(layout.lines.last?.range.upperBound, text.count, context, line: line)
        for (previous, next) in zip(layout.lines, layout.lines.dropFirst()) {
            XCTAssertEqual(previous.range.upperBound, next.range.lowerBound, context, line: line)
            XCTAssertFalse(previous.range.isEmpty, context, line: line)
        }
        let right = max(layout.width, 0)
        for offset in 0...text.count {
            let rect = layout.caretRect(atOffset: offset)
            let lineTop = layout.lines[layout.lineIndex(containingOffset: offset)].top
            guard rect.minX >= 0, rect.minX <= right, rect.minY == lineTop, rect.maxY <= layout.usedHeight else {
                XCTFail("caret \(rect) at \(offset) outside the layout: \(context)", line: line)
                return
            }
        }
        XCTAssertTrue(layout.glyphRun.glyphs.allSatisfy { $0.x.isFinite && $0.y.isFinite }, context, line: line)
    }

    func testFiveThousandCharacterWord() throws {
        // a = 1255 units; 120 pt = 14456.47 units holds 11 (13805), not 12 (15060).
        // 5000 = 454 * 11 + 6, so 455 lines.
        let layout = TextLayout(
            text: String(repeating: "a", count: 5000), font: try TrueTypeFont.pinned(.regular), face: .regular,
            pointSize: 17, width: 120)
        XCTAssertEqual(layout.lines.count, 455)
        XCTAssertEqual(layout.lines[1].range, 11..<22)
        XCTAssertEqual(layout.lines.last?.range, 4994..<5000)
    }

    func testFourThousandEmptyLines() throws {
        let layout = TextLayout(
            text: String(repeating: "\n", count: 4096), font: try TrueTypeFont.pinned(.regular), face: .regular,
            pointSize: 17, width: 338)
        XCTAssertEqual(layout.lines.count, 4097)
        XCTAssertEqual(layout.usedHeight, 83116.287109375)  // 4097 * 41548 / 2048
        XCTAssertEqual(layout.caretRect(atOffset: 4096).minY, 83096)  // 4096 * 41548 / 2048 = 2 * 41548
        XCTAssertTrue(layout.glyphRun.glyphs.isEmpty)
    }

    func testZeroWidthPlacesOneGraphemePerLine() throws {
        let layout = TextLayout(
            text: "abc", font: try TrueTypeFont.pinned(.regular), face: .regular, pointSize: 17, width: 0)
        XCTAssertEqual(layout.lines.map(\.range), [0..<1, 1..<2, 2..<3])
        XCTAssertEqual(layout.caretRect(atOffset: 3).minX, 0)
    }

    func testNegativeWidthStillBreaksAfterSpaces() throws {
        let layout = TextLayout(
            text: "ab cd", font: try TrueTypeFont.pinned(.regular), face: .regular, pointSize: 17, width: -10)
        XCTAssertEqual(layout.lines.map(\.range), [0..<1, 1..<3, 3..<4, 4..<5])
    }

    func testNaNWidthIsTakenAsZero() throws {
        let layout = TextLayout(
            text: "ab", font: try TrueTypeFont.pinned(.regular), face: .regular, pointSize: 17, width: .nan)
        XCTAssertEqual(layout.width, 0)
        XCTAssertEqual(layout.lines.map(\.range), [0..<1, 1..<2])
    }

    func testLongWrappedParagraph() throws {
        // 4,096 characters of words, as a field the user has filled.
        let words = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 92)
        let text = String(words.prefix(4096))
        let layout = TextLayout(
            text: text, font: try TrueTypeFont.pinned(.regular), face: .regular, pointSize: 17, width: 338)
        assertConsistent(layout, text: text)
        XCTAssertGreaterThan(layout.lines.count, 50)
    }
}
