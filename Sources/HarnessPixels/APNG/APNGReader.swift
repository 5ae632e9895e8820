import HarnessCore

/// Reads an animated PNG back into its frames as a viewer shows them, with their delays: each
/// frame's image data (IDAT for frame 0, fdAT less its sequence number after) is put back into a
/// plain PNG with the file's IHDR at the frame's size, decoded by libpng, and laid over the frame
/// before at its offset. Only what APNGEncoder writes is supported: dispose op none, blend op source.
package enum APNGReader {
    package struct Frame: Hashable, Sendable {
        package let image: RGBAImage
        package let delay: APNGDelay
    }

    package struct Animation: Hashable, Sendable {
        package let frames: [Frame]
        package let loops: UInt32
    }

    package static func read(_ bytes: [UInt8]) throws(PNGError) -> Animation {
        let chunks = try PNGChunk.parse(bytes)
        guard let header = chunks.first, header.type == "IHDR" else {
            throw PNGError(kind: .corrupt, message: "the first chunk is not IHDR")
        }
        guard let actl = chunks.first(where: { $0.type == "acTL" }), actl.data.count == 8 else {
            throw PNGError(kind: .corrupt, message: "no acTL chunk of 8 bytes: not an animated PNG")
        }
        let declared = Int(actl.data.readBigEndian(at: 0))
        var expectedSequence: UInt32 = 0
        var pending: (control: [UInt8], data: [UInt8])?
        var frames: [Frame] = []
        var canvas: RGBAImage?
        func finish() throws(PNGError) {
            guard let frame = pending else { return }
            let c = frame.control
            let region = APNGRegion(x: Int(c.readBigEndian(at: 12)), y: Int(c.readBigEndian(at: 16)),
                                    width: Int(c.readBigEndian(at: 4)), height: Int(c.readBigEndian(at: 8)))
            let patch = try decode(header: header, region: region, data: frame.data)
            if canvas == nil {
                guard region.x == 0, region.y == 0 else {
                    throw PNGError(kind: .corrupt, message: "frame 0 starts at (\(region.x), \(region.y)), not at the origin")
                }
                canvas = patch
            } else if var image = canvas {
                guard region.x + region.width <= image.width, region.y + region.height <= image.height else {
                    throw PNGError(kind: .corrupt, message: "frame \(frames.count) (\(region)) lies outside the canvas")
                }
                region.paste(patch, into: &image)
                canvas = image
            }
            let delay = APNGDelay(numerator: UInt16(c[20]) << 8 | UInt16(c[21]), denominator: UInt16(c[22]) << 8 | UInt16(c[23]))
            frames.append(Frame(image: canvas ?? patch, delay: delay))
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
                guard chunk.data[24] == 0, chunk.data[25] == 0 else {
                    throw PNGError(kind: .corrupt, message: "frame \(frames.count): dispose op \(chunk.data[24]), "
                        + "blend op \(chunk.data[25]); only 0 and 0 (none, source) are read")
                }
                pending = (chunk.data, [])
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

    private static func decode(header: PNGChunk, region: APNGRegion, data: [UInt8]) throws(PNGError) -> RGBAImage {
        guard header.data.count == 13 else {
            throw PNGError(kind: .corrupt, message: "IHDR has \(header.data.count) bytes, not 13")
        }
        var size: [UInt8] = []
        size.appendBigEndian(UInt32(region.width))
        size.appendBigEndian(UInt32(region.height))
        var png = PNGChunk.signature
        PNGChunk(type: "IHDR", data: size + header.data[8...]).append(to: &png)
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
