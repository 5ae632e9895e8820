@testable import HarnessPixels
import HarnessCore
import XCTest

/// The fast decoder reads a row filtered with None where it was inflated and copies it aside
/// only when the next row's filter reads it; RGB rows are widened to RGBA a word at a time.
/// Files made here with every filter after every other (RGB and RGBA, narrow and odd widths)
/// must take the fast path and give libpng's pixels.
final class FilterParityTests: XCTestCase {
    /// The filter of each row, chosen so every filter type follows None and every other type.
    private static let sequences: [[UInt8]] = [
        [0, 0, 2], [0, 1, 0, 2, 0, 3, 0, 4, 0], [1, 2, 3, 4, 4, 3, 2, 1], [2, 0, 0, 0], [4, 0, 4, 0, 1], [0], [3],
    ]

    func testEveryFilterAfterEveryOtherDecodesAsLibpngDoes() throws {
        var seed: UInt32 = 12345
        func next() -> UInt8 {
            seed = seed &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: seed >> 16)
        }
        var checked = 0
        for colourType: UInt8 in [2, 6] {
            for width in [1, 2, 7, 33] {
                for filters in Self.sequences {
                    let channels = colourType == 2 ? 3 : 4
                    var raw: [UInt8] = []
                    for filter in filters {
                        raw.append(filter)
                        for _ in 0..<(width * channels) { raw.append(next()) }
                    }
                    let file = Self.png(width: width, height: filters.count, colourType: colourType, raw: raw)
                    let reference = try PNGCodec.decodeWithLibpng(file)
                    let fast = file.withUnsafeBufferPointer { FastPNGDecoder.decode($0, maxPixels: 50_000_000) }
                    XCTAssertNotNil(fast, "colour type \(colourType), width \(width), filters \(filters): declined")
                    XCTAssertEqual(fast, reference, "colour type \(colourType), width \(width), filters \(filters)")
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 2 * 4 * Self.sequences.count)
    }

    /// An 8-bit, non-interlaced PNG of `raw` (filter byte and samples a row), its zlib stream made
    /// of stored blocks so the rows are exactly the bytes given.
    private static func png(width: Int, height: Int, colourType: UInt8, raw: [UInt8]) -> [UInt8] {
        var zlib: [UInt8] = [0x78, 0x01]
        var at = 0
        repeat {
            let count = min(65_535, raw.count - at)
            let last: UInt8 = at + count == raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[at..<(at + count)]
            at += count
        } while at < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        zlib += bigEndian(b << 16 | a)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colourType, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
