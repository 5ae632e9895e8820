@testable import HarnessPNG
import HarnessImage
import XCTest

/// The APNG frames' own deflate: checksums and codes against the RFCs' numbers, and streams read
/// back by libpng's zlib (an independent inflater) pixel for pixel.
final class ImageDeflateTests: XCTestCase {
    private func adler(_ bytes: [UInt8]) -> UInt32 {
        var sum = Adler32()
        bytes.withUnsafeBytes { sum.update($0) }
        return sum.value
    }

    func testAdler32OfWikipedia() {
        // a = 1 + 87 + 105 + 107 + 105 + 112 + 101 + 100 + 105 + 97 = 920 = 0x398;
        // b = the sum of a after each byte = 4582 = 0x11E6 (RFC 1950's definition, the usual example).
        XCTAssertEqual(adler(Array("Wikipedia".utf8)), 0x11E6_0398)
    }

    func testAdler32OfALongRunInClosedForm() {
        // n bytes of v: a = 1 + n v, b = n + v n (n + 1) / 2. n = 40000, v = 255 spans three runs of
        // 1,024 16-byte chunks. a = 10,200,001 = 155 * 65521 + 44,246; b = 204,005,140,000
        // = 3,113,584 * 65521 + 2,736; 2736 << 16 | 44246 = 0x0AB0ACD6.
        XCTAssertEqual(adler([UInt8](repeating: 255, count: 40000)), 0x0AB0_ACD6)
    }

    func testAdler32OfAFilterByteAndOnePixel() {
        // 0, 1, 2, 3, 4: a runs 1, 1, 2, 4, 7, 11; b = 1 + 2 + 4 + 7 + 11 = 25 -> 25 << 16 | 11.
        var sum = Adler32()
        sum.updateZero()
        [UInt8]([1, 2, 3, 4]).withUnsafeBytes { sum.update($0) }
        XCTAssertEqual(sum.value, 25 << 16 | 11)
        let stream = ImageDeflate.zlibStream(RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 4)),
                                             region: APNGRegion(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(Array(stream.prefix(2)), [0x78, 0x01])
        XCTAssertEqual(Array(stream.suffix(4)), [0, 25, 0, 11])
    }

    func testCanonicalCodesOfRFC1951Example() {
        // RFC 1951 3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) give 010 011 100 101 110 00 1110 1111,
        // stored bit-reversed for the LSB-first stream.
        let codes = HuffmanCode.canonicalCodes([3, 3, 3, 3, 3, 2, 4, 4])
        XCTAssertEqual(codes, [0b010, 0b110, 0b001, 0b101, 0b011, 0b00, 0b0111, 0b1111])
    }

    func testOptimalLengthsAndTheLimit() {
        // Counts 1, 1, 2, 4: join 1 + 1 = 2, then 2 + 2 = 4, then 4 + 4: depths 3, 3, 2, 1.
        XCTAssertEqual(HuffmanCode.lengths([1, 1, 2, 4], limit: 15), [3, 3, 2, 1])
        // 20 Fibonacci counts make a chain: every join takes the next leaf and the node made last
        // (1 + 1 = 2, 2 + 2 = 4, 3 + 4 = 7, 5 + 7 = 12, ... each node lies between two leaves), so
        // the first two leaves are 19 deep. Limited to 7, every length is at most 7 and the code
        // is still complete: the sum of 2^-length is exactly 1.
        var fibonacci = [1, 1]
        while fibonacci.count < 20 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        XCTAssertEqual(HuffmanCode.lengths(fibonacci, limit: 100).max(), 19)
        let limited = HuffmanCode.lengths(fibonacci, limit: 7)
        XCTAssertLessThanOrEqual(limited.max() ?? 0, 7)
        XCTAssertEqual(limited.reduce(0) { $0 + (1 << (7 - Int($1))) }, 1 << 7)
        // One symbol alone gets a partner, so the code has two codes of one bit.
        XCTAssertEqual(HuffmanCode(counts: [0, 0, 5], limit: 15).lengths, [1, 0, 1])
    }

    func testRunLengthSymbolsOfCodeLengths() {
        // Eight 4s: 4, then 16 repeating it 6 times (extra 6 - 3 = 3), then the last 4 as it is;
        // 12 zeros: 18 (extra 12 - 11 = 1); 5; 3 zeros: 17 (extra 0); 6; 2 zeros as they are.
        let lengths: [UInt8] = [UInt8](repeating: 4, count: 8) + [UInt8](repeating: 0, count: 12) + [5, 0, 0, 0, 6, 0, 0]
        let symbols = DynamicBlock.runLengthSymbols(lengths).map { [Int($0.symbol), Int($0.extra), $0.extraBits] }
        XCTAssertEqual(symbols, [[4, 0, 0], [16, 3, 2], [4, 0, 0], [18, 1, 7], [5, 0, 0], [17, 0, 3], [6, 0, 0],
                                 [0, 0, 0], [0, 0, 0]])
    }

    /// The stream in a plain PNG of the region's size, decoded by libpng.
    private func roundTrip(_ image: RGBAImage, _ region: APNGRegion) throws -> RGBAImage {
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(region.width))
        header.appendBigEndian(UInt32(region.height))
        var png = PNGChunk.signature
        PNGChunk(type: "IHDR", data: header + [8, 6, 0, 0, 0]).append(to: &png)
        PNGChunk(type: "IDAT", data: ImageDeflate.zlibStream(image, region: region)).append(to: &png)
        PNGChunk(type: "IEND", data: []).append(to: &png)
        return try PNGCodec.decode(png)
    }

    private func noise(width: Int, height: Int, seed: UInt32) -> RGBAImage {
        var state = seed
        let bytes = (0..<(width * height * 4)).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223  // Numerical Recipes' LCG
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }

    func testDrawnLikeAndNoisyImagesComeBackExactly() throws {
        // A screen-like image: flat bands, a repeated row pattern, a few stray pixels, noise at the bottom.
        var screen = RGBAImage(width: 70, height: 40, fill: (242, 242, 247, 255))
        for y in 5..<15 { for x in 3..<60 { screen.setPixel(x: x, y: y, x % 7 == 0 ? (0, 122, 255, 255) : (255, 255, 255, 255)) } }
        screen.setPixel(x: 69, y: 20, (1, 2, 3, 4))
        screen.setPixel(x: 0, y: 21, (0, 0, 0, 0))
        let noisy = noise(width: 70, height: 10, seed: 7)
        screen.pixels.replaceSubrange((30 * 70 * 4)..<(40 * 70 * 4), with: noisy.pixels)
        let whole = APNGRegion(x: 0, y: 0, width: 70, height: 40)
        XCTAssertEqual(try roundTrip(screen, whole), screen)
        // A rectangle inside it: the rows above and beside it are not part of the stream.
        let inner = APNGRegion(x: 2, y: 4, width: 61, height: 33)
        XCTAssertEqual(try roundTrip(screen, inner), inner.crop(screen))
        XCTAssertEqual(try roundTrip(noise(width: 1, height: 1, seed: 1), APNGRegion(x: 0, y: 0, width: 1, height: 1)),
                       noise(width: 1, height: 1, seed: 1))
        XCTAssertEqual(ImageDeflate.zlibStream(screen, region: whole), ImageDeflate.zlibStream(screen, region: whole))
    }

    func testLongRunsAndWideRows() throws {
        // Runs longer than one match (258 bytes): a 300-pixel flat row is 1,200 bytes, and rows that
        // repeat the row above. 8,191 pixels make a row of 32,765 bytes, the pixel above 32,765
        // bytes back (inside the 32,768-byte window); 8,192 make it 32,769 back, out of reach, so
        // only the pixel before is used.
        for width in [300, 8191, 8192] {
            var image = RGBAImage(width: width, height: 3, fill: (10, 20, 30, 255))
            image.setPixel(x: width / 2, y: 1, (200, 0, 0, 255))
            image.setPixel(x: 5, y: 2, (200, 0, 0, 255))
            XCTAssertEqual(try roundTrip(image, APNGRegion(x: 0, y: 0, width: width, height: 3)), image, "width \(width)")
        }
    }
}
