import HarnessCore
import XCTest

@testable import HarnessText

/// Caret rectangles at 17 pt: 2 pt wide, as tall as SF Pro Text's line (20.287109375), x from the
/// advances in Pango units (1/1024 pt) of TextTestSupport.swift.
final class TextLayoutCaretTests: XCTestCase {
    func testCaretWithinALine() throws {
        let layout = try layout17(pangram, width: 120)
        XCTAssertEqual(layout.caretRect(atOffset: 0), caret17(0, line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: 1), caret17(pt(11177), line: 0))  // after T
        // "The quick" = 31602 + 4896 + 44039 = 80537.
        XCTAssertEqual(layout.caretRect(atOffset: 9), caret17(pt(80537), line: 0))
        // Inside the kerned "brown": b 10806 + r (6479 - 297) = 16988.
        XCTAssertEqual(layout.caretRect(atOffset: 12), caret17(pt(16988), line: 1))
    }

    func testCaretAtSoftWrapGoesToTheNextLine() throws {
        // Lines break at 10, 20 and 35 (TextLayoutWrapTests): UIKit's downstream affinity puts a
        // caret at a soft wrap at the start of the next line, not after the hanging space.
        let layout = try layout17(pangram, width: 120)
        XCTAssertEqual(layout.caretRect(atOffset: 10), caret17(0, line: 1))
        XCTAssertEqual(layout.caretRect(atOffset: 20), caret17(0, line: 2))
        XCTAssertEqual(layout.caretRect(atOffset: 35), caret17(0, line: 3))
        // Before the hanging space of line 3: "jumps over the" = 121831.
        XCTAssertEqual(layout.caretRect(atOffset: 34), caret17(pt(121831), line: 2))
        // The end: "lazy dog" = 69755.
        XCTAssertEqual(layout.caretRect(atOffset: 43), caret17(pt(69755), line: 3))
    }

    func testCaretAfterTrailingNewline() throws {
        let layout = try layout17("ab\n", width: 300)
        XCTAssertEqual(layout.caretRect(atOffset: 2), caret17(pt(20623), line: 0))  // a 9817 + b 10806
        XCTAssertEqual(layout.caretRect(atOffset: 3), caret17(0, line: 1))
    }

    func testCaretOnEmptyLinesBetweenNewlines() throws {
        let layout = try layout17("\n\n", width: 300)
        XCTAssertEqual(layout.lines.map(\.range), [0..<1, 1..<2, 2..<2])
        XCTAssertEqual(layout.caretRect(atOffset: 0), caret17(0, line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: 1), caret17(0, line: 1))
        XCTAssertEqual(layout.caretRect(atOffset: 2), caret17(0, line: 2))
    }

    func testCaretInEmptyText() throws {
        XCTAssertEqual(try layout17("", width: 300).caretRect(atOffset: 0), caret17(0, line: 0))
    }

    func testCaretInHangingSpacesStaysAtTheEdge() throws {
        // 30 pt = 30720 units. After "ab " 20623 + 4896 = 25519; after "ab  " 30415, still inside;
        // after "ab   " 35311 is past the edge: kept at 30.
        let layout = try layout17("ab      ", width: 30)
        XCTAssertEqual(layout.caretRect(atOffset: 3), caret17(pt(25519), line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: 4), caret17(pt(30415), line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: 5), caret17(30, line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: 8), caret17(30, line: 0))
    }

    func testOffsetsAreClamped() throws {
        let layout = try layout17("ab", width: 300)
        XCTAssertEqual(layout.caretRect(atOffset: -4), caret17(0, line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: 40), caret17(pt(20623), line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: .max), caret17(pt(20623), line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: .min), caret17(0, line: 0))
    }

    func testZWJFamilyIsOneCaretStep() throws {
        // Seven scalars, one Character; Noto Color Emoji's GSUB ligates them into one glyph
        // (glyph02105, hmtx 2550): 2550 * 17 * 1024 / 2048 = 21675 units. x 9396 follows.
        let layout = try layout17(family + "x", width: 300)
        XCTAssertEqual(layout.characterCount, 2)
        XCTAssertEqual(layout.glyphRuns.map(\.face), [.emoji, .regular])
        XCTAssertEqual(layout.glyphRuns[0].glyphs.count, 1)
        XCTAssertEqual(layout.glyphRuns[1].glyphs.map(\.x), [pt(21675)])
        XCTAssertEqual(layout.caretRect(atOffset: 1), caret17(pt(21675), line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: 2), caret17(pt(21675 + 9396), line: 0))
    }

    func testZWJFamilyBetweenLetters() throws {
        // a 9817, b 10806 around it: carets at 9817, 9817 + 21675 = 31492, 31492 + 10806 = 42298.
        let layout = try layout17("a" + family + "b", width: 300)
        XCTAssertEqual((0...3).map { layout.caretRect(atOffset: $0).minX }, [0, pt(9817), pt(31492), pt(42298)])
    }

    func testFlagIsOneCaretStep() throws {
        // U+1F1FA U+1F1F8: one Character, one Noto Color Emoji glyph of 2550 -> 21675 units.
        let layout = try layout17("\u{1F1FA}\u{1F1F8}", width: 300)
        XCTAssertEqual(layout.characterCount, 1)
        XCTAssertEqual(layout.glyphRuns.map(\.glyphs.count), [1])
        XCTAssertEqual(layout.caretRect(atOffset: 1), caret17(pt(21675), line: 0))
    }

    func testCombiningAcuteIsOneCaretStep() throws {
        // e + U+0301: one Character; HarfBuzz composes it to Inter's eacute (glyph 616, 1640, as
        // e: 10138 units). a 9817 follows; "ea" has no kerning.
        let layout = try layout17("e\u{301}a", width: 300)
        XCTAssertEqual(layout.characterCount, 2)
        XCTAssertEqual(layout.glyphRuns[0].glyphs.map(\.glyphID), [616, 504])
        XCTAssertEqual(layout.caretRect(atOffset: 1), caret17(pt(10138), line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: 2), caret17(pt(10138 + 9817), line: 0))
    }

    func testRightToLeftLineIsRightAligned() throws {
        // DejaVu Sans draws the Hebrew: shin 12334 + lamed 9894 + vav 4743 + final mem 11552
        // = 38523 units; no kerning between them. At 300 pt (307200 units) the paragraph is
        // right-aligned: the line runs from 307200 - 38523 = 268677 to 307200.
        let layout = try layout17(shalom, width: 300)
        XCTAssertEqual(layout.lines.map(\.rightToLeft), [true])
        XCTAssertEqual(layout.lines[0].width, pt(38523))
        XCTAssertEqual(layout.glyphRuns.map(\.face), [.fallbackRegular])
        // Visual order, left to right: final mem (1332), vav (1324), lamed (1331), shin (1344).
        XCTAssertEqual(layout.glyphRuns[0].glyphs.map(\.glyphID), [1332, 1324, 1331, 1344])
        XCTAssertEqual(layout.glyphRuns[0].glyphs.map(\.x), [pt(268677), pt(280229), pt(284972), pt(294866)])
        // The caret at the end of the text stands at the line's left edge: width - lineWidth.
        XCTAssertEqual(layout.caretRect(atOffset: 4), caret17(pt(268677), line: 0))
        // At the start, at the right edge; after shin and lamed, 307200 - 12334 - 9894 = 284972.
        XCTAssertEqual(layout.caretRect(atOffset: 0), caret17(300, line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: 2), caret17(pt(284972), line: 0))
    }

    func testRightToLeftLineEndBeforeANewline() throws {
        // The caret before the newline ends the Hebrew line: at its left edge, 268677 units.
        let layout = try layout17(shalom + "\nab", width: 300)
        XCTAssertEqual(layout.lines.map(\.rightToLeft), [true, false])
        XCTAssertEqual(layout.caretRect(atOffset: 4), caret17(pt(268677), line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: 5), caret17(0, line: 1))
    }

    func testTabAdvancesToTheNextStop() throws {
        // Stops every 28 pt: after a (9817 units = 9.59 pt) the tab runs to 28 pt, b stands at 28.
        let layout = try layout17("a\tb", width: 300)
        XCTAssertEqual(layout.caretRect(atOffset: 1), caret17(pt(9817), line: 0))
        XCTAssertEqual(layout.caretRect(atOffset: 2), caret17(28, line: 0))
        XCTAssertEqual(allGlyphs(layout).map(\.glyph.x), [0, 28])
        // b 10806: the line is 28 + 10806 / 1024 wide.
        XCTAssertEqual(layout.lines[0].width, 28 + pt(10806))
    }

    func testTabPastAStopGoesToTheNext() throws {
        // a + b + c = 9817 + 10806 + 9718 = 30341 units = 29.63 pt, past the 28 pt stop: d at 56.
        let layout = try layout17("abc\td", width: 300)
        XCTAssertEqual(layout.caretRect(atOffset: 4), caret17(56, line: 0))
        XCTAssertEqual(allGlyphs(layout).map(\.glyph.x).last, 56)
    }
}
