import HarnessPasses
import HarnessCore
import XCTest

/// The strip's box filter and layout, with every number worked out by hand.
final class StrategyStripTests: XCTestCase {
    /// 6 x 3 by 3 is 2 x 1. Left block opaque: red 0, 10, …, 80 (mean 40), green 90 everywhere,
    /// blue 255 once (255 / 9 = 28.3 → 28). Right block: one opaque (200, 100, 50) among eight
    /// transparent blacks: the colour stays (200, 100, 50) since colour is weighted by alpha,
    /// alpha is 255 / 9 = 28.3 → 28.
    func testDownscaleAveragesEachBlockWeightedByAlpha() {
        var image = RGBAImage(width: 6, height: 3)
        for y in 0..<3 {
            for x in 0..<3 {
                image.setPixel(x: x, y: y, (UInt8((y * 3 + x) * 10), 90, x == 2 && y == 2 ? 255 : 0, 255))
            }
        }
        image.setPixel(x: 4, y: 1, (200, 100, 50, 255))
        let small = image.boxDownscaled(by: 3)
        XCTAssertEqual(small.width, 2)
        XCTAssertEqual(small.height, 1)
        XCTAssertTrue(small.pixel(x: 0, y: 0) == (40, 90, 28, 255), "\(small.pixel(x: 0, y: 0))")
        XCTAssertTrue(small.pixel(x: 1, y: 0) == (200, 100, 50, 28), "\(small.pixel(x: 1, y: 0))")
    }

    /// 7 x 4 by 3: the seventh column and the fourth row fill no whole block and are dropped.
    func testDownscaleDropsPartialBlocks() {
        var image = RGBAImage(width: 7, height: 4, fill: (10, 20, 30, 255))
        image.setPixel(x: 6, y: 0, (255, 255, 255, 255))
        image.setPixel(x: 0, y: 3, (255, 255, 255, 255))
        let small = image.boxDownscaled(by: 3)
        XCTAssertEqual(small.width, 2)
        XCTAssertEqual(small.height, 1)
        XCTAssertEqual(small.pixels, [10, 20, 30, 255, 10, 20, 30, 255])
    }

    /// The smoke test on an iPhone 15 Pro: 6 steps x 7 approaches of 393 x 852 tiles (1179 x 2556
    /// frames / 3), 6 px gaps: 7 * 393 + 6 * 6 = 2787 wide, 6 * 852 + 5 * 6 = 5142 high.
    func testStripSizeOfTheSmokeTest() {
        let size = StrategyStrip.size(rows: 6, columns: 7, tileWidth: 393, tileHeight: 852, gap: 6)
        XCTAssertEqual(size.width, 2787)
        XCTAssertEqual(size.height, 5142)
        XCTAssertTrue(StrategyStrip.size(rows: 0, columns: 7, tileWidth: 393, tileHeight: 852) == (0, 0))
    }

    /// 2 x 2 tiles of 2 x 1 px with a 1 px gap: 2 * 2 + 1 = 5 wide, 2 * 1 + 1 = 3 high; tile
    /// (row 1, column 1) starts at x 3, y 2; column 2 and row 1 are gap gray.
    func testStripPlacesTilesAndGrayGaps() {
        let colours: [(UInt8, UInt8, UInt8, UInt8)] = [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (9, 9, 9, 255)]
        let tiles = colours.map { RGBAImage(width: 2, height: 1, fill: $0) }
        let strip = StrategyStrip.build([[tiles[0], tiles[1]], [tiles[2], tiles[3]]], gap: 1)
        XCTAssertEqual(strip.width, 5)
        XCTAssertEqual(strip.height, 3)
        let gray: (UInt8, UInt8, UInt8, UInt8) = (128, 128, 128, 255)
        let expected: [(x: Int, y: Int, colour: (UInt8, UInt8, UInt8, UInt8))] = [
            (0, 0, colours[0]), (1, 0, colours[0]), (2, 0, gray), (3, 0, colours[1]), (4, 0, colours[1]),
            (0, 1, gray), (4, 1, gray),
            (0, 2, colours[2]), (2, 2, gray), (3, 2, colours[3]), (4, 2, colours[3]),
        ]
        for (x, y, colour) in expected {
            XCTAssertTrue(strip.pixel(x: x, y: y) == colour, "(\(x), \(y)): \(strip.pixel(x: x, y: y))")
        }
    }
}
