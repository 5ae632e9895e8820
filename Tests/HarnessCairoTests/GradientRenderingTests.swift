import HarnessPixels
import HarnessCore
import XCTest

/// `fillGradient`: cairo samples a gradient at each pixel's centre, so pixel row r (scale s) is
/// read at r + 0.5 device pixels = (r + 0.5) / s points, and its offset along a vertical line from
/// y0 to y1 is ((r + 0.5) / s - y0) / (y1 - y0). Expected levels are that offset's colour times
/// 255, allowed one level either way for cairo's 16-bit colours and pixman's rounding.
final class GradientRenderingTests: XCTestCase {
    private let black = Color(hex: 0x000000), white = Color(hex: 0xFFFFFF)

    private func vertical(from y0: Double, to y1: Double, _ stops: [GradientStop]) -> LinearGradient {
        LinearGradient(start: Point(x: 0, y: y0), end: Point(x: 0, y: y1), stops: stops)
    }

    private func assertLevel(_ image: RGBAImage, _ x: Int, _ y: Int, channel: Int, is expected: Double,
                             file: StaticString = #filePath, line: UInt = #line) {
        let p = image.pixel(x: x, y: y)
        let actual = [p.0, p.1, p.2, p.3][channel]
        XCTAssertEqual(Double(actual), expected, accuracy: 1, "pixel (\(x), \(y)) channel \(channel)", file: file, line: line)
    }

    func testOpaqueRampAtScaleOne() throws {
        // Black at y 0 to white at y 10 pt over a 4 x 10 pt rectangle, scale 1.
        // Row 2: centre 2.5, offset 0.25, level 0.25 * 255 = 63.75.  Row 9: offset 0.95, 242.25.
        let image = try render([.fillGradient(Rect(x: 0, y: 0, width: 4, height: 10), radii: .none,
                                              gradient: vertical(from: 0, to: 10, [GradientStop(offset: 0, color: black),
                                                                                    GradientStop(offset: 1, color: white)]))],
                               width: 4, height: 10, scale: 1)
        for channel in 0..<3 {
            assertLevel(image, 1, 2, channel: channel, is: 63.75)
            assertLevel(image, 3, 9, channel: channel, is: 242.25)
        }
        assertLevel(image, 0, 2, channel: 3, is: 255)
    }

    func testPointsAreScaledLikeEveryOtherCommand() throws {
        // The same ramp at scale 3: row 15 is read at 15.5 px = 5.1666... pt, offset 0.51666...,
        // level 131.75. Horizontal too: from x 0 to x 4 pt, column 5 is read at 5.5 px = 1.8333 pt,
        // offset 0.458333, level 116.875.
        let vertical = try render([.fillGradient(Rect(x: 0, y: 0, width: 4, height: 10), radii: .none,
                                                 gradient: vertical(from: 0, to: 10, [GradientStop(offset: 0, color: black),
                                                                                       GradientStop(offset: 1, color: white)]))],
                                  width: 4, height: 10, scale: 3)
        assertLevel(vertical, 6, 15, channel: 0, is: 131.75)
        let horizontal = try render([.fillGradient(Rect(x: 0, y: 0, width: 4, height: 2), radii: .none,
                                                   gradient: LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 4, y: 0),
                                                                            stops: [GradientStop(offset: 0, color: black),
                                                                                    GradientStop(offset: 1, color: white)]))],
                                    width: 4, height: 2, scale: 3)
        assertLevel(horizontal, 5, 3, channel: 1, is: 116.875)
    }

    func testAlphaRampKeepsTheColour() throws {
        // #3366CC from alpha 0 at y 0 to alpha 1 at y 10, scale 1, on a transparent surface.
        // Row 7: offset 0.75, alpha 0.75 * 255 = 191.25; straight colour stays 0x33, 0x66, 0xCC
        // (allowed 2 levels: the premultiplied bytes are rounded before unpremultiplying).
        let color = Color(hex: 0x3366CC)
        let image = try render([.fillGradient(Rect(x: 0, y: 0, width: 2, height: 10), radii: .none,
                                              gradient: vertical(from: 0, to: 10, [GradientStop(offset: 0, color: color.withAlpha(0)),
                                                                                    GradientStop(offset: 1, color: color)]))],
                               width: 2, height: 10, scale: 1)
        assertLevel(image, 0, 7, channel: 3, is: 191.25)
        let p = image.pixel(x: 0, y: 7)
        XCTAssertEqual(Double(p.0), 0x33, accuracy: 2)
        XCTAssertEqual(Double(p.1), 0x66, accuracy: 2)
        XCTAssertEqual(Double(p.2), 0xCC, accuracy: 2)
    }

    func testStopsInterpolatePiecewiseAndPadBeyondTheEnds() throws {
        // White from offset 0 to 0.5 with alpha 1, 0.5 and 0: an ease made of two segments, as the
        // sheet's edge effects are. Line from y 10 to y 30 over a rectangle from y 0 to y 40, scale 1.
        // Row 22: offset (22.5 - 10) / 20 = 0.625, a quarter into the second segment: alpha
        // 0.5 - 0.25 * 0.5 = 0.375, 95.625. Row 15: offset 0.275, 0.55 into the first: 1 - 0.55 * 0.5
        // = 0.725, 184.875. Rows 0...9 pad with the first stop (255), rows 30...39 with the last (0).
        let image = try render([.fillGradient(Rect(x: 0, y: 0, width: 1, height: 40), radii: .none,
                                              gradient: vertical(from: 10, to: 30, [GradientStop(offset: 0, color: white),
                                                                                     GradientStop(offset: 0.5, color: white.withAlpha(0.5)),
                                                                                     GradientStop(offset: 1, color: white.withAlpha(0))]))],
                               width: 1, height: 40, scale: 1)
        assertLevel(image, 0, 22, channel: 3, is: 95.625)
        assertLevel(image, 0, 15, channel: 3, is: 184.875)
        assertLevel(image, 0, 3, channel: 3, is: 255)
        assertPixel(image, 0, 35, is: transparent)
    }

    func testTheRectangleAndItsRadiiBoundTheFill() throws {
        // A 4 x 4 pt square with 1 pt top corners at scale 10, an opaque black-to-black gradient:
        // the top-left corner pixel is outside the arc, the bottom-left one inside, beside it nothing.
        let image = try render([.fillGradient(Rect(x: 0, y: 0, width: 4, height: 4), radii: .top(1),
                                              gradient: vertical(from: 0, to: 4, [GradientStop(offset: 0, color: black),
                                                                                   GradientStop(offset: 1, color: black)]))],
                               width: 5, height: 4, scale: 10)
        assertPixel(image, 0, 0, is: transparent)
        assertPixel(image, 0, 39, is: (0, 0, 0, 255))
        assertPixel(image, 45, 20, is: transparent)
    }

    func testUndrawableGradientsAreRefusedByName() {
        let rect = Rect(x: 0, y: 0, width: 1, height: 1)
        let one = [GradientStop(offset: 0, color: black)]
        let cases: [(LinearGradient, String)] = [
            (vertical(from: 0, to: 1, []), "has no stops"),
            (LinearGradient(start: Point(x: 2, y: 3), end: Point(x: 2, y: 3), stops: one),
             "starts and ends at the same point (2.0, 3.0)"),
            (vertical(from: 0, to: .infinity, one), "has a non-finite end point"),
            (vertical(from: 0, to: 1, [GradientStop(offset: 1.5, color: black)]), "stop 0 has offset 1.5, outside 0...1"),
            (vertical(from: 0, to: 1, [GradientStop(offset: 0.5, color: black), GradientStop(offset: 0.25, color: white)]),
             "stop 1 has offset 0.25, below the previous stop's 0.5"),
        ]
        for (gradient, reason) in cases {
            XCTAssertThrowsError(try render([.fill(rect, radii: .none, color: black),
                                             .fillGradient(rect, radii: .none, gradient: gradient)],
                                            width: 1, height: 1, scale: 1)) { error in
                XCTAssertEqual(error as? RenderError, .invalidGradient(commandIndex: 1, reason: reason))
                XCTAssertEqual("\(error)", "fillGradient at command 1: the gradient \(reason)")
            }
        }
    }
}
