@testable import HarnessPixels
import HarnessPixels
import HarnessCore
import XCTest

/// The changed rectangle, compared two pixels at a time: every way two changed pixels can fall
/// on the pairs (first or second of a pair, the odd pixel at the end of an odd width).
final class APNGRegionTests: XCTestCase {
    func testEveryPairOfChangedColumnsInRowsOfOneToSevenPixels() {
        for width in 1...7 {
            let base = RGBAImage(width: width, height: 3, fill: (9, 9, 9, 255))
            for left in 0..<width {
                for right in left..<width {
                    var changed = base
                    // Only one channel of one byte moves, so a word compare cannot miss it.
                    changed.setPixel(x: left, y: 1, (9, 9, 9, 254))
                    changed.setPixel(x: right, y: 1, (10, 9, 9, 255))
                    XCTAssertEqual(APNGRegion.changed(from: base, to: changed),
                                   APNGRegion(x: left, y: 1, width: right - left + 1, height: 1),
                                   "width \(width), pixels \(left) and \(right)")
                }
            }
            XCTAssertEqual(APNGRegion.changed(from: base, to: base), APNGRegion(x: 0, y: 0, width: 1, height: 1))
        }
    }

    func testRowsUniteIntoOneBox() {
        // (1, 0) and (4, 2) changed in a 6 x 4 image: x 1 to 4, y 0 to 2 -> 4 x 3 at (1, 0).
        let base = RGBAImage(width: 6, height: 4, fill: (0, 0, 0, 255))
        var changed = base
        changed.setPixel(x: 1, y: 0, (1, 0, 0, 255))
        changed.setPixel(x: 4, y: 2, (0, 0, 1, 255))
        XCTAssertEqual(APNGRegion.changed(from: base, to: changed), APNGRegion(x: 1, y: 0, width: 4, height: 3))
    }
}
