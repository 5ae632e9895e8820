import HarnessDiff
import HarnessCore
import XCTest

/// `diffKeepingMarks` then `image(of:expected:)`: what verify uses, every pixel classified once
/// and the diff image painted from the marks afterwards.
final class DiffMarksTests: XCTestCase {
    func testMarksPaintEachKindOfPixelInItsColour() throws {
        // A black bar at x = 2 and 3; in `actual` a gray column at x = 1 (its edge moved: the
        // four gray pixels are anti-aliased, as in DiffImageTests) and (5, 0) turned red (a
        // difference: its white neighbours are all brighter, none darker).
        let edge = barWithMovedEdge()
        let expected = edge.expected
        var actual = edge.actual
        actual.setPixel(x: 5, y: 0, red)
        let regions = [DiffRegion(name: "right", box: PixelBox(x: 4, y: 0, width: 2, height: 4))]
        let (result, marks) = try PixelDiff.diffKeepingMarks(expected: expected, actual: actual, regions: regions)
        XCTAssertEqual(result, try PixelDiff.diff(expected: expected, actual: actual, regions: regions))
        XCTAssertEqual(result.antiAliasedPixels, 4)
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.differingPixelsInRegion, ["right": 1])
        let image = PixelDiff.image(of: try XCTUnwrap(marks), expected: expected)
        XCTAssertEqual(rgba(image, 1, 2), [255, 255, 0, 255])  // anti-aliased: the default yellow
        XCTAssertEqual(rgba(image, 5, 0), [255, 0, 0, 255])  // different: the default red
        // Unchanged: the expected pixel faded, black 255 + (0 - 255) * 0.1 = 229.5 -> 230, white stays.
        XCTAssertEqual(rgba(image, 2, 2), [230, 230, 230, 255])
        XCTAssertEqual(rgba(image, 0, 0), [255, 255, 255, 255])
    }

    func testEqualImagesKeepNoMarks() throws {
        let image = whiteImage(4, 4, painting: [(1, 1)])
        let (result, marks) = try PixelDiff.diffKeepingMarks(expected: image, actual: image)
        XCTAssertTrue(result.identical)
        XCTAssertNil(marks)
    }
}
