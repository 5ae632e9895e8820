import HarnessCore
import XCTest

@testable import HarnessText

/// Line breaking at 17 pt in Inter. Advances and kerning in Pango units (1/1024 pt) are listed in
/// TextTestSupport.swift; a width of W pt is W * 1024 units.
final class TextLayoutWrapTests: XCTestCase {
    // The pangram's words, kerning included (spaces 4896 each):
    //   The   11177 + 10287 + 10138                                  = 31602
    //   quick 10608 + 10113 + 4129 + 9718 + 9471                      = 44039
    //   brown 10806 + (6479 - 297) + (10385 - 321) + 14144 + 10188   = 51384  (r-o, o-w kern)
    //   fox   (6281 - 396) + (10385 - 396) + 9396                      = 25270  (f-o, o-x kern)
    //   jumps 4129 + 10113 + 15133 + 10608 + 9100                     = 49083
    //   over  (10385 - 346) + (9693 - 346) + 10138 + 6479             = 36003  (o-v, v-e kern)
    //   the   (6330 + 198) + 10287 + 10138                             = 26953  (t-h kern)
    //   lazy  4129 + 9817 + 9421 + 9693                               = 33060
    //   dog   10806 + 10385 + 10608                                   = 31799

    func testPangramAt120Points() throws {
        // 120 pt = 122880 units.
        // "The quick " = 31602 + 4896 + 44039 + 4896 = 85433; + brown 51384 = 136817 > 122880: wrap.
        // "brown fox " = 51384 + 4896 + 25270 + 4896 = 86446; + jumps 49083 = 135529: wrap.
        // "jumps over " = 49083 + 4896 + 36003 + 4896 = 94878; + the 26953 = 121831 fits;
        //   + " " hangs; + lazy 33060 = 159787: wrap.
        // "lazy dog" = 33060 + 4896 + 31799 = 69755 fits.
        let layout = try layout17(pangram, width: 120)
        XCTAssertEqual(layout.lines.map(\.range), [0..<10, 10..<20, 20..<35, 35..<43])
        // Widths leave out the hanging space: 85433 - 4896, 86446 - 4896, 121831, 69755.
        XCTAssertEqual(layout.lines.map(\.width), [pt(80537), pt(81550), pt(121831), pt(69755)])
        XCTAssertEqual(layout.lines.map(\.top), [0, line17, 2 * line17, 3 * line17])
        XCTAssertEqual(layout.lines[1].baseline, 36.4736328125)  // 20.287109375 + 16.1865234375
        XCTAssertEqual(layout.usedHeight, 81.1484375)  // 4 * 20.287109375
        XCTAssertEqual(layout.usedWidth, pt(121831))
        XCTAssertEqual(layout.lineHeight, line17)
        XCTAssertFalse(layout.lines.contains(where: \.endsWithNewline))
        XCTAssertFalse(layout.lines.contains(where: \.rightToLeft))
    }

    func testPangramOnOneWideLine() throws {
        // All words 31602 + 44039 + 51384 + 25270 + 49083 + 36003 + 26953 + 33060 + 31799 = 329193,
        // + 8 spaces * 4896 = 368361 units = 359.727... pt: 360 pt (368640 units) holds it.
        let layout = try layout17(pangram, width: 360)
        XCTAssertEqual(layout.lines.map(\.range), [0..<43])
        XCTAssertEqual(layout.lines[0].width, pt(368361))
    }

    func testPangramJustTooWide() throws {
        // 359.5 pt = 368128 units < 368361: "dog" (from 336562 to 368361) moves down.
        let layout = try layout17(pangram, width: 359.5)
        XCTAssertEqual(layout.lines.map(\.range), [0..<40, 40..<43])
        XCTAssertEqual(layout.lines.map(\.width), [pt(368361 - 31799 - 4896), pt(31799)])
    }

    func testGlyphPositions() throws {
        let layout = try layout17(pangram, width: 120)
        XCTAssertEqual(layout.glyphRuns.count, 1)  // Inter draws every glyph
        XCTAssertEqual(layout.glyphRuns[0].face, .regular)
        XCTAssertEqual(layout.glyphRuns[0].pointSize, 17)
        let glyphs = layout.glyphRuns[0].glyphs
        XCTAssertEqual(glyphs.count, 43)  // one per character, spaces included (Inter's space glyph 1682)
        // Inter's glyph order (fontTools getGlyphID): T 409, q 833, b 575, g 650.
        XCTAssertEqual(glyphs[0], PositionedGlyph(glyphID: 409, x: 0, y: 16.1865234375))
        // 'q' after "The ": 31602 + 4896 = 36498; baseline 17 * 1950 / 2048 = 16.1865234375.
        XCTAssertEqual(glyphs[4], PositionedGlyph(glyphID: 833, x: pt(36498), y: 16.1865234375))
        // 'b' starts line 2 at x 0, baseline 20.287109375 + 16.1865234375.
        XCTAssertEqual(glyphs[10], PositionedGlyph(glyphID: 575, x: 0, y: 36.4736328125))
        // 'r' of "brown" after b 10806; 'o' after the kerned r: 10806 + 6182 = 16988.
        XCTAssertEqual(glyphs[11].x, pt(10806))
        XCTAssertEqual(glyphs[12].x, pt(16988))
        // The final 'g': "lazy do" = 33060 + 4896 + 10806 + 10385 = 59147.
        XCTAssertEqual(glyphs[42], PositionedGlyph(glyphID: 650, x: pt(59147), y: 77.0478515625))  // 3 * 20.287109375 + 16.1865234375
    }

    func testHyphenBreak() throws {
        // "Supercalifragilisticexpialidocious-" (35 graphemes), kerned r-c, e-x:
        //   S 11103 + u 10113 + p 10608 + e 10138 + r (6479 - 297) + c 9718 + a 9817 + l 4129
        //   + i 4129 + f 6281 + r 6479 + a 9817 + g 10608 + i 4129 + l 4129 + i 4129 + s 9100
        //   + t 6330 + i 4129 + c 9718 + e (10138 - 247) + x 9396 + p 10608 + i 4129 + a 9817
        //   + l 4129 + i 4129 + d 10806 + o 10385 + c 9718 + i 4129 + o 10385 + u 10113 + s 9100
        //   + - 8012 = 275533 units = 269.07 pt.
        // "words", kerned w-o, r-d: (14144 - 321) + 10385 + (6479 - 297) + 10806 + 9100 = 50296.
        // Together 325829 units = 318.19 pt; at 300 pt (307200 units) they do not fit, and UAX #14
        // lets the line break after the hyphen.
        let text = "Supercalifragilisticexpialidocious-words"
        let layout = try layout17(text, width: 300)
        XCTAssertEqual(layout.lines.map(\.range), [0..<35, 35..<40])
        XCTAssertEqual(layout.lines.map(\.width), [pt(275533), pt(50296)])
        XCTAssertEqual(layout.caretRect(atOffset: 35), caret17(0, line: 1))  // after the hyphen: next line
        XCTAssertEqual(layout.caretRect(atOffset: 40), caret17(pt(50296), line: 1))
        // At 320 pt (327680 units) the whole word fits on one line.
        XCTAssertEqual(try layout17(text, width: 320).lines.map(\.range), [0..<40])
    }

    func testLongWordBreaksBetweenGraphemes() throws {
        // No kerning pair in "abcdeghij". 30 pt = 30720 units.
        // a 9817 + b 10806 + c 9718 = 30341 fits, + d 10806 = 41147 does not.
        // d 10806 + e 10138 = 20944, + g 10608 = 31552 does not.
        // g 10608 + h 10287 + i 4129 + j 4129 = 29153 fits.
        let layout = try layout17("abcdeghij", width: 30)
        XCTAssertEqual(layout.lines.map(\.range), [0..<3, 3..<5, 5..<9])
        XCTAssertEqual(layout.lines.map(\.width), [pt(30341), pt(20944), pt(29153)])
    }

    func testLongWordBreaksKeepCombiningMarksWithTheirBase() throws {
        // q + U+0308: one grapheme of two scalars. Inter has no precomposed q-diaeresis, so the mark
        // stays its own glyph (1662): hmtx advance 0, its outline left of its origin (lsb -1268),
        // and no GPOS mark anchor joins it to q (checked: no MarkBasePos covers uni0071 with
        // uni0308, GDEF gives uni0308 no class), so it stands at the pen after its q, ink over it.
        // q 10608, "qq" has no kerning. 25 pt = 25600 units holds two (21216), not three (31824):
        // the word breaks between graphemes, never between a q and its mark.
        let text = String(repeating: "q\u{308}", count: 5)
        let layout = try layout17(text, width: 25)
        XCTAssertEqual(layout.characterCount, 5)
        XCTAssertEqual(layout.lines.map(\.range), [0..<2, 2..<4, 4..<5])
        XCTAssertEqual(layout.lines.map(\.width), [pt(21216), pt(21216), pt(10608)])
        XCTAssertEqual(layout.caretRect(atOffset: 1), caret17(pt(10608), line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: 2), caret17(0, line: 1))
        XCTAssertEqual(layout.caretRect(atOffset: 5), caret17(pt(10608), line: 2))
        // Ten glyphs, q (833) and mark (1662) alternating, each mark on its q's line.
        let glyphs = allGlyphs(layout).map(\.glyph)
        XCTAssertEqual(glyphs.map(\.glyphID), Array([[UInt32]](repeating: [833, 1662], count: 5).joined()))
        let baselines = [0, 1, 2].map { Double($0) * line17 + 16.1865234375 }
        XCTAssertEqual(glyphs.map(\.y), [0, 0, 0, 0, 1, 1, 1, 1, 2, 2].map { baselines[$0] })
        XCTAssertEqual(glyphs.map(\.x), [0, 10608, 10608, 21216, 0, 10608, 10608, 21216, 0, 10608].map(pt))
    }

    func testLongWordAfterShortWordStartsOnItsOwnLine() throws {
        // 30 pt = 30720. "a " = 9817 + 4896 = 14713; + b 10806 = 25519 fits, + c 9718 = 35237 does
        // not: the line ends after the space. b + c = 20524, + d 10806 = 31330 does not fit;
        // d + e = 20944, + g 10608 = 31552 does not; g + h + i + j = 29153 fits.
        let layout = try layout17("a bcdeghij", width: 30)
        XCTAssertEqual(layout.lines.map(\.range), [0..<2, 2..<4, 4..<6, 6..<10])
        XCTAssertEqual(layout.lines[0].width, pt(9817))  // the space hangs
    }

    func testTrailingSpacesHangWithoutWrapping() throws {
        // "ab" = 9817 + 10806 = 20623 units; six spaces bring the pen to 20623 + 6 * 4896 = 49999
        // = 48.8 pt, past 30 pt, yet with nothing after them there is no second line.
        let layout = try layout17("ab      ", width: 30)
        XCTAssertEqual(layout.lines.map(\.range), [0..<8])
        XCTAssertEqual(layout.lines[0].width, pt(20623))
    }

    func testWordAfterHangingSpacesWraps() throws {
        let layout = try layout17("ab      cd", width: 30)
        XCTAssertEqual(layout.lines.map(\.range), [0..<8, 8..<10])
        XCTAssertEqual(layout.lines[1].width, pt(9718 + 10806))
    }

    func testZeroWidthSpaceIsABreakOpportunity() throws {
        // 25 pt = 25600. a 9817 + ZWSP 0 (Inter's uni200B has advance 0) + b 10806 = 20623 fits,
        // + c 9718 = 30341 does not: the line breaks after the ZWSP. b + c = 20524, + d 10806
        // = 31330 does not fit and there is no opportunity: c ends the line by grapheme.
        let layout = try layout17("a\u{200B}bcd", width: 25)
        XCTAssertEqual(layout.lines.map(\.range), [0..<2, 2..<4, 4..<5])
        XCTAssertEqual(layout.lines.map(\.width), [pt(9817), pt(20524), pt(10806)])
    }

    func testBoldAdvances() throws {
        // Inter SemiBold a: 1618 * 68 / 11 = 10002.2 -> 10002; "aa" has no kerning.
        let layout = try layout17("aa", width: 300, face: .bold)
        XCTAssertEqual(layout.lines[0].width, pt(20004))
        XCTAssertEqual(layout.glyphRuns.map(\.face), [.bold])
    }
}
