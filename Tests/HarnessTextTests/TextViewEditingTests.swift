import HarnessCore
import XCTest

@testable import HarnessText

/// Editing by grapheme, as the keyboard does.
final class TextViewEditingTests: XCTestCase {
    private let flag = "\u{1F1FA}\u{1F1F8}"
    private let decomposedE = "e\u{301}"

    private func caretOffset(_ view: TextView) -> Int? {
        guard let range = view.selectedTextRange, range.isEmpty else { return nil }
        return range.end.offset
    }

    func testInsertWithoutSelectionAppends() {
        let view = TextView()
        view.text = "ab"
        view.insertText("c")
        XCTAssertEqual(view.text, "abc")
        XCTAssertEqual(caretOffset(view), 3)
    }

    func testInsertAtCaret() {
        let view = TextView()
        view.text = "ad"
        view.select(offset: 1)
        view.insertText("bc")
        XCTAssertEqual(view.text, "abcd")
        XCTAssertEqual(caretOffset(view), 3)
    }

    func testInsertReplacesSelection() {
        let view = TextView()
        view.text = "hello world"
        view.selectedTextRange = TextRange(start: TextPosition(offset: 5), end: TextPosition(offset: 0))
        view.insertText("bye")
        XCTAssertEqual(view.text, "bye world")
        XCTAssertEqual(caretOffset(view), 3)
    }

    func testFlagAndDecomposedAccentAreSingleGraphemes() {
        let view = TextView()
        view.insertText(flag)
        view.insertText("e")
        view.insertText("\u{301}")  // merges into the e before it
        XCTAssertEqual(view.text, flag + decomposedE)
        XCTAssertEqual(view.endOfDocument.offset, 2)
        XCTAssertEqual(caretOffset(view), 2)

        view.deleteBackward()
        XCTAssertEqual(view.text, flag)
        XCTAssertEqual(caretOffset(view), 1)
        view.deleteBackward()
        XCTAssertEqual(view.text, "")
        XCTAssertEqual(caretOffset(view), 0)
        view.deleteBackward()
        XCTAssertEqual(view.text, "")
    }

    func testDeleteBackwardInTheMiddle() {
        let view = TextView()
        view.text = "a" + flag + decomposedE + "b"
        view.select(offset: 2)
        view.deleteBackward()
        XCTAssertEqual(view.text, "a" + decomposedE + "b")
        XCTAssertEqual(caretOffset(view), 1)
    }

    func testDeleteBackwardRemovesTheSelection() {
        let view = TextView()
        view.text = "abcdef"
        view.selectedTextRange = TextRange(start: TextPosition(offset: 1), end: TextPosition(offset: 4))
        view.deleteBackward()
        XCTAssertEqual(view.text, "aef")
        XCTAssertEqual(caretOffset(view), 1)
    }

    func testDeleteBackwardWithoutSelectionDeletesTheLastGrapheme() {
        let view = TextView()
        view.text = "ab" + flag
        view.deleteBackward()
        XCTAssertEqual(view.text, "ab")
    }

    func testSettingTextClampsTheSelection() {
        let view = TextView()
        view.text = "hello world"
        view.select(offset: 11)
        view.text = "hi"
        XCTAssertEqual(view.selectedTextRange, TextRange(caretAt: TextPosition(offset: 2)))
    }

    func testSelectionIsClampedToTheText() {
        let view = TextView()
        view.text = "abc"
        view.selectedTextRange = TextRange(start: TextPosition(offset: -3), end: TextPosition(offset: 50))
        XCTAssertEqual(view.selectedTextRange, TextRange(start: TextPosition(offset: 0), end: TextPosition(offset: 3)))
        view.select(offset: 99)
        XCTAssertEqual(caretOffset(view), 3)
        view.selectedTextRange = nil
        XCTAssertNil(view.selectedTextRange)
    }

    func testMaximumLengthTruncatesInsertions() {
        let view = TextView()
        view.maximumLength = 5
        view.text = "abc"
        view.insertText("d" + flag + "fg")
        XCTAssertEqual(view.text, "abcd" + flag)
        XCTAssertEqual(caretOffset(view), 5)
        view.insertText("x")
        XCTAssertEqual(view.text, "abcd" + flag)

        view.selectedTextRange = TextRange(start: TextPosition(offset: 0), end: TextPosition(offset: 2))
        view.insertText("xyz")  // two graphemes freed by the selection
        XCTAssertEqual(view.text, "xycd" + flag)
        XCTAssertEqual(caretOffset(view), 2)
    }

    func testNewlinesAreDroppedWhenNotAllowed() {
        let view = TextView()
        view.allowsNewlines = false
        view.text = "ab"
        view.insertText("\n")
        XCTAssertEqual(view.text, "ab")
        XCTAssertEqual(view.selectedTextRange, nil)
        view.insertText("c\r\nd\n")
        XCTAssertEqual(view.text, "abcd")
        XCTAssertEqual(caretOffset(view), 4)
    }

    func testEditingRelaysOut() {
        let view = TextView(frame: Rect(x: 0, y: 0, width: 343, height: 100))
        view.insertText("a\n")
        XCTAssertEqual(view.layout?.lines.count, 2)
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), Rect(x: 0, y: 36.287109375, width: 2, height: 20.287109375))
        view.deleteBackward()
        XCTAssertEqual(view.layout?.lines.count, 1)
        // After Inter's 'a' (1588 units of 2816): round(1588 * 17 * 1024 / 2816) = 9817, / 1024 = 9.5869140625.
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), Rect(x: 9.5869140625, y: 16, width: 2, height: 20.287109375))
    }

    func testPositionsAndRanges() {
        XCTAssertLessThan(TextPosition(offset: 1), TextPosition(offset: 2))
        let range = TextRange(start: TextPosition(offset: 4), end: TextPosition(offset: 1))
        XCTAssertEqual(range.start.offset, 1)
        XCTAssertEqual(range.offsets, 1..<4)
        XCTAssertFalse(range.isEmpty)
        XCTAssertTrue(TextRange(caretAt: TextPosition(offset: 3)).isEmpty)
    }
}
