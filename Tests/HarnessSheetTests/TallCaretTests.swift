@testable import HarnessSheet
import HarnessGeometry
import XCTest

/// A caret taller than [visibleTop, visibleBottom] cannot satisfy the rule. None of the five
/// devices gets there in portrait at 17 pt (the smallest range, iPhone SE with the predictive
/// bar, is 667 - 260 - 108 = 299 pt), but a large text size in landscape would. The design then
/// flips between bottom- and top-aligned on every edit; these numbers pin that behaviour.
final class TallCaretTests: XCTestCase {
    func testATallCaretFlipsBetweenEdgesOnEachRecenter() {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        screen.tap(.instructions)
        screen.type("1")
        // Room to scroll, so nothing clamps.
        screen.sheet.scrollView.contentSize.height = 5000
        // inputHeight 734: visibleBottom = origin + 852 - 734 - 60 - 24 = origin + 34, visibleTop =
        // origin + 24, a 10 pt range for a 19.7890625 pt caret at 349.7890625...369.578125.
        let environment = SheetEnvironment(inputHeight: 734)
        let hintView = screen.fieldView(.instructions).textFieldView!
        func recenter() -> RecenterOutcome {
            screen.content.recenterCaret(hintView: hintView, availableSize: Size(width: 393, height: 852),
                                         environment: environment, transition: .immediate)
        }
        // Bottom below 34: origin 369.578125 - 34 = 335.578125, caret bottom on visibleBottom.
        XCTAssertEqual(recenter(), .scrolled(from: 0, to: 335.578125, clamped: false))
        // Bottom on the edge, top 9.7890625 above visibleTop 359.578125: up to 325.7890625.
        XCTAssertEqual(recenter(), .scrolled(from: 335.578125, to: 325.7890625, clamped: false))
        // Now the bottom is 9.7890625 below visibleBottom 359.7890625: back down.
        XCTAssertEqual(recenter(), .scrolled(from: 325.7890625, to: 335.578125, clamped: false))
    }
}
