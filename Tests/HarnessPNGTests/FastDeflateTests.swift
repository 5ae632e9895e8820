import HarnessImage
import HarnessPNG
import XCTest

/// The .fast setting's own DEFLATE (cpng's fast_deflate.c): every stream it writes must inflate
/// to the rows it was given, which both decoders (libdeflate's inflate in the fast path, zlib's
/// in libpng) check here on the shapes its matcher treats apart.
final class FastDeflateTests: XCTestCase {
    /// Rows like a frame's: flat bands (distance-3 runs), rows repeating the one above (the row's
    /// distance), and rows of noise (literals, enough for several 65,535-symbol blocks).
    private func frameLike(width: Int, height: Int, alpha: (Int, Int) -> UInt8 = { _, _ in 255 }) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var state: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                let band = y / 16
                if band % 3 == 2 {
                    state = state &* 1_103_515_245 &+ 12345
                    let n = state >> 8
                    image.setPixel(x: x, y: y, (UInt8(n & 0xFF), UInt8((n >> 8) & 0xFF), UInt8((n >> 16) & 0xFF), alpha(x, y)))
                } else if band % 3 == 1 {
                    image.setPixel(x: x, y: y, (UInt8(x * 5 & 0xFF), UInt8(band & 0xFF), 40, alpha(x, y)))
                } else {
                    image.setPixel(x: x, y: y, (250, 250, UInt8(band * 9 & 0xFF), alpha(x, y)))
                }
            }
        }
        return image
    }

    private func assertRoundTrips(_ image: RGBAImage, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let bytes = try PNGCodec.encode(image, compression: .fast)
        XCTAssertEqual(try PNGCodec.decode(bytes), image, "\(what): fast decoder", file: file, line: line)
        XCTAssertEqual(try PNGCodec.decodeWithLibpng(bytes), image, "\(what): libpng", file: file, line: line)
    }

    func testFrameLikeRowsOverSeveralBlocksRoundTrip() throws {
        // 300 x 400: a third of the rows noise, 300 * 3 literals a row, some 120,000 in all.
        try assertRoundTrips(frameLike(width: 300, height: 400), "opaque")
        try assertRoundTrips(frameLike(width: 300, height: 400) { x, y in UInt8((x + y) & 0xFF) }, "RGBA")
    }

    func testAnOpaqueImageThenAnRGBAOneEachGetTheirOwnBytes() throws {
        let opaque = frameLike(width: 64, height: 48)
        var translucent = opaque
        translucent.setPixel(x: 63, y: 47, (1, 2, 3, 0))
        let first = try PNGCodec.encode(opaque, compression: .fast)
        let second = try PNGCodec.encode(translucent, compression: .fast)
        XCTAssertEqual(first[25], 2)   // colour type RGB
        XCTAssertEqual(second[25], 6)  // RGBA
        XCTAssertEqual(try PNGCodec.decode(first), opaque)
        XCTAssertEqual(try PNGCodec.decode(second), translucent)
        XCTAssertEqual(try PNGCodec.encode(opaque, compression: .fast), first)
    }

    func testRowsWiderThanTheWindowAndTinyImagesRoundTrip() throws {
        // 11,000 px RGB rows are 33,001 bytes, past DEFLATE's 32,768-byte reach: no row-above match.
        try assertRoundTrips(frameLike(width: 11_000, height: 20), "wide")
        try assertRoundTrips(RGBAImage(width: 1, height: 1, fill: (9, 8, 7, 255)), "1 x 1, 4 bytes of rows")
        try assertRoundTrips(RGBAImage(width: 1, height: 1, fill: (9, 8, 7, 6)), "1 x 1 RGBA")
        try assertRoundTrips(RGBAImage(width: 2, height: 3, fill: (0, 0, 0, 255)), "2 x 3 black")
    }
}
