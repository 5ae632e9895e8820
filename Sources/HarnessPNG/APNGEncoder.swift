import HarnessImage

/// How long one frame of an animated PNG shows: numerator / denominator seconds.
public struct APNGDelay: Hashable, Sendable {
    public let numerator: UInt16
    public let denominator: UInt16

    public init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// One frame at `fps` frames a second (60 -> 1/60 s).
    public static func frame(atFPS fps: UInt16) -> APNGDelay { APNGDelay(numerator: 1, denominator: fps) }
}

/// Writes an animated PNG: each frame compressed by libpng as an ordinary PNG, its image data
/// lifted out and wrapped in the APNG chunks (acTL, fcTL, fdAT) written here. The first frame is
/// the default image (IDAT), so a viewer without APNG support shows it. Every frame covers the
/// whole canvas (dispose none, blend source), so equal frames give equal bytes.
public enum APNGEncoder {
    /// - Parameters:
    ///   - frames: one size, at least one frame.
    ///   - delays: one per frame.
    ///   - loops: how many times to play; 0 plays forever.
    /// - Throws: `PNGError` (`.unencodable` for no frames, mixed sizes or a delay count that does not match).
    public static func encode(frames: [RGBAImage], delays: [APNGDelay], loops: UInt32 = 0,
                              compression: PNGCompression = .fast) throws -> [UInt8] {
        guard let first = frames.first else {
            throw PNGError(kind: .unencodable, message: "an animated PNG needs at least one frame")
        }
        guard delays.count == frames.count else {
            throw PNGError(kind: .unencodable, message: "\(frames.count) frames but \(delays.count) delays")
        }
        if let index = frames.firstIndex(where: { $0.width != first.width || $0.height != first.height }) {
            throw PNGError(kind: .unencodable, message: "frame \(index) is \(frames[index].width) x \(frames[index].height), "
                + "frame 0 is \(first.width) x \(first.height)")
        }
        var bytes = PNGChunk.signature
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let chunks = try PNGChunk.parse(try PNGCodec.encode(frame, compression: compression))
            if index == 0 {
                guard let header = chunks.first, header.type == "IHDR" else {
                    throw PNGError(kind: .corrupt, message: "libpng's output does not start with IHDR")
                }
                header.append(to: &bytes)
                var actl: [UInt8] = []
                actl.appendBigEndian(UInt32(frames.count))
                actl.appendBigEndian(loops)
                PNGChunk(type: "acTL", data: actl).append(to: &bytes)
            }
            frameControl(sequence: sequence, width: first.width, height: first.height, delay: delays[index])
                .append(to: &bytes)
            sequence += 1
            for chunk in chunks where chunk.type == "IDAT" {
                if index == 0 {
                    chunk.append(to: &bytes)
                } else {
                    var data: [UInt8] = []
                    data.reserveCapacity(chunk.data.count + 4)
                    data.appendBigEndian(sequence)
                    data += chunk.data
                    PNGChunk(type: "fdAT", data: data).append(to: &bytes)
                    sequence += 1
                }
            }
        }
        PNGChunk(type: "IEND", data: []).append(to: &bytes)
        return bytes
    }

    /// fcTL: sequence, width, height, x and y offsets (0), delay, dispose op 0 (none), blend op 0 (source).
    static func frameControl(sequence: UInt32, width: Int, height: Int, delay: APNGDelay) -> PNGChunk {
        var data: [UInt8] = []
        data.appendBigEndian(sequence)
        data.appendBigEndian(UInt32(width))
        data.appendBigEndian(UInt32(height))
        data.appendBigEndian(UInt32(0))
        data.appendBigEndian(UInt32(0))
        data.appendBigEndian(delay.numerator)
        data.appendBigEndian(delay.denominator)
        data.append(0)
        data.append(0)
        return PNGChunk(type: "fcTL", data: data)
    }
}
