import HarnessCore
import XCTest

final class ClampedTests: XCTestCase {
    func testClampedMovesAValueIntoItsRange() {
        XCTAssertEqual((-5.0).clamped(to: 0...10), 0)
        XCTAssertEqual(12.5.clamped(to: 0...10), 10)
        XCTAssertEqual(3.25.clamped(to: 0...10), 3.25)
        XCTAssertEqual(7.clamped(to: 0...0), 0)
        XCTAssertEqual((-1).clamped(to: 0...4), 0)
        XCTAssertEqual(9.clamped(to: 0...4), 4)
    }

    func testScrollOffsetsClampToTheScrollViewsRange() {
        // Content 900 tall in a 600 tall view: offsets 0 to 900 - 600 = 300; with a 40 pt top
        // inset and a 20 pt bottom inset, -40 to 900 + 20 - 600 = 320.
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = Size(width: 390, height: 900)
        XCTAssertEqual(scroll.clampedContentOffsetY(-10), 0)
        XCTAssertEqual(scroll.clampedContentOffsetY(500), 300)
        XCTAssertEqual(scroll.clampedContentOffsetY(120), 120)
        scroll.contentInset = Insets(top: 40, left: 0, bottom: 20, right: 0)
        XCTAssertEqual(scroll.clampedContentOffsetY(-100), -40)
        XCTAssertEqual(scroll.clampedContentOffsetY(500), 320)
    }
}
