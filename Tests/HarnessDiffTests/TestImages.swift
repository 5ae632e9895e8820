import HarnessCore

typealias RGBA = (UInt8, UInt8, UInt8, UInt8)

let white: RGBA = (255, 255, 255, 255)
let black: RGBA = (0, 0, 0, 255)
let red: RGBA = (255, 0, 0, 255)

/// A white image with the listed pixels painted.
func whiteImage(
    _ width: Int, _ height: Int, painting points: [(Int, Int)] = [], with color: RGBA = black
) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: white)
    for (x, y) in points {
        image.setPixel(x: x, y: y, color)
    }
    return image
}

/// A black bar at x = 2 and 3 of a white 6 x 4 image, and the same image with a gray column
/// (128) at x = 1: the bar's edge moved, so the four gray pixels are anti-aliased.
func barWithMovedEdge() -> (expected: RGBAImage, actual: RGBAImage) {
    let expected = whiteImage(6, 4, painting: (0..<4).flatMap { y in [(2, y), (3, y)] })
    var actual = expected
    for y in 0..<4 { actual.setPixel(x: 1, y: y, (128, 128, 128, 255)) }
    return (expected, actual)
}

/// The pixel as an array, because tuples are not Equatable.
func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image.pixel(x: x, y: y)
    return [p.0, p.1, p.2, p.3]
}
