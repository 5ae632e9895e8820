import HarnessDiff
import HarnessCore
import XCTest

final class PixelDiffTests: XCTestCase {
    func testIdenticalImages() throws {
        var image = whiteImage(4, 3)
        image.setPixel(x: 1, y: 1, (10, 20, 30, 40))
        let result = try PixelDiff.diff(
            expected: image, actual: image,
            regions: [DiffRegion(name: "all", box: PixelBox(x: 0, y: 0, width: 4, height: 3))])
        XCTAssertEqual(
            result,
            DiffResult(
                width: 4, height: 3, identical: true, differingPixels: 0, antiAliasedPixels: 0, box: nil,
                maxColorDelta: 0, differingPixelsInRegion: ["all": 0]))
    }

    func testOneChangedPixel() throws {
        let actual = whiteImage(5, 5, painting: [(2, 1)], with: red)
        let result = try PixelDiff.diff(expected: whiteImage(5, 5), actual: actual)
        XCTAssertFalse(result.identical)
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertEqual(result.box, PixelBox(x: 2, y: 1, width: 1, height: 1))
        // White minus red is (0, 255, 255): dY = (0.58662247 + 0.11448223) * 255 = 178.782,
        // dI = (-0.27417610 - 0.32180189) * 255 = -151.974, dQ = (-0.52261711 + 0.31114694) * 255
        // = -53.925; delta = 0.5053 * 178.782^2 + 0.299 * 151.974^2 + 0.1957 * 53.925^2
        // = 16150.8 + 6905.8 + 569.1 = 23625.7; sqrt(23625.7 / 35215) = 0.8191.
        XCTAssertEqual(result.maxColorDelta, 0.8191, accuracy: 0.0001)
    }

    func testShiftedLineCountsBothRows() throws {
        // A 6-pixel black line moves from row 3 to row 4: 6 pixels turn white, 6 turn black.
        let line = (2...7).map { ($0, 3) }
        let moved = (2...7).map { ($0, 4) }
        let result = try PixelDiff.diff(
            expected: whiteImage(10, 10, painting: line), actual: whiteImage(10, 10, painting: moved))
        XCTAssertEqual(result.differingPixels, 12)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertEqual(result.box, PixelBox(x: 2, y: 3, width: 6, height: 2))
        XCTAssertEqual(result.differingRatio, 0.12, accuracy: 1e-12)
    }

    /// A 2-pixel black bar (columns 4 and 5) that gains a gray blend column on its left, as
    /// a rasteriser placing the edge a fraction of a pixel further left would draw it.
    private func antiAliasedEdge() -> (expected: RGBAImage, actual: RGBAImage) {
        let bar = (0..<10).flatMap { y in [(4, y), (5, y)] }
        let expected = whiteImage(10, 10, painting: bar)
        var actual = expected
        for y in 0..<10 {
            actual.setPixel(x: 3, y: y, (128, 128, 128, 255))
        }
        return (expected, actual)
    }

    func testAntiAliasedEdgeIsNotADifference() throws {
        // Each gray pixel has white (brighter) on its left, black (darker) on its right, at
        // most 2 equal gray neighbours, and its black neighbours sit inside the bar in both
        // images; gray 128 against white is 0.5053 * 127^2 = 8150, far over the threshold.
        let (expected, actual) = antiAliasedEdge()
        let result = try PixelDiff.diff(expected: expected, actual: actual)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.antiAliasedPixels, 10)
        XCTAssertNil(result.box)
        XCTAssertFalse(result.identical)
    }

    func testAntiAliasingDetectionCanBeTurnedOff() throws {
        let (expected, actual) = antiAliasedEdge()
        var options = DiffOptions()
        options.detectAntiAliasing = false
        let result = try PixelDiff.diff(expected: expected, actual: actual, options: options)
        XCTAssertEqual(result.differingPixels, 10)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertEqual(result.box, PixelBox(x: 3, y: 0, width: 1, height: 10))
    }

    func testSmallGrayShiftIsBelowTheThreshold() throws {
        // A uniform gray shift d has dI = dQ = 0 (those rows of the matrix sum to 0) and
        // dY = d, so delta = 0.5053 * d^2. The limit at threshold 0.1 is 0.01 * 35215 = 352.15.
        // d = 20: 202.12, under it; sqrt(202.12 / 35215) = 0.07576.
        let shifted = whiteImage(3, 3, painting: [(1, 1)], with: (235, 235, 235, 255))
        let result = try PixelDiff.diff(expected: whiteImage(3, 3), actual: shifted)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertFalse(result.identical)
        XCTAssertEqual(result.maxColorDelta, 0.07576, accuracy: 0.00001)
    }

    func testLargerGrayShiftIsOverTheThreshold() throws {
        // d = 30: 0.5053 * 900 = 454.77 > 352.15.
        let shifted = whiteImage(3, 3, painting: [(1, 1)], with: (225, 225, 225, 255))
        let result = try PixelDiff.diff(expected: whiteImage(3, 3), actual: shifted)
        XCTAssertEqual(result.differingPixels, 1)
    }

    func testTransparentPixelsOfAnyColourLookWhiteWithoutTheCheckerboard() throws {
        // Blended over white (pixelmatch's checkerboard: false), (0, 0, 0, 0) against white is
        // dr = (0 * 0 - 255 * 255 - 255 * (0 - 255)) / 255 = 0, and so for g and b: delta 0.
        let transparent = whiteImage(2, 2, painting: [(0, 0)], with: (0, 0, 0, 0))
        var options = DiffOptions()
        options.checkerboard = false
        let result = try PixelDiff.diff(expected: whiteImage(2, 2), actual: transparent, options: options)
        XCTAssertFalse(result.identical)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.maxColorDelta, 0)
    }

    func testDifferentSizesAreAnError() {
        XCTAssertThrowsError(try PixelDiff.diff(expected: whiteImage(4, 3), actual: whiteImage(4, 2))) { error in
            XCTAssertEqual(
                error as? DiffError,
                .sizeMismatch(expectedWidth: 4, expectedHeight: 3, actualWidth: 4, actualHeight: 2))
            XCTAssertEqual("\(error)", "image sizes differ: expected 4 x 3, actual 4 x 2")
        }
    }

    func testRegionsCountTheirOwnPixels() throws {
        let changed = [(5, 5), (6, 6), (6, 8), (0, 0), (19, 19)]
        let regions = [
            DiffRegion(name: "caret", box: PixelBox(x: 5, y: 5, width: 2, height: 4)),
            DiffRegion(name: "toolbar", box: PixelBox(x: 0, y: 15, width: 20, height: 5)),
            DiffRegion(name: "empty", box: PixelBox(x: 10, y: 0, width: 5, height: 5)),
            DiffRegion(name: "past the edge", box: PixelBox(x: 18, y: 18, width: 10, height: 10)),
        ]
        let result = try PixelDiff.diff(
            expected: whiteImage(20, 20), actual: whiteImage(20, 20, painting: changed), regions: regions)
        XCTAssertEqual(result.differingPixels, 5)
        XCTAssertEqual(result.box, PixelBox(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(result.differingPixelsInRegion, ["caret": 3, "toolbar": 1, "empty": 0, "past the edge": 1])
    }

    func testRepeatedRegionNameAndBadThresholdAreErrors() {
        let box = PixelBox(x: 0, y: 0, width: 1, height: 1)
        XCTAssertThrowsError(
            try PixelDiff.diff(
                expected: whiteImage(2, 2), actual: whiteImage(2, 2),
                regions: [DiffRegion(name: "caret", box: box), DiffRegion(name: "caret", box: box)])
        ) { error in
            XCTAssertEqual("\(error)", "region \"caret\" is listed more than once")
        }
        var options = DiffOptions()
        options.threshold = 1.5
        XCTAssertThrowsError(
            try PixelDiff.diff(expected: whiteImage(2, 2), actual: whiteImage(2, 2), options: options)
        ) {
            XCTAssertEqual($0 as? DiffError, .invalidThreshold(1.5))
        }
    }

    func testPixelBoxInPoints() {
        let points = PixelBox(x: 300, y: 900, width: 6, height: 60).inPoints(scale: 3)
        XCTAssertEqual(points.x, 100)
        XCTAssertEqual(points.y, 300)
        XCTAssertEqual(points.width, 2)
        XCTAssertEqual(points.height, 20)
    }
}
