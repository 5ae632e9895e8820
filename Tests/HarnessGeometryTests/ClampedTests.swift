import HarnessCore
import XCTest

/// The clamp itself; the scroll view's range it serves is UIKitTests' GeometryTests
/// (testScrollOffsetsClampToTheScrollViewsRange).
final class ClampedTests: XCTestCase {
    func testClampedMovesAValueIntoItsRange() {
        XCTAssertEqual((-5.0).clamped(to: 0...10), 0)
        XCTAssertEqual(12.5.clamped(to: 0...10), 10)
        XCTAssertEqual(3.25.clamped(to: 0...10), 3.25)
        XCTAssertEqual(7.clamped(to: 0...0), 0)
        XCTAssertEqual((-1).clamped(to: 0...4), 0)
        XCTAssertEqual(9.clamped(to: 0...4), 4)
    }
}
