import HarnessPixels
import XCTest

final class PixelConversionTests: XCTestCase {
    func testUnpremultipliesWithRoundingAndSkipsStridePadding() {
        // Two pixels a row, three rows, 12 bytes a row: the third word of each row is padding.
        let words: [UInt32] = [
            0xFF10_2030, 0x8080_4000, 0xDEAD_BEEF,
            0x0012_3456, 0x0301_0203, 0xDEAD_BEEF,
            0x0205_0000, 0x0101_0101, 0xDEAD_BEEF,
        ]
        let image = words.withUnsafeBytes {
            straightRGBA(fromPremultipliedARGB32: $0.baseAddress!, width: 2, height: 3, stride: 12)
        }
        XCTAssertEqual(image.width, 2)
        XCTAssertEqual(image.height, 3)
        XCTAssertEqual(image.pixels, [
            // Opaque: unchanged, reordered from ARGB words to RGBA bytes.
            0x10, 0x20, 0x30, 0xFF,
            // a 128: (128*255+64)/128 = 255, (64*255+64)/128 = 128, (0+64)/128 = 0.
            255, 128, 0, 128,
            // a 0: all zero, whatever the colour bytes hold.
            0, 0, 0, 0,
            // a 3: (1*255+1)/3 = 85, (2*255+1)/3 = 170, (3*255+1)/3 = 255.
            85, 170, 255, 3,
            // a 2 with c 5 > a, not valid premultiplied: (5*255+1)/2 = 638, clamped to 255.
            255, 0, 0, 2,
            // a 1: (1*255+0)/1 = 255.
            255, 255, 255, 1,
        ])
    }

    func testOpaqueRowsAreReorderedAndOtherRowsStillUnpremultiplied() {
        // Row 0 all opaque (the reordering path); row 1 opaque but for one pixel of alpha 0x80
        // (the per-pixel path for the whole row); 4 bytes of padding after each row.
        let words: [UInt32] = [
            0xFF01_0203, 0xFFFF_FFFF, 0xFF80_0000, 0x0000_0000,
            0xFF0A_0B0C, 0x8040_2010, 0xFF00_00FF, 0x1234_5678,
        ]
        let image = words.withUnsafeBytes {
            straightRGBA(fromPremultipliedARGB32: $0.baseAddress!, width: 3, height: 2, stride: 16)
        }
        XCTAssertEqual(image.pixels, [
            1, 2, 3, 255, 255, 255, 255, 255, 0x80, 0, 0, 255,
            // a 0x80 = 128: (64*255+64)/128 = 128, (32*255+64)/128 = 64, (16*255+64)/128 = 32.
            10, 11, 12, 255, 128, 64, 32, 128, 0, 0, 255, 255,
        ])
    }
}
