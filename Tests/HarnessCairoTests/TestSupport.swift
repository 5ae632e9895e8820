import HarnessPixels
import HarnessCore
import XCTest

typealias Pixel = (UInt8, UInt8, UInt8, UInt8)

let transparent: Pixel = (0, 0, 0, 0)

/// Renders `commands` on a `width` x `height` pt screen with a fresh renderer.
func render(_ commands: [DrawCommand], width: Double, height: Double, scale: Double) throws -> RGBAImage {
    try CairoRenderer().render(DisplayList(size: Size(width: width, height: height), commands: commands), scale: scale)
}

/// Checks every pixel against `expected(x, y)`, reporting only the first few mismatches.
func assertPixels(
    _ image: RGBAImage, file: StaticString = #filePath, line: UInt = #line, _ expected: (Int, Int) -> Pixel
) {
    var mismatches = 0
    for y in 0..<image.height {
        for x in 0..<image.width {
            let actual = image.pixel(x: x, y: y), wanted = expected(x, y)
            if actual != wanted {
                mismatches += 1
                if mismatches <= 5 {
                    XCTFail("pixel (\(x), \(y)) is \(actual), expected \(wanted)", file: file, line: line)
                }
            }
        }
    }
    XCTAssertEqual(mismatches, 0, "mismatched pixels", file: file, line: line)
}

func assertPixel(
    _ image: RGBAImage, _ x: Int, _ y: Int, is expected: Pixel, file: StaticString = #filePath, line: UInt = #line
) {
    let actual = image.pixel(x: x, y: y)
    XCTAssertTrue(actual == expected, "pixel (\(x), \(y)) is \(actual), expected \(expected)", file: file, line: line)
}
