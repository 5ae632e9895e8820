import HarnessDiff
import HarnessCore
import XCTest

final class DiffImageTests: XCTestCase {
    func testDiffImageMarksDifferencesOverAFadedExpectedFrame() throws {
        let expected = whiteImage(3, 1, painting: [(0, 0)])
        var actual = expected
        actual.setPixel(x: 1, y: 0, red)
        let (result, image) = try PixelDiff.diffWithImage(expected: expected, actual: actual)
        XCTAssertEqual(result.differingPixels, 1)
        // Black has brightness 0: 255 + (0 - 255) * 0.1 = 229.5, rounded to 230.
        XCTAssertEqual(rgba(image, 0, 0), [230, 230, 230, 255])
        XCTAssertEqual(rgba(image, 1, 0), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image, 2, 0), [255, 255, 255, 255])
    }

    func testDiffImageShowsAntiAliasedPixelsInTheirOwnColour() throws {
        let (expected, actual) = barWithMovedEdge()
        var options = DiffOptions()
        options.antiAliasedColor = [0, 0, 255, 255]
        let (result, image) = try PixelDiff.diffWithImage(expected: expected, actual: actual, options: options)
        XCTAssertEqual(result.antiAliasedPixels, 4)
        XCTAssertEqual(rgba(image, 1, 2), [0, 0, 255, 255])
        XCTAssertEqual(rgba(image, 2, 2), [230, 230, 230, 255])
    }

    func testDiffImageOfIdenticalFramesIsTheFadedFrame() throws {
        let frame = whiteImage(2, 1, painting: [(1, 0)])
        let (result, image) = try PixelDiff.diffWithImage(expected: frame, actual: frame)
        XCTAssertTrue(result.identical)
        XCTAssertEqual(image.pixels, [255, 255, 255, 255, 230, 230, 230, 255])
    }

    func testDiffAndDiffWithImageAgree() throws {
        let expected = whiteImage(8, 8, painting: [(1, 1), (2, 1), (6, 6)])
        let actual = whiteImage(8, 8, painting: [(1, 2), (2, 1), (5, 6)])
        let regions = [DiffRegion(name: "left", box: PixelBox(x: 0, y: 0, width: 4, height: 8))]
        let counted = try PixelDiff.diff(expected: expected, actual: actual, regions: regions)
        let drawn = try PixelDiff.diffWithImage(expected: expected, actual: actual, regions: regions).result
        XCTAssertEqual(counted, drawn)
        XCTAssertEqual(counted.differingPixels, 4)
        XCTAssertEqual(counted.differingPixelsInRegion, ["left": 2])
    }

    func testStripPlacesTheImagesSideBySideWithGrayGaps() {
        let expected = RGBAImage(width: 2, height: 1, fill: red)
        let diff = RGBAImage(width: 1, height: 2, fill: (0, 255, 0, 255))
        let actual = RGBAImage(width: 1, height: 1, fill: (0, 0, 255, 255))
        let strip = PixelDiff.strip(expected: expected, diff: diff, actual: actual, gap: 1)
        XCTAssertEqual(strip.width, 6)
        XCTAssertEqual(strip.height, 2)
        let g: [UInt8] = [128, 128, 128, 255]
        let row0: [[UInt8]] = [[255, 0, 0, 255], [255, 0, 0, 255], g, [0, 255, 0, 255], g, [0, 0, 255, 255]]
        let row1: [[UInt8]] = [g, g, g, [0, 255, 0, 255], g, g]
        XCTAssertEqual(strip.pixels, (row0 + row1).flatMap { $0 })
    }
}
