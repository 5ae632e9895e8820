import HarnessCore
import XCTest

final class PixelHashTests: XCTestCase {
    func testEqualPixelsHashEqual() {
        let a = RGBAImage(width: 7, height: 5, fill: (10, 20, 30, 255))
        let b = RGBAImage(width: 7, height: 5, pixels: a.pixels)
        XCTAssertEqual(a.pixelHash, b.pixelHash)
        XCTAssertEqual(a.pixelHash.count, 64)
    }

    func testOneChangedPixelChangesTheHashInEveryPosition() {
        let base = RGBAImage(width: 33, height: 9, fill: (255, 255, 255, 255))
        for (x, y) in [(0, 0), (1, 0), (32, 8), (16, 4)] {
            var changed = base
            changed.setPixel(x: x, y: y, (254, 255, 255, 255))
            XCTAssertNotEqual(changed.pixelHash, base.pixelHash, "pixel \(x),\(y)")
        }
    }

    func testSameBytesInAnotherShapeHashDifferently() {
        let wide = RGBAImage(width: 8, height: 2, fill: (1, 2, 3, 4))
        let tall = RGBAImage(width: 2, height: 8, fill: (1, 2, 3, 4))
        XCTAssertNotEqual(wide.pixelHash, tall.pixelHash)
    }
}
