import HarnessCore
import XCTest

final class RectTests: XCTestCase {
    func testNullRectIsNullAndHasInfiniteEdges() {
        XCTAssertTrue(Rect.null.isNull)
        XCTAssertFalse(Rect.null.isInfinite)
        XCTAssertEqual(Rect.null.minY, .infinity)
        XCTAssertTrue(Rect.null.offsetBy(dx: 5, dy: 5).isNull)
    }

    func testInfiniteRectIsInfiniteNotNull() {
        XCTAssertTrue(Rect.infinite.isInfinite)
        XCTAssertFalse(Rect.infinite.isNull)
        XCTAssertFalse(Rect(x: 0, y: 0, width: 10, height: 10).isInfinite)
    }

    func testEdgesOfANegativeSizeRectAreStandardized() {
        let r = Rect(x: 10, y: 20, width: -4, height: -6)
        XCTAssertEqual(r.minX, 6)
        XCTAssertEqual(r.maxX, 10)
        XCTAssertEqual(r.minY, 14)
        XCTAssertEqual(r.maxY, 20)
        XCTAssertEqual(r.standardized, Rect(x: 6, y: 14, width: 4, height: 6))
    }

    func testIntersectionUnionAndContainment() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 8, width: 10, height: 10)
        XCTAssertEqual(a.intersection(b), Rect(x: 5, y: 8, width: 5, height: 2))
        XCTAssertEqual(a.union(b), Rect(x: 0, y: 0, width: 15, height: 18))
        XCTAssertTrue(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isNull)
        XCTAssertFalse(a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)), "touching edges share no area")
        XCTAssertTrue(a.contains(Point(x: 0, y: 0)))
        XCTAssertFalse(a.contains(Point(x: 10, y: 5)), "the max edge is outside, as in CGRect")
        XCTAssertEqual(Rect.null.union(b), b)
    }

    func testInsets() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50).inset(by: Insets(top: 16, left: 4, bottom: 16, right: 6))
        XCTAssertEqual(r, Rect(x: 4, y: 16, width: 90, height: 18))
    }
}
