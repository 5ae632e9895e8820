import HarnessDrawing
import HarnessGeometry
import XCTest

@testable import HarnessText

/// Caret rectangles at 17 pt: as tall as SF Pro Text's line, (1950 + 494) * 17 / 2048 = 20.287109375;
/// x = DejaVu Sans advances in font units * 17 / 2048.
final class TextLayoutCaretTests: XCTestCase {
    private func layout(_ text: String, width: Double) throws -> TextLayout {
        TextLayout(text: text, font: try TrueTypeFont.pinned(.regular), face: .regular, pointSize: 17, width: width)
    }

    private func caret(_ x: Double, _ y: Double) -> Rect {
        Rect(x: x, y: y, width: 2, height: 20.287109375)
    }

    func testCaretWithinALine() throws {
        let layout = try layout("The quick brown fox jumps over the lazy dog", width: 120)
        XCTAssertEqual(layout.caretRect(atOffset: 0), caret(0, 0))
        XCTAssertEqual(layout.caretRect(atOffset: 9), caret(82.50146484375, 0))  // "The quick" 9939 units
    }

    func testCaretAtSoftWrapGoesToTheNextLine() throws {
        // Lines break at 10 ("The quick |brown"), 20 and 31 (see TextLayoutWrapTests).
        let layout = try layout("The quick brown fox jumps over the lazy dog", width: 120)
        XCTAssertEqual(layout.caretRect(atOffset: 10), caret(0, 20.287109375))
        XCTAssertEqual(layout.caretRect(atOffset: 31), caret(0, 60.861328125))  // 3 * 20.287109375
        XCTAssertEqual(layout.caretRect(atOffset: 43), caret(104.81396484375, 60.861328125))  // "the lazy dog" 12627
    }

    func testCaretAfterTrailingNewline() throws {
        let layout = try layout("ab\n", width: 300)
        XCTAssertEqual(layout.caretRect(atOffset: 2), caret(21.20849609375, 0))  // a+b = 2555 units
        XCTAssertEqual(layout.caretRect(atOffset: 3), caret(0, 20.287109375))
    }

    func testCaretOnEmptyLinesBetweenNewlines() throws {
        let layout = try layout("\n\n", width: 300)
        XCTAssertEqual(layout.caretRect(atOffset: 0), caret(0, 0))
        XCTAssertEqual(layout.caretRect(atOffset: 1), caret(0, 20.287109375))
        XCTAssertEqual(layout.caretRect(atOffset: 2), caret(0, 40.57421875))  // 2 * 20.287109375
    }

    func testCaretInEmptyText() throws {
        XCTAssertEqual(try layout("", width: 300).caretRect(atOffset: 0), caret(0, 0))
    }

    func testCaretInHangingSpacesStaysAtTheEdge() throws {
        let layout = try layout("ab      ", width: 30)
        XCTAssertEqual(layout.caretRect(atOffset: 3), caret(26.6123046875, 0))  // 2555 + 651 = 3206 units
        XCTAssertEqual(layout.caretRect(atOffset: 7), caret(30, 0))  // 2555 + 5 * 651 = 5810 units = 48.2 pt
        XCTAssertEqual(layout.caretRect(atOffset: 8), caret(30, 0))
    }

    func testOffsetsAreClamped() throws {
        let layout = try layout("ab", width: 300)
        XCTAssertEqual(layout.caretRect(atOffset: -4), caret(0, 0))
        XCTAssertEqual(layout.caretRect(atOffset: 40), caret(21.20849609375, 0))
    }

    func testMissingEmojiSequenceIsOneNotdefBox() throws {
        // 👨‍👩‍👧 = U+1F468 ZWJ U+1F469 ZWJ U+1F467. DejaVu lacks the people, has ZWJ (glyph 2800,
        // advance 0): .notdef (1229 units) + ZWJ + ZWJ, the other missing scalars skipped.
        let layout = try layout("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}x", width: 300)
        XCTAssertEqual(layout.characterCount, 2)
        XCTAssertEqual(layout.glyphRun.glyphs.map(\.glyphID), [0, 2800, 2800, 91])
        XCTAssertEqual(layout.glyphRun.glyphs.map(\.x), [0, 10.20166015625, 10.20166015625, 10.20166015625])
        XCTAssertEqual(layout.caretRect(atOffset: 1), caret(10.20166015625, 0))  // 1229 * 17 / 2048
    }

    func testFlagIsOneNotdefBox() throws {
        let layout = try layout("\u{1F1FA}\u{1F1F8}", width: 300)
        XCTAssertEqual(layout.characterCount, 1)
        XCTAssertEqual(layout.glyphRun.glyphs.map(\.glyphID), [0])
        XCTAssertEqual(layout.caretRect(atOffset: 1), caret(10.20166015625, 0))
    }

    func testCombiningAcuteAddsNoWidth() throws {
        // e (glyph 72, 1260 units) + U+0301 (glyph 690, 0 units) is one grapheme.
        let layout = try layout("e\u{301}a", width: 300)
        XCTAssertEqual(layout.characterCount, 2)
        XCTAssertEqual(layout.glyphRun.glyphs.map(\.glyphID), [72, 690, 68])
        XCTAssertEqual(layout.caretRect(atOffset: 1), caret(10.458984375, 0))  // 1260 * 17 / 2048
    }

    func testEmojiWithVariationSelector() throws {
        // ❤️ = U+2764 (glyph 4076, 1716 units) + U+FE0F (glyph 5222, 0 units).
        let layout = try layout("\u{2764}\u{FE0F}", width: 300)
        XCTAssertEqual(layout.glyphRun.glyphs.map(\.glyphID), [4076, 5222])
        XCTAssertEqual(layout.caretRect(atOffset: 1), caret(14.244140625, 0))  // 1716 * 17 / 2048
    }

    func testHebrewRunsLeftToRight() throws {
        // שלום: shin 1451, lamed 1164, vav 558, final mem 1359, kept in logical order.
        let layout = try layout("\u{5E9}\u{5DC}\u{5D5}\u{5DD}", width: 300)
        XCTAssertEqual(layout.glyphRun.glyphs.map(\.glyphID), [1344, 1331, 1324, 1332])
        XCTAssertEqual(layout.caretRect(atOffset: 2), caret(21.70654296875, 0))  // (1451 + 1164) * 17 / 2048
    }

    func testZeroWidthSpaceIsABreakOpportunity() throws {
        // 30 pt = 3614.1 units. a 1255 + ZWSP 0 + b 1300 = 2555 fits, + c 1126 = 3681 does not:
        // the line breaks after the ZWSP. b+c = 2426, + d 1300 = 3726 does not fit either.
        let layout = try layout("a\u{200B}bcd", width: 30)
        XCTAssertEqual(layout.lines.map(\.range), [0..<2, 2..<4, 4..<5])
    }
}
