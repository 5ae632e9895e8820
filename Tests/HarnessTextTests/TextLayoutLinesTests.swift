import HarnessCore
import XCTest

@testable import HarnessText

/// Newlines, empty text, line offsets and line heights. Advances in Pango units (1/1024 pt), see
/// TextTestSupport.swift.
final class TextLayoutLinesTests: XCTestCase {
    func testNewlinesEndLines() throws {
        let layout = try layout17("ab\ncd\n\nef", width: 300)
        XCTAssertEqual(layout.lines.map(\.range), [0..<3, 3..<6, 6..<7, 7..<9])
        XCTAssertEqual(layout.lines.map(\.endsWithNewline), [true, true, true, false])
        // ab 9817 + 10806 = 20623, cd 9718 + 10806 = 20524, ef 10138 + 6281 = 16419 (no kerning).
        XCTAssertEqual(layout.lines.map(\.width), [pt(20623), pt(20524), 0, pt(16419)])
        XCTAssertEqual(layout.glyphRuns.map(\.glyphs.count), [6])  // newlines draw nothing
        XCTAssertEqual(layout.lines.map(\.top), [0, line17, 2 * line17, 3 * line17])
    }

    func testCarriageReturnLineFeedIsOneNewline() throws {
        let layout = try layout17("ab\r\ncd", width: 300)
        XCTAssertEqual(layout.characterCount, 5)
        XCTAssertEqual(layout.lines.map(\.range), [0..<3, 3..<5])
    }

    func testEveryUnicodeNewlineEndsALine() throws {
        // Line separator, paragraph separator, lone CR, NEL, vertical tab, form feed.
        let layout = try layout17("a\u{2028}b\u{2029}c\rd\u{85}e\u{0B}f\u{0C}g", width: 300)
        XCTAssertEqual(layout.lines.map(\.range), [0..<2, 2..<4, 4..<6, 6..<8, 8..<10, 10..<12, 12..<13])
        XCTAssertEqual(layout.lines.map(\.width).last, pt(10608))  // g
    }

    func testTrailingNewlineAddsAnEmptyLine() throws {
        let layout = try layout17("ab\n", width: 300)
        XCTAssertEqual(layout.lines.map(\.range), [0..<3, 3..<3])
        XCTAssertEqual(layout.usedHeight, 40.57421875)  // 2 * 20.287109375
    }

    func testEmptyTextIsOneLine() throws {
        let layout = try layout17("", width: 300)
        XCTAssertEqual(layout.lines.map(\.range), [0..<0])
        XCTAssertEqual(layout.characterCount, 0)
        XCTAssertEqual(layout.usedHeight, line17)
        XCTAssertEqual(layout.usedWidth, 0)
        XCTAssertTrue(layout.glyphRuns.isEmpty)
    }

    func testLineStartAndEndOffsets() throws {
        let layout = try layout17("ab\ncd", width: 300)
        XCTAssertEqual(layout.offset(atLineStart: 0), 0)
        XCTAssertEqual(layout.offset(atLineEnd: 0), 2)  // before the newline
        XCTAssertEqual(layout.offset(atLineStart: 1), 3)
        XCTAssertEqual(layout.offset(atLineEnd: 1), 5)
        XCTAssertEqual(layout.offset(atLineEnd: 9), 5)  // clamped to the last line
        XCTAssertEqual(layout.offset(atLineStart: -1), 0)
    }

    func testSoftWrappedLineEndsAtTheNextLineStart() throws {
        // The pangram at 120 pt breaks at 10, 20 and 35 (TextLayoutWrapTests).
        let layout = try layout17(pangram, width: 120)
        XCTAssertEqual(layout.offset(atLineEnd: 0), 10)
        XCTAssertEqual(layout.offset(atLineStart: 1), 10)
        XCTAssertEqual(layout.lineIndex(containingOffset: 9), 0)
        XCTAssertEqual(layout.lineIndex(containingOffset: 10), 1)  // downstream: the next line
        XCTAssertEqual(layout.lineIndex(containingOffset: 35), 3)
        XCTAssertEqual(layout.lineIndex(containingOffset: 43), 3)
        XCTAssertEqual(layout.lineIndex(containingOffset: 99), 3)
        XCTAssertEqual(layout.lineIndex(containingOffset: -5), 0)
    }

    func testOffsetAfterANewlineIsOnTheLineBelow() throws {
        let layout = try layout17("ab\ncd", width: 300)
        XCTAssertEqual(layout.lineIndex(containingOffset: 2), 0)
        XCTAssertEqual(layout.lineIndex(containingOffset: 3), 1)
    }

    // Line height at the app's sizes: SF Pro Text's size * 2444 / 2048, baseline size * 1950 / 2048,
    // whatever face draws the glyphs (Inter's own hhea would give a different line).

    func testLineHeightAt14Points() throws {
        // 14 * 2444 = 34216, / 2048 = 16.70703125; 14 * 1950 = 27300, / 2048 = 13.330078125.
        // a at 14 pt: 1588 * 14 * 1024 / 2816 = 1588 * 56 / 11 = 8084.4 -> 8084.
        try assertTwoLines(pointSize: 14, lineHeight: 16.70703125, ascent: 13.330078125, aAdvance: pt(8084))
    }

    func testLineHeightAt17Points() throws {
        // 17 * 2444 = 41548, / 2048 = 20.287109375; 17 * 1950 = 33150, / 2048 = 16.1865234375.
        // a at 17 pt: 9817 units.
        try assertTwoLines(pointSize: 17, lineHeight: 20.287109375, ascent: 16.1865234375, aAdvance: pt(9817))
    }

    func testLineHeightAt26Points() throws {
        // 26 * 2444 = 63544, / 2048 = 31.02734375; 26 * 1950 = 50700, / 2048 = 24.755859375.
        // a at 26 pt: 1588 * 26 * 1024 / 2816 = 1588 * 104 / 11 = 15013.8 -> 15014.
        try assertTwoLines(pointSize: 26, lineHeight: 31.02734375, ascent: 24.755859375, aAdvance: pt(15014))
    }

    /// "a\nb" at `pointSize`: two lines one `lineHeight` apart, carets as tall as a line.
    private func assertTwoLines(pointSize: Double, lineHeight: Double, ascent: Double, aAdvance: Double,
                                line: UInt = #line) throws
    {
        let metrics = SystemLineMetrics(pointSize: pointSize)
        XCTAssertEqual(metrics.lineHeight, lineHeight, line: line)
        XCTAssertEqual(metrics.ascent, ascent, line: line)
        let layout = try TextLayout(text: "a\nb", face: .regular, pointSize: pointSize, width: 300)
        XCTAssertEqual(layout.lineHeight, lineHeight, line: line)
        XCTAssertEqual(layout.lines.map(\.top), [0, lineHeight], line: line)
        XCTAssertEqual(layout.lines.map(\.baseline), [ascent, lineHeight + ascent], line: line)
        XCTAssertEqual(layout.usedHeight, 2 * lineHeight, line: line)
        XCTAssertEqual(layout.caretRect(atOffset: 1), Rect(x: aAdvance, y: 0, width: 2, height: lineHeight), line: line)
        XCTAssertEqual(layout.caretRect(atOffset: 3).minY, lineHeight, line: line)
        XCTAssertEqual(layout.caretRect(atOffset: 3).height, lineHeight, line: line)
        XCTAssertEqual(allGlyphs(layout).map(\.glyph.y), [ascent, lineHeight + ascent], line: line)
    }
}
