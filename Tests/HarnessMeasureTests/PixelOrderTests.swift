@testable import HarnessPixels
import HarnessCore
import XCTest

/// Measuring pixels stored blue, green, red, alpha (`PixelOrder.bgra`) finds the hand-worked
/// edges `MeasureTests` finds in the RGBA frame.
final class PixelOrderTests: XCTestCase {
    /// The RGBA bytes of `image` with red and blue swapped in every pixel.
    private func bgra(_ image: RGBAImage) -> [UInt8] {
        var bytes = image.pixels
        for i in Swift.stride(from: 0, to: bytes.count, by: 4) { bytes.swapAt(i, i + 2) }
        return bytes
    }

    /// MeasureTests' fractional edges, caret 120.3...126.3 x 60.7...120.05 and button top 180.6, and
    /// a keyboard from 360.5 (99.5 px, 33 pt tall at 3x) to the bottom.
    func testFractionalEdgesReadTheSameInBlueGreenRedOrder() throws {
        var canvas = Canvas(width: 300, height: 460)
        canvas.caret(x: 120.3, top: 60.7, bottom: 120.05)
        canvas.button(top: 180.6)
        canvas.fill(x0: 0, y0: 360.5, x1: 300, y1: 460, Canvas.keyboard)
        let m = bgra(canvas.image).withUnsafeBytes {
            HarnessPixels.measure($0, width: 300, height: 460, order: .bgra, options: .light(scale: 3))
        }
        XCTAssertEqual(m.status, .measured)
        let caret = try XCTUnwrap(m.caret)
        XCTAssertEqual(caret.leftX, 120.3, accuracy: 0.05)
        XCTAssertEqual(caret.rightX, 126.3, accuracy: 0.05)
        XCTAssertEqual(caret.topY, 60.7, accuracy: 0.05)
        XCTAssertEqual(caret.bottomY, 120.05, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(m.buttonTopY), 180.6, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(m.keyboardTopY), 360.5, accuracy: 0.05)
    }

    /// The tint (0, 122, 255) stored as B, G, R = 255, 122, 0 passes the row filter; the same bytes
    /// read as RGBA (red 255) do not.
    func testTheRowFilterReadsRedAndBlueFromTheirBytes() {
        let bytes: [UInt8] = [255, 255, 255, 255, 255, 122, 0, 255]
        let inOrder = Target((0, 122, 255), tolerance: 24, order: .bgra)
        let swapped = Target((0, 122, 255), tolerance: 24)
        bytes.withUnsafeBufferPointer {
            XCTAssertEqual(RowFilter(inOrder).firstMatch(in: $0.baseAddress!, from: 0, count: 2), 1)
            XCTAssertEqual(RowFilter(swapped).firstMatch(in: $0.baseAddress!, from: 0, count: 2), 2)
            XCTAssertTrue(inOrder.matches($0.baseAddress! + 4))
        }
    }
}
