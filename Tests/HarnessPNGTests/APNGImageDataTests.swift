@testable import HarnessPixels
import HarnessPixels
import HarnessCore
import XCTest

/// The APNG frames' image data from zlib: read back by libpng pixel for pixel with every filter,
/// and its Adler-32 checked against RFC 1950's definition over the filtered rows as the PNG
/// specification defines them (libpng skips that check when it decodes here).
final class APNGImageDataTests: XCTestCase {
    private typealias Filter = APNGImageData.RowFilter

    /// Adler-32 straight from its definition: a = 1 + the bytes, b = the sum of a after each
    /// byte, both modulo 65521; b in the high half.
    private func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    /// The region's rows as the stream holds them before compression: filter byte, then each byte
    /// less the byte to its left (Sub, 4 bytes back) or above (Up; the first row has zeros above).
    private func filteredRows(_ image: RGBAImage, _ region: APNGRegion, _ filter: Filter) -> [UInt8] {
        let rows = region.crop(image)
        let count = rows.width * 4
        var out: [UInt8] = []
        for y in 0..<rows.height {
            let row = Array(rows.pixels[(y * count)..<((y + 1) * count)])
            let above = y > 0 ? Array(rows.pixels[((y - 1) * count)..<(y * count)]) : [UInt8](repeating: 0, count: count)
            switch filter {
            case .none, .adaptive:
                out.append(0)
                out += row
            case .sub:
                out.append(1)
                out += row.indices.map { row[$0] &- ($0 >= 4 ? row[$0 - 4] : 0) }
            case .up:
                out.append(2)
                out += row.indices.map { row[$0] &- above[$0] }
            }
        }
        return out
    }

    /// The stream in a plain PNG of the region's size, decoded by libpng.
    private func decoded(_ stream: [UInt8], _ region: APNGRegion) throws -> RGBAImage {
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(region.width))
        header.appendBigEndian(UInt32(region.height))
        var png = PNGChunk.signature
        PNGChunk(type: "IHDR", data: header + [8, 6, 0, 0, 0]).append(to: &png)
        PNGChunk(type: "IDAT", data: stream).append(to: &png)
        PNGChunk(type: "IEND", data: []).append(to: &png)
        return try PNGCodec.decode(png)
    }

    private func checkRoundTrip(_ image: RGBAImage, _ region: APNGRegion, _ context: String) throws {
        for filter in Filter.allCases {
            let stream = try APNGImageData.zlibStream(image, region: region, filter: filter)
            XCTAssertEqual(try decoded(stream, region), region.crop(image), "\(context), \(filter)")
            XCTAssertEqual(Array(stream.prefix(2)), [0x78, 0x01], "\(context), \(filter)")
            if filter != .adaptive {  // which filter each row took is zlib-side knowledge
                let check = adler32(filteredRows(image, region, filter))
                XCTAssertEqual(Array(stream.suffix(4)), [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: check >> $0) },
                               "\(context), \(filter)")
            }
        }
    }

    private func noise(width: Int, height: Int, seed: UInt32) -> RGBAImage {
        var state = seed
        let bytes = (0..<(width * height * 4)).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223  // Numerical Recipes' LCG
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }

    /// Flat bands, a repeated row pattern, stray pixels and noise at the bottom: `height` rows of 70.
    private func screen(height: Int) -> RGBAImage {
        var screen = RGBAImage(width: 70, height: height, fill: (242, 242, 247, 255))
        for y in 5..<15 { for x in 3..<60 { screen.setPixel(x: x, y: y, x % 7 == 0 ? (0, 122, 255, 255) : (255, 255, 255, 255)) } }
        screen.setPixel(x: 69, y: 20, (1, 2, 3, 4))
        screen.setPixel(x: 0, y: 21, (0, 0, 0, 0))
        let noisy = noise(width: 70, height: 10, seed: 7)
        screen.pixels.replaceSubrange(((height - 10) * 70 * 4)..<(height * 70 * 4), with: noisy.pixels)
        return screen
    }

    func testOnePixelsChecksums() throws {
        let pixel = RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 4))
        let one = APNGRegion(x: 0, y: 0, width: 1, height: 1)
        // None: bytes 0, 1, 2, 3, 4; a runs 1, 1, 2, 4, 7, 11; b = 1 + 2 + 4 + 7 + 11 = 25.
        XCTAssertEqual(Array(try APNGImageData.zlibStream(pixel, region: one, filter: .none).suffix(4)), [0, 25, 0, 11])
        // Up, first row (zeros above): bytes 2, 1, 2, 3, 4; a runs 3, 4, 6, 9, 13; b = 35.
        XCTAssertEqual(Array(try APNGImageData.zlibStream(pixel, region: one).suffix(4)), [0, 35, 0, 13])
        // Two such rows with Up: the second repeats the first, so it is 2, 0, 0, 0, 0 (its checksum
        // is combined, not summed): a stays 13 + 2 = 15, b = 35 + 5 * 15 = 110.
        let two = RGBAImage(width: 1, height: 2, fill: (1, 2, 3, 4))
        XCTAssertEqual(Array(try APNGImageData.zlibStream(two, region: APNGRegion(x: 0, y: 0, width: 1, height: 2)).suffix(4)),
                       [0, 110, 0, 15])
        // The header: CMF 0x78 (deflate, 32 KiB window), FLG 0x01; 0x7801 = 30721 = 31 * 991.
        XCTAssertEqual((0x78 * 256 + 0x01) % 31, 0)
    }

    func testDrawnLikeAndNoisyImagesComeBackExactly() throws {
        let image = screen(height: 40)
        try checkRoundTrip(image, APNGRegion(x: 0, y: 0, width: 70, height: 40), "whole")
        // A rectangle inside it: the rows above and beside it are not part of the stream.
        try checkRoundTrip(image, APNGRegion(x: 2, y: 4, width: 61, height: 33), "inner")
        try checkRoundTrip(noise(width: 1, height: 1, seed: 1), APNGRegion(x: 0, y: 0, width: 1, height: 1), "one pixel")
    }

    func testManyPiecesAndRowsWiderThanAPiece() throws {
        // 70 pixels make rows of 281 bytes; 65,000 / 281 = 231 rows go in a piece, so 600 rows are
        // three pieces (231, 231, 138), each ended and the stream reset between them.
        try checkRoundTrip(screen(height: 600), APNGRegion(x: 0, y: 0, width: 70, height: 600), "three pieces")
        // 20,000 pixels make a row of 80,001 bytes, more than a piece: one row each, and zlib's
        // window slides inside the row. One red pixel in the middle row; the last repeats it.
        var wide = RGBAImage(width: 20000, height: 3, fill: (10, 20, 30, 255))
        wide.setPixel(x: 10000, y: 1, (200, 0, 0, 255))
        wide.setPixel(x: 10000, y: 2, (200, 0, 0, 255))
        try checkRoundTrip(wide, APNGRegion(x: 0, y: 0, width: 20000, height: 3), "wide rows")
    }

    func testSamePixelsGiveSameBytesWhereverTheyLie() throws {
        let image = screen(height: 300)
        let inner = APNGRegion(x: 5, y: 3, width: 50, height: 280)
        let stream = try APNGImageData.zlibStream(image, region: inner)
        XCTAssertEqual(stream, try APNGImageData.zlibStream(image, region: inner))
        // The region read in place gives the bytes of the same pixels copied out.
        XCTAssertEqual(stream, try APNGImageData.zlibStream(inner.crop(image), region: APNGRegion(x: 0, y: 0, width: 50, height: 280)))
    }

    func testARegionOutsideTheImageIsRefused() {
        let image = RGBAImage(width: 4, height: 3)
        for region in [APNGRegion(x: 1, y: 0, width: 4, height: 3), APNGRegion(x: 0, y: -1, width: 2, height: 2),
                       APNGRegion(x: 0, y: 0, width: 0, height: 3)] {
            XCTAssertThrowsError(try APNGImageData.zlibStream(image, region: region)) { error in
                XCTAssertEqual((error as? PNGError)?.kind, .unencodable)
                XCTAssertEqual((error as? PNGError)?.message,
                               "cannot compress \(region): it is not inside the 4 x 3 image")
            }
        }
    }

    func testCRC32CheckValueAndContinuation() {
        // The CRC catalogue's check value for CRC-32 (PNG's): "123456789" -> 0xCBF43926.
        var whole = CRC32()
        whole.update(Array("123456789".utf8))
        XCTAssertEqual(whole.value, 0xCBF4_3926)
        // In parts, with an empty one between (zlib starts over on a null buffer; cpng must not).
        var parts = CRC32()
        parts.update(Array("1234".utf8))
        parts.update([])
        parts.update(Array("56789".utf8))
        XCTAssertEqual(parts.value, 0xCBF4_3926)
    }
}
