import HarnessCore
import HarnessPixels
import XCTest

/// Each fixture is read back as 8-bit RGBA; the expected values come from the sample values
/// in Fixtures/make_fixtures.py, converted by hand.
final class ColourTypeTests: XCTestCase {
    private typealias RGBA = (UInt8, UInt8, UInt8, UInt8)

    private func assertPixels(
        _ name: String, width: Int, height: Int, _ expected: [RGBA], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let image = try PNGFile.read(path: Fixtures.path(name))
        XCTAssertEqual(image.width, width, name, file: file, line: line)
        XCTAssertEqual(image.height, height, name, file: file, line: line)
        let flat = expected.flatMap { [$0.0, $0.1, $0.2, $0.3] }
        XCTAssertEqual(image.pixels, flat, name, file: file, line: line)
    }

    private let black: RGBA = (0, 0, 0, 255)
    private let white: RGBA = (255, 255, 255, 255)

    func testGray1BitUnpacksEachBitToBlackOrWhite() throws {
        // Row 0 bits 1010110010, row 1 the inverse; 10 pixels so the last byte is padded.
        let row0: [RGBA] = [white, black, white, black, white, white, black, black, white, black]
        let row1: [RGBA] = [black, white, black, white, black, black, white, white, black, white]
        try assertPixels("gray1.png", width: 10, height: 2, row0 + row1)
    }

    func testGray2BitScalesBy85() throws {
        try assertPixels("gray2.png", width: 4, height: 1, [black, (85, 85, 85, 255), (170, 170, 170, 255), white])
    }

    func testGray4BitScalesBy17() throws {
        // Samples 0, 5, 15: 5 * 17 = 85.
        try assertPixels("gray4.png", width: 3, height: 1, [black, (85, 85, 85, 255), white])
    }

    func testGray8WithTRNSMakesThatGrayTransparent() throws {
        // tRNS names gray 128; the colour is kept under alpha 0 (straight alpha).
        try assertPixels("gray8_trns.png", width: 3, height: 1, [black, (128, 128, 128, 0), white])
    }

    func testGray16KeepsTheHighByte() throws {
        // 0x1234 -> 0x12 = 18.
        try assertPixels("gray16.png", width: 2, height: 1, [(18, 18, 18, 255), white])
    }

    func testGrayAlpha8() throws {
        try assertPixels("gray_alpha8.png", width: 2, height: 1, [(10, 10, 10, 200), (250, 250, 250, 0)])
    }

    func testGrayAlpha16() throws {
        // 0x8000 -> 128, alpha 0x4000 -> 64.
        try assertPixels("gray_alpha16.png", width: 1, height: 1, [(128, 128, 128, 64)])
    }

    func testPaletteWithoutTRNSIsOpaque() throws {
        // Indices 2, 0, 1 into red, green, blue, (10, 20, 30).
        try assertPixels("palette8.png", width: 3, height: 1, [(0, 0, 255, 255), (255, 0, 0, 255), (0, 255, 0, 255)])
    }

    func testPalette2BitWithShortTRNS() throws {
        // tRNS has two entries (0, 128); entries 2 and 3 are past its end and so opaque.
        try assertPixels(
            "palette2_trns.png", width: 4, height: 1,
            [(255, 0, 0, 0), (0, 255, 0, 128), (0, 0, 255, 255), (10, 20, 30, 255)])
    }

    func testRGB8GetsOpaqueAlpha() throws {
        try assertPixels("rgb8.png", width: 2, height: 1, [(1, 2, 3, 255), (250, 251, 252, 255)])
    }

    func testRGB16KeepsTheHighBytes() throws {
        // 0x1234, 0x5678, 0x9ABC -> 0x12, 0x56, 0x9A.
        try assertPixels("rgb16.png", width: 1, height: 1, [(0x12, 0x56, 0x9A, 255)])
    }

    func testRGBA8IsUnchanged() throws {
        try assertPixels("rgba8.png", width: 2, height: 1, [(1, 2, 3, 4), (200, 150, 100, 50)])
    }

    func testRGBA16KeepsTheHighBytes() throws {
        // 0xFF00, 0x8080, 0x0102, 0x7FFF -> 0xFF, 0x80, 0x01, 0x7F.
        try assertPixels("rgba16.png", width: 1, height: 1, [(0xFF, 0x80, 0x01, 0x7F)])
    }

    func testAdam7InterlacedImageIsReassembled() throws {
        // 9 x 9 so every pass, including the partial last columns and rows, has pixels.
        var expected: [RGBA] = []
        for y in 0..<9 {
            for x in 0..<9 {
                expected.append((UInt8(x * 25), UInt8(y * 25), UInt8(100 + x + y), 255))
            }
        }
        try assertPixels("interlaced_rgb8.png", width: 9, height: 9, expected)
    }
}
