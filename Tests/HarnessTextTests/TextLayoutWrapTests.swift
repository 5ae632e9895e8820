import HarnessDrawing
import XCTest

@testable import HarnessText

/// Wrapping at 17 pt in DejaVu Sans. Advances in font units (2048 per em): space 651, T 1251,
/// a 1255, b 1300, c 1126, d 1300, e 1260, f 721, g 1300, h 1298, i 569, j 569, k 1186, l 569,
/// m 1995, n 1298, o 1253, p 1300, q 1300, r 842, s 1067, t 803, u 1298, v 1212, w 1675, x 1212,
/// y 1212, z 1075. Points = units * 17 / 2048.
final class TextLayoutWrapTests: XCTestCase {
    private func layout(_ text: String, width: Double) throws -> TextLayout {
        TextLayout(text: text, font: try TrueTypeFont.pinned(.regular), face: .regular, pointSize: 17, width: width)
    }

    private let pangram = "The quick brown fox jumps over the lazy dog"

    func testPangramAt120Points() throws {
        // Words: The 3809, quick 5479, brown 6368, fox 3186, jumps 6229, over 4567, the 3361,
        // lazy 4111, dog 3853. 120 pt is 120 * 2048 / 17 = 14456.47 units.
        // "The quick " = 3809 + 651 + 5479 + 651 = 10590; + "brown" 6368 = 16958 > 14456: wrap.
        // "brown fox " = 6368 + 651 + 3186 + 651 = 10856; + "jumps" 6229 = 17085: wrap.
        // "jumps over " = 6229 + 651 + 4567 + 651 = 12098; + "the" 3361 = 15459: wrap.
        // "the lazy dog" = 3361 + 651 + 4111 + 651 + 3853 = 12627 <= 14456: fits.
        let layout = try layout(pangram, width: 120)
        XCTAssertEqual(layout.lines.map(\.range), [0..<10, 10..<20, 20..<31, 31..<43])
        // Widths leave out the hanging space: "The quick" 9939 * 17 / 2048, "brown fox" 10205,
        // "jumps over" 11447, "the lazy dog" 12627.
        XCTAssertEqual(layout.lines.map(\.width), [82.50146484375, 84.70947265625, 95.01904296875, 104.81396484375])
        // Lines are SF Pro Text's height (SystemLineMetrics): 17 * (1950 + 494) / 2048 = 41548 / 2048.
        XCTAssertEqual(layout.lines.map(\.top), [0, 20.287109375, 40.57421875, 60.861328125])  // k * 41548 / 2048
        XCTAssertEqual(layout.lines[1].baseline, 36.4736328125)  // 20.287109375 + 17 * 1950 / 2048 (16.1865234375)
        XCTAssertEqual(layout.usedHeight, 81.1484375)  // 4 * 20.287109375
        XCTAssertEqual(layout.lineHeight, 20.287109375)
        XCTAssertFalse(layout.lines.contains(where: \.endsWithNewline))
    }

    func testPangramOnOneWideLine() throws {
        // Whole sentence: 3809 + 5479 + 6368 + 3186 + 6229 + 4567 + 3361 + 4111 + 3853 + 8 * 651
        // = 46171 units = 383.255... pt, so 400 pt holds it.
        let layout = try layout(pangram, width: 400)
        XCTAssertEqual(layout.lines.map(\.range), [0..<43])
        XCTAssertEqual(layout.lines[0].width, 383.25537109375)  // 46171 * 17 / 2048 = 784907 / 2048
    }

    func testGlyphRunPositions() throws {
        let layout = try layout(pangram, width: 120)
        let glyphs = layout.glyphRun.glyphs
        XCTAssertEqual(layout.glyphRun.face, .regular)
        XCTAssertEqual(layout.glyphRun.pointSize, 17)
        XCTAssertEqual(glyphs.count, 43)  // one per character, spaces included
        // 'q' (glyph 84) after "The ": (3809 + 651) * 17 / 2048 = 75820 / 2048; baseline at SF Pro
        // Text's ascent 1950 * 17 / 2048 = 33150 / 2048 = 16.1865234375.
        XCTAssertEqual(glyphs[4], PositionedGlyph(glyphID: 84, x: 37.021484375, y: 16.1865234375))
        // 'b' (glyph 69) starts line 2 at x 0, baseline 20.287109375 + 16.1865234375.
        XCTAssertEqual(glyphs[10], PositionedGlyph(glyphID: 69, x: 0, y: 36.4736328125))
        // The final 'g' of "dog": "the lazy do" = 12627 - 1300 = 11327 units = 192559 / 2048 pt.
        XCTAssertEqual(glyphs[42].x, 94.02294921875)
        XCTAssertEqual(glyphs[42].y, 77.0478515625)  // 3 * 20.287109375 + 16.1865234375
    }

    func testTrailingSpacesHangWithoutWrapping() throws {
        // "ab" = 1255 + 1300 = 2555 units = 21.2 pt; six spaces bring the pen to 6461 units = 53.6 pt,
        // past 30 pt, yet with nothing after them there is no second line.
        let layout = try layout("ab      ", width: 30)
        XCTAssertEqual(layout.lines.map(\.range), [0..<8])
        XCTAssertEqual(layout.lines[0].width, 21.20849609375)  // 2555 * 17 / 2048
    }

    func testWordAfterHangingSpacesWraps() throws {
        let layout = try layout("ab      cd", width: 30)
        XCTAssertEqual(layout.lines.map(\.range), [0..<8, 8..<10])
    }

    func testLongWordBreaksBetweenGraphemes() throws {
        // 30 pt = 3614.1 units. a+b = 2555 fits, + c 1126 = 3681 does not.
        // c+d = 2426, + e 1260 = 3686 does not. e+f+g = 1260 + 721 + 1300 = 3281, + h 1298 = 4579
        // does not. h alone.
        let layout = try layout("abcdefgh", width: 30)
        XCTAssertEqual(layout.lines.map(\.range), [0..<2, 2..<4, 4..<7, 7..<8])
    }

    func testLongWordAfterShortWordStartsOnItsOwnLine() throws {
        // "a " = 1255 + 651 = 1906; + b 1300 = 3206 fits, + c 1126 = 4332 does not: "bc..." moves
        // down. b+c = 2426, + d 1300 = 3726 > 3614.1; d+e+f = 1300 + 1260 + 721 = 3281, + g 1300
        // = 4581 does not fit; g+h = 2598.
        let layout = try layout("a bcdefgh", width: 30)
        XCTAssertEqual(layout.lines.map(\.range), [0..<2, 2..<4, 4..<7, 7..<9])
    }

    func testNewlinesEndLines() throws {
        let layout = try layout("ab\ncd\n\nef", width: 300)
        XCTAssertEqual(layout.lines.map(\.range), [0..<3, 3..<6, 6..<7, 7..<9])
        XCTAssertEqual(layout.lines.map(\.endsWithNewline), [true, true, true, false])
        XCTAssertEqual(layout.lines.map(\.width), [21.20849609375, 20.1376953125, 0, 16.44384765625])
        // ab 2555, cd 2426, ef 1260 + 721 = 1981 units, each * 17 / 2048
        XCTAssertEqual(layout.glyphRun.glyphs.count, 6)  // newlines draw nothing
    }

    func testCarriageReturnLineFeedIsOneNewline() throws {
        let layout = try layout("ab\r\ncd", width: 300)
        XCTAssertEqual(layout.characterCount, 5)
        XCTAssertEqual(layout.lines.map(\.range), [0..<3, 3..<5])
    }

    func testTrailingNewlineAddsAnEmptyLine() throws {
        let layout = try layout("ab\n", width: 300)
        XCTAssertEqual(layout.lines.map(\.range), [0..<3, 3..<3])
        XCTAssertEqual(layout.usedHeight, 40.57421875)  // 2 * 20.287109375
    }

    func testEmptyTextIsOneLine() throws {
        let layout = try layout("", width: 300)
        XCTAssertEqual(layout.lines.map(\.range), [0..<0])
        XCTAssertEqual(layout.usedHeight, 20.287109375)  // 17 * 2444 / 2048
        XCTAssertTrue(layout.glyphRun.glyphs.isEmpty)
    }

    func testLineStartAndEndOffsets() throws {
        let layout = try layout("ab\ncd", width: 300)
        XCTAssertEqual(layout.offset(atLineStart: 0), 0)
        XCTAssertEqual(layout.offset(atLineEnd: 0), 2)  // before the newline
        XCTAssertEqual(layout.offset(atLineStart: 1), 3)
        XCTAssertEqual(layout.offset(atLineEnd: 1), 5)
        XCTAssertEqual(layout.offset(atLineEnd: 9), 5)  // clamped to the last line
        XCTAssertEqual(layout.offset(atLineStart: -1), 0)
    }

    func testSoftWrappedLineEndsAtTheNextLineStart() throws {
        let layout = try layout(pangram, width: 120)
        XCTAssertEqual(layout.offset(atLineEnd: 0), 10)
        XCTAssertEqual(layout.lineIndex(containingOffset: 9), 0)
        XCTAssertEqual(layout.lineIndex(containingOffset: 10), 1)
        XCTAssertEqual(layout.lineIndex(containingOffset: 43), 3)
        XCTAssertEqual(layout.lineIndex(containingOffset: 99), 3)
        XCTAssertEqual(layout.lineIndex(containingOffset: -5), 0)
    }

    func testBoldAdvances() throws {
        let font = try TrueTypeFont.pinned(.bold)
        let layout = TextLayout(text: "aa", font: font, face: .bold, pointSize: 17, width: 300)
        XCTAssertEqual(layout.lines[0].width, 22.943359375)  // bold a 1382: 2 * 1382 * 17 / 2048 = 46988 / 2048
        XCTAssertEqual(layout.glyphRun.face, .bold)
    }
}
