import HarnessImage

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

/// The pixel as an array, because tuples are not Equatable.
func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image.pixel(x: x, y: y)
    return [p.0, p.1, p.2, p.3]
}
