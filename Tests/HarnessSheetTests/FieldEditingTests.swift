@testable import HarnessScreens
import HarnessText
import UIKit
import XCTest

/// The fields' editing rules, as the screen applies them to the sheet's `UITextView`s (`type`,
/// `backspace`): insertion at the caret or over the selection, grapheme-aware backspace and caret
/// placement, no newline in the title, the 256 and 4,096 character limits (a longer insertion is
/// cut, one with no room left changes nothing). Offsets here count graphemes; the text views keep
/// UTF-16 units. (Ported from HarnessText's TextViewEditingTests when the harness's own text view
/// gave way to the sheet's UITextViews.)
@MainActor
final class FieldEditingTests: XCTestCase {
    private let flag = "\u{1F1FA}\u{1F1F8}"
    private let decomposedE = "e\u{301}"

    /// The sheet with `field` prefilled with `text` and focused, the caret at its end.
    private func screen(_ field: FieldID, _ text: String) -> TextStyleEditScreen {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create, title: field == .title ? text : "",
                                         instructions: field == .instructions ? text : "")
        screen.tap(field)
        return screen
    }

    private func text(_ screen: TextStyleEditScreen, _ field: FieldID) -> String { screen.textView(field).text ?? "" }

    /// The caret's grapheme offset, nil when a range is selected.
    private func caretOffset(_ screen: TextStyleEditScreen, _ field: FieldID) -> Int? {
        let view = screen.textView(field)
        let text = view.text ?? ""
        guard view.selectedRange.length == 0 else { return nil }
        let index = String.Index(utf16Offset: view.selectedRange.location, in: text)
        return text.distance(from: text.startIndex, to: index)
    }

    /// Selects graphemes `range` of the field, as a drag would.
    private func select(_ screen: TextStyleEditScreen, _ field: FieldID, graphemes range: Range<Int>) {
        let text = self.text(screen, field)
        let start = GraphemeUnits.utf16Offset(of: range.lowerBound, in: text)
        let end = GraphemeUnits.utf16Offset(of: range.upperBound, in: text)
        screen.textView(field).selectedRange = NSRange(location: start, length: end - start)
    }

    func testInsertWithTheCaretAtTheEndAppends() async {
        let s = screen(.instructions, "ab")
        XCTAssertTrue(s.type("c"))
        XCTAssertEqual(text(s, .instructions), "abc")
        XCTAssertEqual(caretOffset(s, .instructions), 3)
    }

    func testInsertAtCaret() async {
        let s = screen(.instructions, "ad")
        s.select(.instructions, at: .middle)  // 2 / 2 = 1
        XCTAssertTrue(s.type("bc"))
        XCTAssertEqual(text(s, .instructions), "abcd")
        XCTAssertEqual(caretOffset(s, .instructions), 3)
    }

    func testInsertReplacesSelection() async {
        let s = screen(.instructions, "hello world")
        select(s, .instructions, graphemes: 0..<5)
        XCTAssertTrue(s.type("bye"))
        XCTAssertEqual(text(s, .instructions), "bye world")
        XCTAssertEqual(caretOffset(s, .instructions), 3)
    }

    func testFlagAndDecomposedAccentAreSingleGraphemes() async {
        let s = screen(.instructions, "")
        s.type(flag)
        s.type("e")
        s.type("\u{301}")  // merges into the e before it
        XCTAssertEqual(text(s, .instructions), flag + decomposedE)
        XCTAssertEqual(text(s, .instructions).count, 2)
        XCTAssertEqual(caretOffset(s, .instructions), 2)

        XCTAssertTrue(s.backspace())
        XCTAssertEqual(text(s, .instructions), flag)
        XCTAssertEqual(caretOffset(s, .instructions), 1)
        XCTAssertTrue(s.backspace())
        XCTAssertEqual(text(s, .instructions), "")
        XCTAssertEqual(caretOffset(s, .instructions), 0)
        let updates = s.updateCount
        XCTAssertFalse(s.backspace(), "nothing before the caret: no edit")
        XCTAssertEqual(text(s, .instructions), "")
        XCTAssertEqual(s.updateCount, updates)
    }

    func testDeleteBackwardInTheMiddle() async {
        let s = screen(.instructions, "a" + flag + decomposedE + "b")
        select(s, .instructions, graphemes: 2..<2)
        XCTAssertTrue(s.backspace())
        XCTAssertEqual(text(s, .instructions), "a" + decomposedE + "b")
        XCTAssertEqual(caretOffset(s, .instructions), 1)
    }

    func testDeleteBackwardRemovesTheSelection() async {
        let s = screen(.instructions, "abcdef")
        select(s, .instructions, graphemes: 1..<4)
        XCTAssertTrue(s.backspace())
        XCTAssertEqual(text(s, .instructions), "aef")
        XCTAssertEqual(caretOffset(s, .instructions), 1)
    }

    func testDeleteBackwardAtTheEndDeletesTheLastGrapheme() async {
        let s = screen(.instructions, "ab" + flag)
        XCTAssertTrue(s.backspace())
        XCTAssertEqual(text(s, .instructions), "ab")
    }

    /// Each field's limit (title 256, instructions 4,096 graphemes) with two graphemes of room:
    /// an insertion of four is cut to two (a flag counts one), the next is refused, and a
    /// selection of two frees two.
    func testTheCharacterLimitsTruncateInsertions() async {
        for (field, limit) in [(FieldID.title, 256), (.instructions, 4096)] {
            let filler = String(repeating: "c", count: limit - 4)
            let s = screen(field, "ab" + filler)
            XCTAssertTrue(s.type("d" + flag + "fg"))
            XCTAssertEqual(text(s, field), "ab" + filler + "d" + flag, "\(field)")
            XCTAssertEqual(text(s, field).count, limit, "\(field)")
            XCTAssertEqual(caretOffset(s, field), limit, "\(field)")
            let updates = s.updateCount
            XCTAssertFalse(s.type("x"), "\(field): no room left, the insertion is refused")
            XCTAssertEqual(text(s, field), "ab" + filler + "d" + flag, "\(field)")
            XCTAssertEqual(s.updateCount, updates, "\(field): a refused edit runs no update")

            select(s, field, graphemes: 0..<2)
            XCTAssertTrue(s.type("xyz"))  // two graphemes freed by the selection
            XCTAssertEqual(text(s, field), "xy" + filler + "d" + flag, "\(field)")
            XCTAssertEqual(caretOffset(s, field), 2, "\(field)")
        }
    }

    func testTheTitleTakesNoNewline() async {
        let s = screen(.title, "ab")
        let updates = s.updateCount
        XCTAssertFalse(s.type("\n"))
        XCTAssertEqual(text(s, .title), "ab")
        XCTAssertEqual(caretOffset(s, .title), 2, "the caret stays where it was")
        XCTAssertEqual(s.updateCount, updates)
        XCTAssertTrue(s.type("c\r\nd\n"))
        XCTAssertEqual(text(s, .title), "abcd")
        XCTAssertEqual(caretOffset(s, .title), 4)
        // The instructions take them.
        let instructions = screen(.instructions, "ab")
        XCTAssertTrue(instructions.type("c\r\nd\n"))
        XCTAssertEqual(text(instructions, .instructions), "abc\r\nd\n")
        XCTAssertEqual(caretOffset(instructions, .instructions), 6)
    }

    func testEditingRelaysOut() async {
        // The field's text view: insets top 16 and left -5 against the padding 5, so the text
        // starts at (0, 16) in the view; lines 20.287109375 tall.
        let s = screen(.instructions, "")
        s.type("a\n")
        XCTAssertEqual(s.textView(.instructions).laidOutText?.layout.lines.count, 2)
        XCTAssertEqual(s.caretRect(.instructions), CGRect(x: 0, y: 36.287109375, width: 2, height: 20.287109375))
        s.backspace()
        XCTAssertEqual(s.textView(.instructions).laidOutText?.layout.lines.count, 1)
        // After Inter's 'a' (1588 units of 2816): round(1588 * 17 * 1024 / 2816) = 9817, / 1024 = 9.5869140625.
        XCTAssertEqual(s.caretRect(.instructions), CGRect(x: 9.5869140625, y: 16, width: 2, height: 20.287109375))
    }
}
