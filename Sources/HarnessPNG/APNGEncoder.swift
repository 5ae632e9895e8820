import Dispatch
import HarnessImage
import Synchronization

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

/// Writes an animated PNG: each frame's image data made by `ImageDeflate` (RGBA, 8 bits, rows
/// unfiltered) and wrapped in the APNG chunks (acTL, fcTL, fdAT) written here. The first frame is
/// the default image (IDAT) and covers the canvas, so a viewer without APNG support shows it.
/// Every later frame covers only the rectangle where it differs from the frame before (dispose
/// none, blend source: it replaces those pixels), or the whole canvas with `changedRegions: false`.
/// Frames are compressed in parallel; the bytes depend only on the frames, delays and options.
public enum APNGEncoder {
    /// - Parameters:
    ///   - frames: one size, at least one frame.
    ///   - delays: one per frame.
    ///   - loops: how many times to play; 0 plays forever.
    /// - Throws: `PNGError` (`.unencodable` for no frames, mixed sizes, an empty canvas or a delay
    ///   count that does not match).
    public static func encode(frames: [RGBAImage], delays: [APNGDelay], loops: UInt32 = 0,
                              changedRegions: Bool = true) throws -> [UInt8] {
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
        guard first.width > 0, first.height > 0, first.width <= Int(Int32.max), first.height <= Int(Int32.max) else {
            throw PNGError(kind: .unencodable, message: "cannot encode a \(first.width) x \(first.height) animation: "
                + "PNG sides must be 1 to 2147483647 pixels")
        }
        let whole = APNGRegion(x: 0, y: 0, width: first.width, height: first.height)
        let compressed = Mutex<[Int: (APNGRegion, [UInt8])]>([:])
        DispatchQueue.concurrentPerform(iterations: frames.count) { index in
            let region = index > 0 && changedRegions ? APNGRegion.changed(from: frames[index - 1], to: frames[index]) : whole
            let data = ImageDeflate.zlibStream(frames[index], region: region)
            compressed.withLock { $0[index] = (region, data) }
        }
        let parts = compressed.withLock { results in (0..<frames.count).map { results[$0]! } }
        return assemble(parts, canvas: whole, delays: delays, loops: loops)
    }

    /// Signature, IHDR (the canvas, 8-bit RGBA), acTL, then fcTL and the image data of each frame
    /// (IDAT for the first, fdAT after), IEND.
    static func assemble(_ parts: [(APNGRegion, [UInt8])], canvas: APNGRegion, delays: [APNGDelay], loops: UInt32) -> [UInt8] {
        var bytes = PNGChunk.signature
        bytes.reserveCapacity(parts.reduce(64) { $0 + $1.1.count + 64 })
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(canvas.width))
        header.appendBigEndian(UInt32(canvas.height))
        header += [8, 6, 0, 0, 0]  // bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace
        PNGChunk(type: "IHDR", data: header).append(to: &bytes)
        var actl: [UInt8] = []
        actl.appendBigEndian(UInt32(parts.count))
        actl.appendBigEndian(loops)
        PNGChunk(type: "acTL", data: actl).append(to: &bytes)
        var sequence: UInt32 = 0
        for (index, (region, data)) in parts.enumerated() {
            frameControl(sequence: sequence, region: region, delay: delays[index]).append(to: &bytes)
            sequence += 1
            if index == 0 {
                PNGChunk(type: "IDAT", data: data).append(to: &bytes)
            } else {
                var framed: [UInt8] = []
                framed.reserveCapacity(data.count + 4)
                framed.appendBigEndian(sequence)
                framed += data
                PNGChunk(type: "fdAT", data: framed).append(to: &bytes)
                sequence += 1
            }
        }
        PNGChunk(type: "IEND", data: []).append(to: &bytes)
        return bytes
    }

    /// fcTL: sequence, width, height, x and y offsets, delay, dispose op 0 (none), blend op 0 (source).
    static func frameControl(sequence: UInt32, region: APNGRegion, delay: APNGDelay) -> PNGChunk {
        var data: [UInt8] = []
        data.appendBigEndian(sequence)
        data.appendBigEndian(UInt32(region.width))
        data.appendBigEndian(UInt32(region.height))
        data.appendBigEndian(UInt32(region.x))
        data.appendBigEndian(UInt32(region.y))
        data.appendBigEndian(delay.numerator)
        data.appendBigEndian(delay.denominator)
        data.append(0)
        data.append(0)
        return PNGChunk(type: "fcTL", data: data)
    }
}
