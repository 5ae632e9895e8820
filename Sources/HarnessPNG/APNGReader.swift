import HarnessImage

/// Reads an animated PNG written with whole-canvas frames back into its frames and delays:
/// each frame's image data (IDAT for frame 0, fdAT less its sequence number after) is put back
/// into a plain PNG with the file's IHDR and decoded by libpng.
public enum APNGReader {
    public struct Frame: Hashable, Sendable {
        public let image: RGBAImage
        public let delay: APNGDelay
    }

    public struct Animation: Hashable, Sendable {
        public let frames: [Frame]
        public let loops: UInt32
    }

    public static func read(_ bytes: [UInt8]) throws(PNGError) -> Animation {
        let chunks = try PNGChunk.parse(bytes)
        guard let header = chunks.first, header.type == "IHDR" else {
            throw PNGError(kind: .corrupt, message: "the first chunk is not IHDR")
        }
        guard let actl = chunks.first(where: { $0.type == "acTL" }), actl.data.count == 8 else {
            throw PNGError(kind: .corrupt, message: "no acTL chunk of 8 bytes: not an animated PNG")
        }
        let declared = Int(actl.data.readBigEndian(at: 0))
        var expectedSequence: UInt32 = 0
        var pending: (delay: APNGDelay, data: [UInt8])?
        var frames: [Frame] = []
        func finish() throws(PNGError) {
            guard let frame = pending else { return }
            frames.append(Frame(image: try decode(header: header, data: frame.data), delay: frame.delay))
            pending = nil
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try finish()
                guard chunk.data.count == 26 else {
                    throw PNGError(kind: .corrupt, message: "fcTL \(frames.count) has \(chunk.data.count) bytes, not 26")
                }
                try checkSequence(chunk.data, expected: &expectedSequence)
                let delay = APNGDelay(numerator: UInt16(chunk.data[20]) << 8 | UInt16(chunk.data[21]),
                                      denominator: UInt16(chunk.data[22]) << 8 | UInt16(chunk.data[23]))
                pending = (delay, [])
            case "IDAT":
                // IDAT before any fcTL is a default image that is not part of the animation.
                if frames.isEmpty, pending != nil { pending?.data += chunk.data }
            case "fdAT":
                guard pending != nil, chunk.data.count >= 4 else {
                    throw PNGError(kind: .corrupt, message: "fdAT without a frame control before it, or shorter than 4 bytes")
                }
                try checkSequence(chunk.data, expected: &expectedSequence)
                pending?.data += chunk.data[4...]
            default:
                break
            }
        }
        try finish()
        guard frames.count == declared else {
            throw PNGError(kind: .corrupt, message: "acTL declares \(declared) frames, the file holds \(frames.count)")
        }
        return Animation(frames: frames, loops: actl.data.readBigEndian(at: 4))
    }

    private static func checkSequence(_ data: [UInt8], expected: inout UInt32) throws(PNGError) {
        let sequence = data.readBigEndian(at: 0)
        guard sequence == expected else {
            throw PNGError(kind: .corrupt, message: "sequence number \(sequence) where \(expected) was due")
        }
        expected += 1
    }

    private static func decode(header: PNGChunk, data: [UInt8]) throws(PNGError) -> RGBAImage {
        var png = PNGChunk.signature
        header.append(to: &png)
        PNGChunk(type: "IDAT", data: data).append(to: &png)
        PNGChunk(type: "IEND", data: []).append(to: &png)
        do {
            return try PNGCodec.decode(png)
        } catch let error as PNGError {
            throw error
        } catch {
            throw PNGError(kind: .corrupt, message: "\(error)")
        }
    }
}
