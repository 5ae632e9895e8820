import HarnessCore

/// Test drawing on an opaque RGBAImage with exact, hand-checkable antialiasing: a pixel's
/// coverage by a rectangle is its overlap area, and a covered pixel becomes
/// background + (colour - background) * coverage * alpha, rounded.
struct Canvas {
    typealias RGB = (UInt8, UInt8, UInt8)

    static let white: RGB = (0xFF, 0xFF, 0xFF)
    static let grouped: RGB = (0xF2, 0xF2, 0xF7)
    static let tint: RGB = (0x00, 0x7A, 0xFF)
    static let keyboard: RGB = (0xD1, 0xD3, 0xD9)
    static let key: RGB = (0xFF, 0xFF, 0xFF)
    static let darkTint: RGB = (0x0A, 0x84, 0xFF)
    static let darkSection: RGB = (0x1C, 0x1C, 0x1E)
    static let darkKeyboard: RGB = (0x2B, 0x2B, 0x2B)

    var image: RGBAImage

    init(width: Int, height: Int, background: RGB = white) {
        image = RGBAImage(width: width, height: height, fill: (background.0, background.1, background.2, 255))
    }

    /// Blends `color` into pixel (x, y) with the given coverage (0...1).
    mutating func blend(x: Int, y: Int, _ color: RGB, coverage: Double) {
        guard x >= 0, y >= 0, x < image.width, y < image.height, coverage > 0 else { return }
        let old = image.pixel(x: x, y: y)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let from = Double(a), to = Double(b)
            let mixed: Double = from + (to - from) * min(1, coverage)
            return UInt8(mixed.rounded())
        }
        image.setPixel(x: x, y: y, (mix(old.0, color.0), mix(old.1, color.1), mix(old.2, color.2), 255))
    }

    /// Fills the rectangle x0..<x1, y0..<y1 (pixel units, fractional edges antialiased).
    mutating func fill(x0: Double, y0: Double, x1: Double, y1: Double, _ color: RGB, alpha: Double = 1) {
        let firstX = Int(x0.rounded(.down)), lastX = Int(x1.rounded(.up)) - 1
        let firstY = Int(y0.rounded(.down)), lastY = Int(y1.rounded(.up)) - 1
        guard firstX <= lastX, firstY <= lastY else { return }
        for y in firstY...lastY {
            let cy = min(Double(y + 1), y1) - max(Double(y), y0)
            for x in firstX...lastX {
                let cx = min(Double(x + 1), x1) - max(Double(x), x0)
                blend(x: x, y: y, color, coverage: cx * cy * alpha)
            }
        }
    }

    /// Fills a disc (pixel centres inside count fully; no antialiasing needed for these tests).
    mutating func disc(cx: Double, cy: Double, radius: Double, _ color: RGB, alpha: Double) {
        for y in Int(cy - radius)...Int(cy + radius) {
            for x in Int(cx - radius)...Int(cx + radius) {
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                if dx * dx + dy * dy <= radius * radius { blend(x: x, y: y, color, coverage: alpha) }
            }
        }
    }

    /// A 6 px (2 pt at 3x) caret bar.
    mutating func caret(x: Double = 100, top: Double, bottom: Double, width: Double = 6, color: RGB = tint) {
        fill(x0: x, y0: top, x1: x + width, y1: bottom, color)
    }

    /// A 200 px wide button rectangle from `top`, 156 px (52 pt) tall.
    mutating func button(top: Double, x: Double = 50, width: Double = 200, height: Double = 156, color: RGB = tint) {
        fill(x0: x, y0: top, x1: x + width, y1: top + height, color)
    }
}
