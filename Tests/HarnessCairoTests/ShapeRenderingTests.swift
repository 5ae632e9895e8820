import HarnessPixels
import HarnessCore
import XCTest

final class ShapeRenderingTests: XCTestCase {
    func testOpaqueRectCoversExactlyItsScaledPixels() throws {
        // 0x33, 0x66, 0xCC survive cairo's 16-bit colour exactly: v/255*65535 = v*257, and >> 8 gives v.
        let color = Color(hex: 0x3366CC)
        let image = try render([.fill(Rect(x: 1, y: 1, width: 2, height: 2), radii: .none, color: color)],
                               width: 4, height: 4, scale: 3)
        XCTAssertEqual(image.width, 12)
        XCTAssertEqual(image.height, 12)
        assertPixels(image) { x, y in
            (3..<9).contains(x) && (3..<9).contains(y) ? (0x33, 0x66, 0xCC, 255) : transparent
        }
    }

    func testHalfTransparentFillUnpremultipliesToTheStraightColour() throws {
        // cairo stores alpha 0.5 as 0.5*65535+0.5 = 32768 and pixman keeps the top byte: 128.
        // Red premultiplied is the same 128; straight it is (128*255+64)/128 = 255.
        let red = try render([.fill(Rect(x: 0, y: 0, width: 1, height: 1), radii: .none,
                                     color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))],
                             width: 1, height: 1, scale: 2)
        assertPixels(red) { _, _ in (255, 0, 0, 128) }

        // Channels that are not multiples of 1/255 lose a little: premultiplied 0.1, 0.2, 0.3
        // become 6554, 13107, 19661 in 16 bits, truncated to 25, 51, 76; straight
        // (25*255+64)/128 = 50, (51*255+64)/128 = 102, (76*255+64)/128 = 151.
        let blue = try render([.fill(Rect(x: 0, y: 0, width: 1, height: 1), radii: .none,
                                      color: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))],
                              width: 1, height: 1, scale: 2)
        assertPixels(blue) { _, _ in (50, 102, 151, 128) }
    }

    func testClipConfinesFillsUntilPopped() throws {
        let blue = Color(hex: 0x0000FF), red = Color(hex: 0xFF0000)
        let image = try render([
            .pushClip(Rect(x: 0, y: 0, width: 2, height: 4), radii: .none),
            .pushClip(Rect(x: 0, y: 0, width: 4, height: 3), radii: .none),
            .fill(Rect(x: 0, y: 0, width: 4, height: 4), radii: .none, color: blue),
            .popClip,
            .popClip,
            .fill(Rect(x: 0, y: 3, width: 4, height: 1), radii: .none, color: red),
        ], width: 4, height: 4, scale: 2)
        assertPixels(image) { x, y in
            if y >= 6 { return (255, 0, 0, 255) }
            return x < 4 ? (0, 0, 255, 255) : transparent
        }
    }

    func testNullClipHidesEverything() throws {
        let image = try render([
            .pushClip(.null, radii: .none),
            .fill(Rect(x: 0, y: 0, width: 2, height: 2), radii: .none, color: Color(hex: 0xFFFFFF)),
            .popClip,
        ], width: 2, height: 2, scale: 1)
        assertPixels(image) { _, _ in transparent }
    }

    func testOversizedRadiiAreClampedToHalfTheShorterSide() throws {
        // 40 x 20 px with radius 100 pt clamped to 1 pt = 10 px: a capsule with round ends.
        let image = try render([.fill(Rect(x: 0, y: 0, width: 4, height: 2), radii: .all(100),
                                      color: Color(hex: 0x000000))], width: 4, height: 2, scale: 10)
        for (x, y) in [(0, 0), (39, 0), (0, 19), (39, 19)] { assertPixel(image, x, y, is: transparent) }
        // Middle of the straight edges and the centre.
        for (x, y) in [(20, 0), (20, 19), (20, 10)] { assertPixel(image, x, y, is: (0, 0, 0, 255)) }
        // At y 10..11 the left arc lies at x <= 10 - sqrt(99) = 0.05, so pixel x 1 is wholly inside.
        assertPixel(image, 1, 10, is: (0, 0, 0, 255))
        assertPixel(image, 38, 10, is: (0, 0, 0, 255))
    }

    func testRadiiApplyPerCorner() throws {
        let image = try render([.fill(Rect(x: 0, y: 0, width: 4, height: 4), radii: .top(1),
                                      color: Color(hex: 0x000000))], width: 4, height: 4, scale: 10)
        assertPixel(image, 0, 0, is: transparent)
        assertPixel(image, 39, 0, is: transparent)
        assertPixel(image, 0, 39, is: (0, 0, 0, 255))
        assertPixel(image, 39, 39, is: (0, 0, 0, 255))
    }

    func testEllipseFillsTheInscribedOval() throws {
        let image = try render([.fillEllipse(Rect(x: 0, y: 0, width: 4, height: 2), color: Color(hex: 0x000000)),
                                .fillEllipse(Rect(x: 1, y: 1, width: 0, height: 1), color: Color(hex: 0xFF0000))],
                               width: 4, height: 2, scale: 10)
        for (x, y) in [(0, 0), (39, 0), (0, 19), (39, 19)] { assertPixel(image, x, y, is: transparent) }
        // At y 10..11 the ellipse spans x >= 20 - 20*sqrt(0.99) = 0.1, so pixel x 1 is wholly inside.
        for (x, y) in [(20, 10), (20, 1), (1, 10), (38, 10)] { assertPixel(image, x, y, is: (0, 0, 0, 255)) }
    }

    func testStrokeIsCentredOnTheRectEdges() throws {
        // Edges at 2 px and 6 px, 2 px wide: columns and rows 1, 2 and 5, 6 are ink.
        let image = try render([.stroke(Rect(x: 1, y: 1, width: 2, height: 2), radii: .none, lineWidth: 1,
                                        color: Color(hex: 0x000000))], width: 4, height: 4, scale: 2)
        let ink: Set = [1, 2, 5, 6]
        assertPixels(image) { x, y in
            let onFrame = (ink.contains(x) && (1...6).contains(y)) || (ink.contains(y) && (1...6).contains(x))
            return onFrame ? (0, 0, 0, 255) : transparent
        }
    }

    func testLineIsCentredOnItsPath() throws {
        let image = try render([.line(from: Point(x: 0, y: 2), to: Point(x: 4, y: 2), lineWidth: 1,
                                      color: Color(hex: 0x000000))], width: 4, height: 4, scale: 2)
        assertPixels(image) { _, y in y == 3 || y == 4 ? (0, 0, 0, 255) : transparent }
    }
}
