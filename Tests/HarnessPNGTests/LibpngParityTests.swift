@testable import HarnessPixels
import Foundation
import HarnessCore
import XCTest

/// The fast decoder (cpng's fast_decode.c, libdeflate) against libpng: the same pixels on every
/// committed golden and every PNG suite fixture, the same error where libpng refuses a file.
final class LibpngParityTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func pngs(under folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "png" }.sorted { $0.path < $1.path }
    }

    /// Equal size and bytes, by memcmp: Array's == runs element by element in a debug build,
    /// minutes over the goldens' 3.7 billion bytes.
    private func samePixels(_ a: RGBAImage, _ b: RGBAImage) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels.count == b.pixels.count
            && a.pixels.withUnsafeBytes { x in b.pixels.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    /// Every golden is an 8-bit RGB or RGBA file, so the fast path must take each one (nil would
    /// mean libpng did the work and the comparison proved nothing) and give libpng's pixels.
    func testEveryGoldenDecodesToLibpngsPixels() throws {
        let goldens = pngs(under: Self.repository.appendingPathComponent("Goldens"))
        XCTAssertGreaterThan(goldens.count, 100, "the committed goldens were not found")
        for url in goldens {
            let bytes = try [UInt8](Data(contentsOf: url))
            let reference = try PNGCodec.decodeWithLibpng(bytes)
            let fast = bytes.withUnsafeBufferPointer { FastPNGDecoder.decode($0, maxPixels: 50_000_000) }
            XCTAssertNotNil(fast, "\(url.lastPathComponent): the fast decoder declined it")
            XCTAssertTrue(fast.map { samePixels($0, reference) } ?? false, "\(url.path): pixels differ from libpng's")
        }
    }

    /// The fixtures hold every colour type, bit depth, palette, tRNS, interlacing and broken
    /// files: `decode` (fast path or libpng) answers exactly as libpng does, pixels or error.
    func testEveryFixtureDecodesAsLibpngDoes() throws {
        let fixtures = pngs(under: URL(fileURLWithPath: Fixtures.folder))
        XCTAssertGreaterThan(fixtures.count, 15)
        var fastTaken = 0
        for url in fixtures {
            let bytes = try [UInt8](Data(contentsOf: url))
            if bytes.withUnsafeBufferPointer({ FastPNGDecoder.decode($0, maxPixels: 50_000_000) }) != nil { fastTaken += 1 }
            switch (Result { try PNGCodec.decodeWithLibpng(bytes) }, Result { try PNGCodec.decode(bytes) }) {
            case (.success(let reference), .success(let image)):
                XCTAssertEqual(image, reference, url.lastPathComponent)
            case (.failure(let reference), .failure(let error)):
                XCTAssertEqual(error as? PNGError, reference as? PNGError, url.lastPathComponent)
            case (let reference, let result):
                XCTFail("\(url.lastPathComponent): libpng \(reference), decode \(result)")
            }
        }
        // rgb8.png and rgba8.png are the fixtures of the fast path's kind (make_fixtures.py).
        XCTAssertEqual(fastTaken, 2)
    }

    /// Files our encoder writes, opaque and not, decode by both to the pixels encoded.
    func testEncodedFilesTakeTheFastPath() throws {
        var opaque = RGBAImage(width: 5, height: 3, fill: (10, 20, 30, 255))
        opaque.setPixel(x: 4, y: 2, (200, 100, 0, 255))
        var translucent = opaque
        translucent.setPixel(x: 0, y: 0, (1, 2, 3, 4))
        for image in [opaque, translucent] {
            for compression in [PNGCompression.fast, .small] {
                let bytes = try PNGCodec.encode(image, compression: compression)
                let fast = bytes.withUnsafeBufferPointer { FastPNGDecoder.decode($0, maxPixels: 15) }
                XCTAssertEqual(fast, image)
                XCTAssertEqual(try PNGCodec.decodeWithLibpng(bytes), image)
            }
        }
    }
}
