import Foundation
import HarnessCore
import HarnessPixels
import XCTest

final class RoundTripTests: XCTestCase {
    /// Every byte value in every channel somewhere, including colour under alpha 0, which a
    /// premultiplying codec would lose.
    private func sampleImage() -> RGBAImage {
        var image = RGBAImage(width: 37, height: 23)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let n = y * image.width + x
                let channels = [n, n * 7, n * 13, n * 3].map { UInt8($0 & 0xFF) }
                image.setPixel(x: x, y: y, (channels[0], channels[1], channels[2], channels[3]))
            }
        }
        return image
    }

    func testFastAndSmallRoundTripExactly() throws {
        let image = sampleImage()
        for compression in [PNGCompression.fast, .small] {
            let bytes = try PNGCodec.encode(image, compression: compression)
            XCTAssertEqual(try PNGCodec.decode(bytes), image, "\(compression)")
        }
    }

    func testEncodedHeaderIsEightBitRGBANonInterlaced() throws {
        let bytes = try PNGCodec.encode(RGBAImage(width: 300, height: 2, fill: (1, 2, 3, 4)), compression: .fast)
        // Signature, IHDR length 13, "IHDR", width 300 = 0x12C, height 2, depth 8, colour type 6
        // (RGBA), compression 0, filter method 0, interlace 0.
        let expected: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,
            0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
            0, 0, 0x01, 0x2C, 0, 0, 0, 2, 8, 6, 0, 0, 0,
        ]
        XCTAssertEqual(Array(bytes.prefix(expected.count)), expected)
    }

    func testOpaqueImagesAreWrittenAsRGBAndOthersAsRGBA() throws {
        // The same 300 x 2 header as above but colour type 2 (RGB): every alpha is 255.
        var image = RGBAImage(width: 300, height: 2, fill: (1, 2, 3, 255))
        for compression in [PNGCompression.fast, .small] {
            let bytes = try PNGCodec.encode(image, compression: compression)
            XCTAssertEqual(Array(bytes[16..<29]), [0, 0, 0x01, 0x2C, 0, 0, 0, 2, 8, 2, 0, 0, 0], "\(compression)")
            XCTAssertEqual(try PNGCodec.decode(bytes), image)
        }
        // One pixel of alpha 254 anywhere (here the last) makes it RGBA, colour type 6.
        image.setPixel(x: 299, y: 1, (1, 2, 3, 254))
        let bytes = try PNGCodec.encode(image, compression: .fast)
        XCTAssertEqual(bytes[25], 6)
        XCTAssertEqual(try PNGCodec.decode(bytes), image)
    }

    /// The encoder reads the alpha while it packs RGB and repacks as RGBA at the first row with a
    /// pixel that is not opaque: wherever that pixel is (first or last column, any row, a row one
    /// pixel wide), the file is colour type 6 and decodes to the pixels encoded.
    func testATranslucentPixelAnywhereMakesRGBA() throws {
        for width in [1, 2, 5] {
            let opaque = RGBAImage(width: width, height: 3, fill: (9, 8, 7, 255))
            XCTAssertEqual(try PNGCodec.encode(opaque, compression: .fast)[25], 2, "\(width) x 3, opaque")
            for y in 0..<3 {
                for x in 0..<width {
                    var image = opaque
                    image.setPixel(x: x, y: y, (9, 8, 7, 0))
                    let bytes = try PNGCodec.encode(image, compression: .fast)
                    XCTAssertEqual(bytes[25], 6, "\(width) x 3, clear pixel at (\(x), \(y))")
                    XCTAssertEqual(try PNGCodec.decodeWithLibpng(bytes), image, "\(width) x 3, (\(x), \(y))")
                }
            }
        }
    }

    func testEncodingIsDeterministic() throws {
        let image = sampleImage()
        XCTAssertEqual(try PNGCodec.encode(image, compression: .small), try PNGCodec.encode(image, compression: .small))
    }

    func testEmptyImageCannotBeEncoded() {
        XCTAssertThrowsError(try PNGCodec.encode(RGBAImage(width: 0, height: 0), compression: .fast)) { error in
            XCTAssertEqual((error as? PNGError)?.kind, .unencodable)
            XCTAssertEqual(
                (error as? PNGError)?.description,
                "cannot encode a 0 x 0 image: PNG sides must be 1 to 2147483647 pixels")
        }
    }

    func testEveryProperPrefixOfAPNGIsTruncated() throws {
        let bytes = try PNGCodec.encode(sampleImage(), compression: .fast)
        for length in 1..<bytes.count {
            XCTAssertThrowsError(try PNGCodec.decode(Array(bytes.prefix(length)))) { error in
                XCTAssertEqual((error as? PNGError)?.kind, .truncated, "prefix of \(length) bytes")
            }
        }
    }

    func testConcurrentDecodesDoNotInterfere() throws {
        // Half the decodes fail (and so longjmp inside libpng) while the others succeed.
        let image = sampleImage()
        let good = try PNGCodec.encode(image, compression: .fast)
        let cut = Array(good.prefix(good.count / 2))
        let outcomes = Outcomes(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let decoded = try? PNGCodec.decode(i.isMultiple(of: 2) ? good : cut)
            outcomes.set(i, decoded == image)
        }
        for i in 0..<64 {
            XCTAssertEqual(outcomes.get(i), i.isMultiple(of: 2), "decode \(i)")
        }
    }
}

/// Results written from concurrentPerform's threads.
private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Bool]

    init(count: Int) { values = Array(repeating: false, count: count) }

    func set(_ i: Int, _ value: Bool) { lock.withLock { values[i] = value } }
    func get(_ i: Int) -> Bool { lock.withLock { values[i] } }
}
