import HarnessCore
import XCTest

@testable import HarnessText

/// A text view at 17 pt, insets 16 above and below, 5 pt of right padding: lines are width - 5
/// wide and carets move down by 16. Lines are 20.287109375 tall (17 * 2444 / 2048); advances in
/// Pango units (1/1024 pt) as in TextTestSupport.swift.
final class TextViewLayoutTests: XCTestCase {
    /// A child holds its superview weakly, so the test keeps the parents alive.
    private var parents: [View] = []

    /// A text view given `width` by its parent, as the sheet's fields are.
    private func textView(width: Double, text: String = "") -> TextView {
        let parent = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        parents.append(parent)
        let view = TextView()
        parent.addSubview(view)
        view.text = text
        parent.setFrame(Rect(x: 10, y: 20, width: width, height: 200), of: view)
        return view
    }

    private func caret(_ x: Double, line: Int, top: Double = 16) -> Rect {
        Rect(x: x, y: top + Double(line) * line17, width: 2, height: line17)
    }

    func testDefaults() {
        let view = TextView()
        XCTAssertEqual(view.face, .regular)
        XCTAssertEqual(view.pointSize, 17)
        XCTAssertEqual(view.textContainerInset, Insets(top: 16, left: 0, bottom: 16, right: 0))
        XCTAssertEqual(view.lineFragmentPaddingRight, 5)
        XCTAssertNil(view.selectedTextRange)
        XCTAssertNil(view.maximumLength)
        XCTAssertTrue(view.allowsNewlines)
    }

    func testCaretIsNullBeforeLayout() {
        let view = TextView()
        view.text = "hello"
        XCTAssertNil(view.layout)
        XCTAssertTrue(view.caretRect(for: view.endOfDocument).isNull)
        XCTAssertTrue(view.caretRectAtSelectionEnd.isNull)
    }

    func testCaretAfterTheParentSetsTheFrame() {
        let view = textView(width: 343)
        XCTAssertNil(view.fontError)
        XCTAssertEqual(view.layout?.width, 338)  // 343 - 0 - 0 - 5
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), caret(0, line: 0))
    }

    func testRootViewWithAFrameLaysOutAtOnce() {
        let view = TextView(frame: Rect(x: 0, y: 0, width: 125, height: 100))
        view.text = pangram
        XCTAssertEqual(view.layout?.lines.count, 4)
    }

    func testWrappedCaretInViewCoordinates() {
        // 125 - 5 = 120 pt lines: the pangram wraps at 10, 20 and 35 (TextLayoutWrapTests).
        let view = textView(width: 125, text: pangram)
        // End of "lazy dog": 69755 units; y = 16 + 3 * 20.287109375 = 76.861328125.
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), caret(pt(69755), line: 3))
        XCTAssertEqual(view.caretRect(for: view.endOfDocument).minY, 76.861328125)
        // The soft wrap at offset 10: start of line 2, y = 16 + 20.287109375 = 36.287109375.
        XCTAssertEqual(view.caretRect(for: TextPosition(offset: 10)), caret(0, line: 1))
        view.select(offset: 9)
        XCTAssertEqual(view.caretRectAtSelectionEnd, caret(pt(80537), line: 0))  // "The quick"
    }

    func testCaretAfterTrailingNewline() {
        let view = textView(width: 343, text: "ab\n")
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), caret(0, line: 1))
    }

    func testRightToLeftCaretAtTheEnd() {
        // 343 - 5 = 338 pt lines; שלום is 38523 units wide (TextLayoutCaretTests), right-aligned:
        // the caret at its end is at 338 - 38523 / 1024.
        let view = textView(width: 343, text: shalom)
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), caret(338 - pt(38523), line: 0))
        XCTAssertEqual(view.caretRect(for: view.beginningOfDocument), caret(338, line: 0))
    }

    func testInsetsMoveTheCaretAndNarrowTheLines() {
        let view = textView(width: 343, text: "ab")
        view.textContainerInset = Insets(top: 4, left: 10, bottom: 4, right: 8)
        XCTAssertEqual(view.layout?.width, 320)  // 343 - 10 - 8 - 5
        XCTAssertEqual(view.textContainerOrigin, Point(x: 10, y: 4))
        // a + b = 9817 + 10806 = 20623 units, plus the 10 pt left inset.
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), caret(10 + pt(20623), line: 0, top: 4))
    }

    func testResizingRelaysOut() {
        // The pangram is 368361 units = 359.7 pt: one line in 400 - 5 = 395 pt, four in 120.
        let view = textView(width: 400, text: pangram)
        XCTAssertEqual(view.layout?.lines.count, 1)
        view.superview!.setFrame(Rect(x: 10, y: 20, width: 125, height: 200), of: view)
        XCTAssertEqual(view.layout?.lines.count, 4)
    }

    func testFaceAndSizeRelayOut() {
        let view = textView(width: 343, text: "aa")
        view.face = .bold
        XCTAssertEqual(view.layout?.glyphRuns.map(\.face), [.bold])
        XCTAssertEqual(view.layout?.lines[0].width, pt(20004))  // SemiBold a 1618 * 68 / 11 -> 10002, twice
        view.pointSize = 34
        XCTAssertEqual(view.layout?.lineHeight, 40.57421875)  // 34 * 2444 / 2048
        // SemiBold a at 34 pt: 1618 * 34 * 1024 / 2816 = 1618 * 136 / 11 = 20004.4 -> 20004, twice.
        XCTAssertEqual(view.layout?.lines[0].width, pt(40008))
    }

    func testSizeThatFitsGrowsOneLineHeightPerLine() {
        let view = TextView()
        // 16 + 16 + lines * 20.287109375
        XCTAssertEqual(view.sizeThatFits(width: 343), Size(width: 343, height: 52.287109375))
        view.text = "a\n"
        XCTAssertEqual(view.sizeThatFits(width: 343), Size(width: 343, height: 72.57421875))
        view.text = "a\nb\n"
        XCTAssertEqual(view.sizeThatFits(width: 343), Size(width: 343, height: 92.861328125))
        view.text = "a\nb\nc\n"
        XCTAssertEqual(view.sizeThatFits(width: 343), Size(width: 343, height: 113.1484375))
    }

    func testSizeThatFitsWrapsAtTheGivenWidth() {
        let view = textView(width: 343, text: pangram)
        // At 125 the pangram takes 4 lines: 4 * 20.287109375 + 32 = 113.1484375.
        // At 343 (338 pt = 346112 units) "... lazy" ends at 331666 units (all words before "dog"
        // and their 7 spaces: 368361 - 31799 - 4896), "dog" would end at 368361: 2 lines.
        // At 400 (395 pt) all 368361 units (359.7 pt) fit: 1 line.
        XCTAssertEqual(view.sizeThatFits(width: 125), Size(width: 125, height: 113.1484375))
        XCTAssertEqual(view.sizeThatFits(width: 343), Size(width: 343, height: 72.57421875))
        XCTAssertEqual(view.sizeThatFits(width: 400), Size(width: 400, height: 52.287109375))
        XCTAssertEqual(view.layout?.lines.map(\.range), [0..<40, 40..<43])
        XCTAssertEqual(view.layout?.width, 338)  // measuring does not change the layout
    }

    func testCaretStaysInsideTheFieldForAwkwardTexts() {
        for width in [343.0, 30, 6, 1] {
            let view = textView(width: width)
            for text in TextLayoutRobustnessTests.awkwardTexts {
                view.text = text
                let height = view.sizeThatFits(width: width).height
                for offset in [0, text.count / 3, text.count / 2, text.count] {
                    let caret = view.caretRect(for: TextPosition(offset: offset))
                    let context = "\(text.prefix(12).debugDescription) at \(width), offset \(offset)"
                    XCTAssertGreaterThanOrEqual(caret.minX, 0, context)
                    XCTAssertLessThanOrEqual(caret.minX, max(0, width - 5), context)
                    XCTAssertGreaterThanOrEqual(caret.minY, 16, context)
                    XCTAssertLessThanOrEqual(caret.maxY, height - 16, context)
                }
            }
        }
    }
}
