import CPNG

/// One PNG chunk: a four-letter type and its data (length and CRC are written around it).
package struct PNGChunk: Hashable, Sendable {
    package let type: String
    package let data: [UInt8]

    package init(type: String, data: [UInt8]) {
        precondition(type.utf8.count == 4, "a PNG chunk type has four letters")
        self.type = type
        self.data = data
    }

    /// The PNG signature every file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// length (big-endian), type, data, CRC-32 over type and data.
    package func append(to bytes: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        bytes.appendBigEndian(UInt32(data.count))
        bytes += typeBytes
        bytes += data
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        bytes.appendBigEndian(crc.value)
    }

    /// Splits a PNG file into its chunks, checking the signature, every length and every CRC.
    package static func parse(_ bytes: [UInt8]) throws(PNGError) -> [PNGChunk] {
        guard !bytes.isEmpty else { throw PNGError(kind: .zeroLength, message: "no bytes") }
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            throw PNGError(kind: .notPNG, message: "the first 8 bytes are not the PNG signature")
        }
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else {
                throw PNGError(kind: .truncated, message: "the data ends at byte \(bytes.count), inside a chunk header at \(offset)")
            }
            let length = Int(bytes.readBigEndian(at: offset))
            let end = offset + 12 + length
            guard end <= bytes.count else {
                throw PNGError(kind: .truncated, message: "a chunk at byte \(offset) declares \(length) bytes; the data ends at \(bytes.count)")
            }
            let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            var crc = CRC32()
            crc.update(typeBytes)
            crc.update(data)
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard crc.value == bytes.readBigEndian(at: offset + 8 + length) else {
                throw PNGError(kind: .corrupt, message: "the CRC of chunk \(type) at byte \(offset) does not match")
            }
            chunks.append(PNGChunk(type: type, data: data))
            offset = end
        }
        return chunks
    }
}

/// CRC-32 as PNG (and zlib) define it: polynomial 0xEDB88320, reflected, starting at all ones;
/// computed by zlib's crc32.
package struct CRC32: Sendable {
    private var state: UInt32 = 0

    package init() {}

    package mutating func update(_ bytes: [UInt8]) {
        state = bytes.withUnsafeBufferPointer { cpng_crc32(state, $0.baseAddress, $0.count) }
    }

    package var value: UInt32 { state }
}

extension Array where Element == UInt8 {
    package mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    package mutating func appendBigEndian(_ value: UInt16) {
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    /// The big-endian UInt32 at `offset` (the caller checks the bounds).
    package func readBigEndian(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8 | UInt32(self[offset + 3])
    }
}
