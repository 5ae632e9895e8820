@testable import HarnessPixels
import HarnessCore
import XCTest

/// `renderCulledOpaqueBGRA`: cairo's own bytes of an opaque frame, blue, green, red, alpha, and
/// nil with nothing drawn when the first command leaves a pixel unpainted.
final class OpaqueBGRATests: XCTestCase {
    private let white = Color(red: 1, green: 1, blue: 1)
    // 0.2 * 255 = 51, 0.6 * 255 = 153.
    private let tint = Color(red: 0, green: 0.2, blue: 0.6)

    /// A 4 x 3 white frame with a tint pixel at (1, 2): 48 bytes, the tint's at offset (2 * 4 + 1) * 4 = 36.
    func testAnOpaqueFrameIsHandedOverInBlueGreenRedAlphaOrder() throws {
        let list = DisplayList(size: Size(width: 4, height: 3), commands: [
            .fill(Rect(x: 0, y: 0, width: 4, height: 3), radii: .none, color: white),
            .fill(Rect(x: 1, y: 2, width: 1, height: 1), radii: .none, color: tint),
        ])
        let renderer = try CairoRenderer()
        let seen = try XCTUnwrap(try renderer.renderCulledOpaqueBGRA(list, scale: 1) { bytes, width, height in
            (Array(bytes), width, height)
        })
        XCTAssertEqual(seen.1, 4)
        XCTAssertEqual(seen.2, 3)
        XCTAssertEqual(seen.0.count, 48)
        XCTAssertEqual(Array(seen.0[36..<40]), [153, 51, 0, 255])
        XCTAssertEqual(Array(seen.0[0..<4]), [255, 255, 255, 255])
        XCTAssertEqual(Array(seen.0[44..<48]), [255, 255, 255, 255])
    }

    /// A first fill one point short of the right edge, or translucent, does not make the frame opaque.
    func testAFrameThatMayNotBeOpaqueIsNotDrawn() throws {
        let renderer = try CairoRenderer()
        for first: DrawCommand in [.fill(Rect(x: 0, y: 0, width: 3, height: 3), radii: .none, color: white),
                                   .fill(Rect(x: 0, y: 0, width: 4, height: 3), radii: .none, color: Color(red: 1, green: 1, blue: 1, alpha: 0.5))] {
            let list = DisplayList(size: Size(width: 4, height: 3), commands: [first])
            var called = false
            XCTAssertNil(try renderer.renderCulledOpaqueBGRA(list, scale: 1) { _, _, _ in called = true })
            XCTAssertFalse(called)
        }
    }
}
