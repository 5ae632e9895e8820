import HarnessCore
import HarnessPixels

/// The PNG reader's contract on arbitrary bytes, shared by scripts/fuzz's libFuzzer target
/// (which links this file) and the regression test that replays kept crashes.
enum PNGFuzzCase {
    /// What is wrong with decoding these bytes, and the same bytes with every chunk's CRC
    /// recomputed; empty when both decode to a whole image or fail with a `PNGError` that says
    /// why, and `decode` (the fast decoder, or libpng when it declines) answers exactly as
    /// libpng alone does: the same pixels, or the same error. Without the repair nearly every
    /// mutation dies at the CRC check, and the header, palette and transparency handling behind
    /// it would go untested. Memory errors and leaks
    /// are the sanitizers' to find.
    static func problems(in bytes: [UInt8]) -> [String] {
        let repaired = withRepairedCRCs(bytes)
        return problems(decoding: bytes) + (repaired == bytes ? [] : problems(decoding: repaired))
    }

    private static func problems(decoding bytes: [UInt8]) -> [String] {
        let reference = answer { try PNGCodec.decodeWithLibpng(bytes) }, decoded = answer { try PNGCodec.decode(bytes) }
        if reference.pixels != decoded.pixels || (reference.error != decoded.error && !GitLFSPointerText.matches(bytes)) {
            return ["decode answers \(decoded.error ?? "pixels"), libpng alone \(reference.error ?? "pixels")"
                + (reference.pixels != nil && decoded.pixels != nil ? " (other pixels)" : "")]
        }
        do {
            let image = try PNGCodec.decode(bytes)
            guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4 else {
                return ["decoded \(image.width) x \(image.height) with \(image.pixels.count) bytes of pixels"]
            }
            return []
        } catch let error as PNGError {
            if error.message.isEmpty { return ["a \(error.kind) error without a message"] }
            if (error.kind == .zeroLength) != bytes.isEmpty { return ["kind \(error.kind) for \(bytes.count) bytes"] }
            return []
        } catch {
            return ["not a PNGError: \(error)"]
        }
    }

    /// A decoder's answer: the pixels, or the error's text.
    private static func answer(_ decode: () throws -> HarnessCore.RGBAImage) -> (pixels: [UInt8]?, error: String?) {
        do { return (try decode().pixels, nil) } catch { return (nil, "\(error)") }
    }

    /// A Git LFS pointer's first line: `decode` explains such a file where libpng says "not a PNG".
    private enum GitLFSPointerText {
        static func matches(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8)) }
    }

    /// The bytes with the CRC of each whole chunk after the 8-byte signature set to the CRC-32 of
    /// its type and data; a chunk cut short by the end of the bytes is left as it is.
    static func withRepairedCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var offset = 8
        while offset + 12 <= result.count {
            let length = result[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let crcOffset = offset + 8 + length
            guard crcOffset + 4 <= result.count else { break }
            let crc = crc32(result[(offset + 4)..<crcOffset])
            for index in 0..<4 {
                result[crcOffset + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index))
            }
            offset = crcOffset + 4
        }
        return result
    }

    /// CRC-32 as PNG and zlib define it (reflected, polynomial 0xEDB88320), bit by bit: inputs
    /// are small and a table would be more code to get wrong.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }
}
