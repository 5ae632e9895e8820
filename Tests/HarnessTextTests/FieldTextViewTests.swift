import ComponentFlow
import HarnessCore
import UIKit
import XCTest

@testable import HarnessText

/// The sheet's field text view (TextFieldComponent's UITextView) at 17 pt: insets 16 above and
/// below, the left line fragment padding cancelled by a -5 left inset, 5 pt of padding on the
/// right, so lines are width - 5 wide, start at x 0, and carets move down by 16. Lines are
/// 20.287109375 tall (17 * 2444 / 2048); advances in Pango units (1/1024 pt) as in
/// TextTestSupport.swift. Selections are UTF-16 ranges, snapped to graphemes. (Ported from
/// TextViewLayoutTests and TextViewEditingTests when the harness's own text view gave way to the
/// sheet's UITextViews; the fields' editing rules are in HarnessSheetTests' FieldEditingTests.)
@MainActor
final class FieldTextViewTests: XCTestCase {
    /// A child holds its superview weakly, so the test keeps the parents alive.
    private var parents: [UIView] = []

    /// A field given `width` by its parent, as the sheet's rows give theirs; its text view fills it.
    private func textView(width: CGFloat, text: String = "") -> UITextView {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        parents.append(parent)
        let field = TextFieldComponent.View()
        parent.addSubview(field)
        field.inputTextView.text = text
        field.frame = CGRect(x: 10, y: 20, width: width, height: 200)
        parent.layoutIfNeeded()
        return field.inputTextView
    }

    private func caret(_ x: Double, line: Int, top: Double = 16) -> CGRect {
        CGRect(x: x, y: top + Double(line) * line17, width: 2, height: line17)
    }

    /// The position `graphemes` graphemes into the text.
    private func position(_ view: UITextView, graphemes: Int) -> UITextPosition {
        view.position(from: view.beginningOfDocument, offset: GraphemeUnits.utf16Offset(of: graphemes, in: view.text))!
    }

    private func caretAtSelectionEnd(_ view: UITextView) -> CGRect {
        view.caretRect(for: view.selectedTextRange?.end ?? view.endOfDocument)
    }

    func testDefaults() async {
        let view = TextFieldComponent.View().inputTextView
        XCTAssertEqual(view.font, .systemFont(ofSize: 17))
        XCTAssertEqual(view.font?.face, .regular)
        XCTAssertEqual(view.textContainerInset, UIEdgeInsets(top: 16, left: -5, bottom: 16, right: 0))
        XCTAssertEqual(view.textContainer.lineFragmentPadding, 5)  // cancelled on the left, 5 on the right
        XCTAssertFalse(view.isScrollEnabled, "the field grows rather than scrolls")
        // A text view always has a selection: the caret at the start of the empty text.
        XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 0))
    }

    func testCaretIsNullBeforeLayout() async {
        let view = TextFieldComponent.View().inputTextView
        view.text = "hello"
        XCTAssertNil(view.laidOutText)
        XCTAssertTrue(view.caretRect(for: view.endOfDocument).isNull)
        XCTAssertTrue(caretAtSelectionEnd(view).isNull)
    }

    func testCaretAfterTheParentSetsTheFrame() async {
        let view = textView(width: 343)
        XCTAssertEqual(view.laidOutText?.layout.width, 338)  // 343 - (-5) - 0 - 2 * 5
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), caret(0, line: 0))
    }

    func testATextViewGivenAFrameLaysOutAtOnce() async {
        let view = TextFieldComponent.View().inputTextView
        view.frame = CGRect(x: 0, y: 0, width: 125, height: 100)
        view.text = pangram
        XCTAssertEqual(view.laidOutText?.layout.lines.count, 4)
    }

    func testWrappedCaretInViewCoordinates() async {
        // 125 - 5 = 120 pt lines: the pangram wraps at 10, 20 and 35 (TextLayoutWrapTests).
        let view = textView(width: 125, text: pangram)
        // End of "lazy dog": 69755 units; y = 16 + 3 * 20.287109375 = 76.861328125.
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), caret(pt(69755), line: 3))
        XCTAssertEqual(view.caretRect(for: view.endOfDocument).minY, 76.861328125)
        // The soft wrap at offset 10: start of line 2, y = 16 + 20.287109375 = 36.287109375.
        XCTAssertEqual(view.caretRect(for: position(view, graphemes: 10)), caret(0, line: 1))
        view.selectedRange = NSRange(location: 9, length: 0)
        XCTAssertEqual(caretAtSelectionEnd(view), caret(pt(80537), line: 0))  // "The quick"
    }

    func testCaretAfterTrailingNewline() async {
        let view = textView(width: 343, text: "ab\n")
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), caret(0, line: 1))
    }

    func testRightToLeftCaretAtTheEnd() async {
        // 343 - 5 = 338 pt lines; שלום is 38523 units wide (TextLayoutCaretTests), right-aligned:
        // the caret at its end is at 338 - 38523 / 1024.
        let view = textView(width: 343, text: shalom)
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), caret(338 - pt(38523), line: 0))
        XCTAssertEqual(view.caretRect(for: view.beginningOfDocument), caret(338, line: 0))
    }

    func testInsetsMoveTheCaretAndNarrowTheLines() async {
        let view = textView(width: 343, text: "ab")
        // 10 more on the left than the field's -5, 8 on the right, 4 above and below.
        view.textContainerInset = UIEdgeInsets(top: 4, left: 5, bottom: 4, right: 8)
        XCTAssertEqual(view.laidOutText?.layout.width, 320)  // 343 - 5 - 8 - 2 * 5
        XCTAssertEqual(view.laidOutText?.origin, CGPoint(x: 10, y: 4))  // 5 + 5, 4
        // a + b = 9817 + 10806 = 20623 units, plus the 10 pt the text moved right.
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), caret(10 + pt(20623), line: 0, top: 4))
    }

    func testResizingRelaysOut() async {
        // The pangram is 368361 units = 359.7 pt: one line in 400 - 5 = 395 pt, four in 120.
        let view = textView(width: 400, text: pangram)
        XCTAssertEqual(view.laidOutText?.layout.lines.count, 1)
        let field = view.superview!
        field.frame = CGRect(x: 10, y: 20, width: 125, height: 200)
        field.superview!.layoutIfNeeded()
        XCTAssertEqual(view.laidOutText?.layout.lines.count, 4)
    }

    func testFaceAndSizeRelayOut() async {
        let view = textView(width: 343, text: "aa")
        view.font = .systemFont(ofSize: 17, weight: .semibold)
        XCTAssertEqual(view.laidOutText?.layout.glyphRuns.map(\.face), [.bold])
        XCTAssertEqual(view.laidOutText?.layout.lines[0].width, pt(20004))  // SemiBold a 1618 * 68 / 11 -> 10002, twice
        view.font = .systemFont(ofSize: 34, weight: .semibold)
        XCTAssertEqual(view.laidOutText?.layout.lineHeight, 40.57421875)  // 34 * 2444 / 2048
        // SemiBold a at 34 pt: 1618 * 34 * 1024 / 2816 = 1618 * 136 / 11 = 20004.4 -> 20004, twice.
        XCTAssertEqual(view.laidOutText?.layout.lines[0].width, pt(40008))
    }

    func testSizeThatFitsGrowsOneLineHeightPerLine() async {
        let view = TextFieldComponent.View().inputTextView
        func height(_ width: CGFloat) -> CGFloat { view.sizeThatFits(CGSize(width: width, height: 10_000)).height }
        // 16 + 16 + lines * 20.287109375
        XCTAssertEqual(height(343), 52.287109375)
        view.text = "a\n"
        XCTAssertEqual(height(343), 72.57421875)
        view.text = "a\nb\n"
        XCTAssertEqual(height(343), 92.861328125)
        view.text = "a\nb\nc\n"
        XCTAssertEqual(height(343), 113.1484375)
    }

    func testSizeThatFitsWrapsAtTheGivenWidth() async {
        let view = textView(width: 343, text: pangram)
        func height(_ width: CGFloat) -> CGFloat { view.sizeThatFits(CGSize(width: width, height: 10_000)).height }
        // At 125 the pangram takes 4 lines: 4 * 20.287109375 + 32 = 113.1484375.
        // At 343 (338 pt = 346112 units) "... lazy" ends at 331666 units (all words before "dog"
        // and their 7 spaces: 368361 - 31799 - 4896), "dog" would end at 368361: 2 lines.
        // At 400 (395 pt) all 368361 units (359.7 pt) fit: 1 line.
        XCTAssertEqual(height(125), 113.1484375)
        XCTAssertEqual(height(343), 72.57421875)
        XCTAssertEqual(height(400), 52.287109375)
        XCTAssertEqual(view.laidOutText?.layout.lines.map(\.range), [0..<40, 40..<43])
        XCTAssertEqual(view.laidOutText?.layout.width, 338)  // measuring does not change the layout
    }

    func testCaretStaysInsideTheFieldForAwkwardTexts() async {
        for width in [343.0, 30, 6, 1] as [CGFloat] {
            let view = textView(width: width)
            for text in TextLayoutRobustnessTests.awkwardTexts {
                view.text = text
                let height = Double(view.sizeThatFits(CGSize(width: width, height: 10_000)).height)
                for offset in [0, text.count / 3, text.count / 2, text.count] {
                    let caret = view.caretRect(for: position(view, graphemes: offset))
                    let context = "\(text.prefix(12).debugDescription) at \(width), offset \(offset)"
                    XCTAssertGreaterThanOrEqual(Double(caret.minX), 0, context)
                    XCTAssertLessThanOrEqual(Double(caret.minX), max(0, Double(width) - 5), context)
                    XCTAssertGreaterThanOrEqual(Double(caret.minY), 16, context)
                    XCTAssertLessThanOrEqual(Double(caret.maxY), height - 16, context)
                }
            }
        }
    }

    // MARK: selections

    func testSettingTextPutsTheCaretAtItsEnd() async {
        // UITextView's `text` setter moves the caret to the end (the harness's view clamped the
        // old selection into the new text, which for a caret past the end is the same place).
        let view = textView(width: 343, text: "hello world")
        view.selectedRange = NSRange(location: 11, length: 0)
        view.text = "hi"
        XCTAssertEqual(view.selectedRange, NSRange(location: 2, length: 0))
    }

    func testSelectionIsClampedToTheText() async {
        let view = textView(width: 343, text: "abc")
        view.selectedRange = NSRange(location: -3, length: 53)
        XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 3))
        view.selectedRange = NSRange(location: 99, length: 0)
        XCTAssertEqual(view.selectedRange, NSRange(location: 3, length: 0))
        // A text view always has a selection: setting none keeps the one it has.
        view.selectedTextRange = nil
        XCTAssertEqual(view.selectedRange, NSRange(location: 3, length: 0))
    }
}
