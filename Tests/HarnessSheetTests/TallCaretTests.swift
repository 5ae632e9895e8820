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
        // origin + 24, a 10 pt range for a 20.287109375 pt caret at 350.287109375...370.57421875
        // (text top 64 + 286.287109375).
        let environment = SheetEnvironment(inputHeight: 734)
        let hintView = screen.fieldView(.instructions).textFieldView!
        func recenter() -> RecenterOutcome {
            screen.content.recenterCaret(hintView: hintView, availableSize: Size(width: 393, height: 852),
                                         environment: environment, transition: .immediate)
        }
        // Bottom below 34: origin 370.57421875 - 34 = 336.57421875, caret bottom on visibleBottom.
        XCTAssertEqual(recenter(), .scrolled(from: 0, to: 336.57421875, clamped: false))
        // Bottom on the edge, top 360.57421875 - 350.287109375 = 10.287109375 above visibleTop
        // 336.57421875 + 24 = 360.57421875: up to 326.287109375.
        XCTAssertEqual(recenter(), .scrolled(from: 336.57421875, to: 326.287109375, clamped: false))
        // Now the bottom is 10.287109375 below visibleBottom 326.287109375 + 34 = 360.287109375: back down.
        XCTAssertEqual(recenter(), .scrolled(from: 326.287109375, to: 336.57421875, clamped: false))
    }
}
