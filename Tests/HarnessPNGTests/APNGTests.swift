@testable import HarnessPixels
import HarnessPixels
import HarnessCore
import XCTest

/// The animated PNG read back chunk by chunk, in Swift.
final class APNGTests: XCTestCase {
    /// Three 5 x 4 frames: a red, a green and a half-transparent blue one, each with one white pixel
    /// in a different place, so every frame differs from the others.
    private func frames() -> [RGBAImage] {
        let fills: [(UInt8, UInt8, UInt8, UInt8)] = [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 128)]
        return fills.enumerated().map { index, fill in
            var image = RGBAImage(width: 5, height: 4, fill: fill)
            image.setPixel(x: index, y: index, (255, 255, 255, 255))
            return image
        }
    }

    func testCRCOfIENDIsTheWellKnownOne() {
        // Every PNG ends with 00 00 00 00 49 45 4E 44 AE 42 60 82: the CRC-32 of "IEND" is 0xAE426082.
        var crc = CRC32()
        crc.update(Array("IEND".utf8))
        XCTAssertEqual(crc.value, 0xAE42_6082)
    }

    func testChunksInOrderWithSequenceNumbers() throws {
        let delays = [APNGDelay.frame(atFPS: 60), APNGDelay(numerator: 1, denominator: 30), APNGDelay(numerator: 1, denominator: 2)]
        let bytes = try APNGEncoder.encode(frames: frames(), delays: delays, loops: 0)
        let chunks = try PNGChunk.parse(bytes)
        // A 5 x 4 frame compresses into one IDAT, so: IHDR acTL fcTL IDAT fcTL fdAT fcTL fdAT IEND.
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        // acTL: 3 frames, 0 loops.
        XCTAssertEqual(chunks[1].data, [0, 0, 0, 3, 0, 0, 0, 0])
        // fcTL 0: sequence 0, 5 x 4 at (0, 0), delay 1/60, dispose 0, blend 0.
        XCTAssertEqual(chunks[2].data, [0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 60, 0, 0])
        // Sequence numbers run 0 (fcTL) 1 (fcTL) 2 (fdAT) 3 (fcTL) 4 (fdAT).
        let sequenced = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        XCTAssertEqual(sequenced.map { $0.data.readBigEndian(at: 0) }, [0, 1, 2, 3, 4])
        // The fcTL of frame 2 carries 1/2 s.
        XCTAssertEqual(Array(chunks[6].data[20..<24]), [0, 1, 0, 2])
    }

    func testFramesReadBackEqualTheirSources() throws {
        let source = frames()
        let delays = [APNGDelay](repeating: .frame(atFPS: 60), count: 3)
        let bytes = try APNGEncoder.encode(frames: source, delays: delays, loops: 1)
        let animation = try APNGReader.read(bytes)
        XCTAssertEqual(animation.loops, 1)
        XCTAssertEqual(animation.frames.map(\.image), source)
        XCTAssertEqual(animation.frames.map(\.delay), delays)
        // The plain PNG decoder (no APNG support) sees frame 0, the default image.
        XCTAssertEqual(try PNGCodec.decode(bytes), source[0])
    }

    /// fcTL's width, height, x and y (bytes 4..<20) as numbers.
    private func regions(_ bytes: [UInt8]) throws -> [[UInt32]] {
        try PNGChunk.parse(bytes).filter { $0.type == "fcTL" }.map { chunk in
            [4, 8, 12, 16].map { chunk.data.readBigEndian(at: $0) }
        }
    }

    func testLaterFramesCoverOnlyWhatChanged() throws {
        // 6 x 5 gray; frame 1 turns (2, 1) and (4, 3) red: the box from x 2 to 4 and y 1 to 3 is 3 x 3 at (2, 1).
        // Frame 2 equals frame 1: nothing changed, so a 1 x 1 frame at the origin (repeating its pixel).
        let base = RGBAImage(width: 6, height: 5, fill: (128, 128, 128, 255))
        var changed = base
        changed.setPixel(x: 2, y: 1, (255, 0, 0, 255))
        changed.setPixel(x: 4, y: 3, (255, 0, 0, 255))
        let source = [base, changed, changed]
        let delays = [APNGDelay](repeating: .frame(atFPS: 60), count: 3)
        let bytes = try APNGEncoder.encode(frames: source, delays: delays)
        XCTAssertEqual(try regions(bytes), [[6, 5, 0, 0], [3, 3, 2, 1], [1, 1, 0, 0]])
        XCTAssertEqual(try APNGReader.read(bytes).frames.map(\.image), source)
        // Whole frames on request.
        let whole = try APNGEncoder.encode(frames: source, delays: delays, changedRegions: false)
        XCTAssertEqual(try regions(whole), [[6, 5, 0, 0], [6, 5, 0, 0], [6, 5, 0, 0]])
        XCTAssertEqual(try APNGReader.read(whole).frames.map(\.image), source)
    }

    func testSameFramesGiveSameBytes() throws {
        let delays = [APNGDelay](repeating: .frame(atFPS: 60), count: 3)
        XCTAssertEqual(try APNGEncoder.encode(frames: frames(), delays: delays),
                       try APNGEncoder.encode(frames: frames(), delays: delays))
    }

    func testBadInputIsRefusedByName() {
        XCTAssertThrowsError(try APNGEncoder.encode(frames: [], delays: [])) { error in
            XCTAssertEqual((error as? PNGError)?.kind, .unencodable)
        }
        let mixed = [RGBAImage(width: 2, height: 2), RGBAImage(width: 3, height: 2)]
        XCTAssertThrowsError(try APNGEncoder.encode(frames: mixed, delays: [.frame(atFPS: 60), .frame(atFPS: 60)])) { error in
            XCTAssertEqual("\(error)", "frame 1 is 3 x 2, frame 0 is 2 x 2")
        }
    }

    func testABrokenCRCIsFound() throws {
        var bytes = try APNGEncoder.encode(frames: frames(), delays: [APNGDelay](repeating: .frame(atFPS: 60), count: 3))
        bytes[bytes.count - 13] ^= 0xFF  // IEND is the last 12 bytes; this is the last byte of the last fdAT's CRC
        XCTAssertThrowsError(try APNGReader.read(bytes)) { error in
            XCTAssertEqual((error as? PNGError)?.kind, .corrupt)
        }
    }
}
