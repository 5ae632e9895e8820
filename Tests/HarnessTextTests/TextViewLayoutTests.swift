import HarnessDrawing
import HarnessGeometry
import XCTest

@testable import HarnessText

/// A text view at 17 pt, insets 16 above and below, 5 pt of right padding: lines are
/// width - 5 wide and carets are moved down by 16. Line height SF Pro Text's 17 * 2444 / 2048 = 20.287109375.
final class TextViewLayoutTests: XCTestCase {
    private let pangram = "The quick brown fox jumps over the lazy dog"

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
        XCTAssertTrue(view.caretRect(for: view.beginningOfDocument).isNull)
    }

    func testCaretAfterTheParentSetsTheFrame() throws {
        let view = textView(width: 343)
        XCTAssertNil(view.fontError)
        XCTAssertEqual(view.layout?.width, 338)  // 343 - 0 - 0 - 5
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), Rect(x: 0, y: 16, width: 2, height: 20.287109375))
    }

    func testRootViewWithAFrameLaysOutAtOnce() {
        let view = TextView(frame: Rect(x: 0, y: 0, width: 125, height: 100))
        view.text = pangram
        XCTAssertEqual(view.layout?.lines.count, 4)
    }

    func testWrappedCaretInViewCoordinates() {
        // 125 - 5 = 120 pt lines: the pangram wraps to 4 lines (see TextLayoutWrapTests).
        let view = textView(width: 125, text: pangram)
        // End of "the lazy dog": 12627 * 17 / 2048 = 104.81396484375; y = 16 + 3 * 20.287109375.
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), Rect(x: 104.81396484375, y: 76.861328125, width: 2, height: 20.287109375))
        // Soft wrap at offset 10: start of line 2, y = 16 + 20.287109375.
        XCTAssertEqual(view.caretRect(for: TextPosition(offset: 10)), Rect(x: 0, y: 36.287109375, width: 2, height: 20.287109375))
    }

    func testCaretAfterTrailingNewline() {
        let view = textView(width: 343, text: "ab\n")
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), Rect(x: 0, y: 36.287109375, width: 2, height: 20.287109375))
    }

    func testInsetsMoveTheCaretAndNarrowTheLines() {
        let view = textView(width: 343, text: "ab")
        view.textContainerInset = Insets(top: 4, left: 10, bottom: 4, right: 8)
        XCTAssertEqual(view.layout?.width, 320)  // 343 - 10 - 8 - 5
        XCTAssertEqual(view.textContainerOrigin, Point(x: 10, y: 4))
        // a+b = 2555 units = 21.20849609375 pt, plus the 10 pt left inset.
        XCTAssertEqual(view.caretRect(for: view.endOfDocument), Rect(x: 31.20849609375, y: 4, width: 2, height: 20.287109375))
    }

    func testResizingRelaysOut() {
        let view = textView(width: 400, text: pangram)
        XCTAssertEqual(view.layout?.lines.count, 1)  // 383.255 pt fits in 395
        view.superview!.setFrame(Rect(x: 10, y: 20, width: 125, height: 200), of: view)
        XCTAssertEqual(view.layout?.lines.count, 4)
    }

    func testFaceAndSizeRelayOut() {
        let view = textView(width: 343, text: "aa")
        view.face = .bold
        XCTAssertEqual(view.layout?.glyphRun.face, .bold)
        XCTAssertEqual(view.layout?.lines[0].width, 22.943359375)  // bold a 1382: 2 * 1382 * 17 / 2048
        view.pointSize = 34
        XCTAssertEqual(view.layout?.lineHeight, 40.57421875)  // 2444 * 34 / 2048
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
        // At 125 the pangram takes 4 lines: 4 * 20.287109375 + 32 = 113.1484375. At 343 (338 pt =
        // 40720.9 units) "... the " ends at 36905 units and "lazy" would end at 41016: 2 lines.
        // At 400 all 46171 units (383.26 pt) fit in 395 pt: 1 line.
        XCTAssertEqual(view.sizeThatFits(width: 125), Size(width: 125, height: 113.1484375))
        XCTAssertEqual(view.sizeThatFits(width: 343), Size(width: 343, height: 72.57421875))  // 2 lines
        XCTAssertEqual(view.sizeThatFits(width: 400), Size(width: 400, height: 52.287109375))  // 1 line
        XCTAssertEqual(view.layout?.lines.map(\.range), [0..<35, 35..<43])
        XCTAssertEqual(view.layout?.width, 338)  // measuring does not change the layout
    }

    func testCaretStaysInsideTheFieldForAwkwardTexts() {
        for width in [343.0, 30, 6, 1] {
            let view = textView(width: width)
            for text in TextLayoutRobustnessTests.awkwardTexts {
                view.text = text
                for offset in [0, text.count / 3, text.count / 2, text.count] {
                    let caret = view.caretRect(for: TextPosition(offset: offset))
                    XCTAssertGreaterThanOrEqual(caret.minX, 0, "\(text.prefix(12).debugDescription) at \(width)")
                    XCTAssertLessThanOrEqual(caret.minX, max(0, width - 5))
                    XCTAssertGreaterThanOrEqual(caret.minY, 16)
                    XCTAssertLessThanOrEqual(caret.maxY, view.sizeThatFits(width: width).height - 16)
                }
            }
        }
    }
}
