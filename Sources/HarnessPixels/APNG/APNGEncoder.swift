import Dispatch
import HarnessCore
import Synchronization

/// How long one frame of an animated PNG shows: numerator / denominator seconds.
package struct APNGDelay: Hashable, Sendable {
    package let numerator: UInt16
    package let denominator: UInt16

    package init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// One frame at `fps` frames a second (60 -> 1/60 s).
    package static func frame(atFPS fps: UInt16) -> APNGDelay { APNGDelay(numerator: 1, denominator: fps) }
}

/// One frame of an animated PNG, compressed: the rectangle of the canvas it covers and its image
/// data (a zlib stream of those pixels' rows).
package struct APNGFrame: Sendable {
    package let region: APNGRegion
    let data: [UInt8]

    /// `image` compressed: only the rectangle where it differs from `previous` when there is a
    /// previous frame, else the whole image.
    /// - Throws: `PNGError.unencodable` for an image without pixels or a previous frame of another size.
    package init(_ image: RGBAImage, after previous: RGBAImage?) throws(PNGError) {
        guard image.width > 0, image.height > 0 else {
            throw PNGError(kind: .unencodable, message: "cannot encode a \(image.width) x \(image.height) frame: it has no pixels")
        }
        if let previous, previous.width != image.width || previous.height != image.height {
            throw PNGError(kind: .unencodable, message: "a \(image.width) x \(image.height) frame "
                + "follows a \(previous.width) x \(previous.height) one")
        }
        region = previous.map { APNGRegion.changed(from: $0, to: image) }
            ?? APNGRegion(x: 0, y: 0, width: image.width, height: image.height)
        data = try APNGImageData.zlibStream(image, region: region)
    }
}

/// Writes an animated PNG: each frame's image data made by `APNGImageData` (RGBA, 8 bits, rows
/// filtered with Up, compressed by libdeflate) and wrapped in the APNG chunks (acTL, fcTL, fdAT) written
/// here. The first frame is the default image (IDAT) and covers the canvas, so a viewer without
/// APNG support shows it.
/// Every later frame covers only the rectangle where it differs from the frame before (dispose
/// none, blend source: it replaces those pixels), or the whole canvas with `changedRegions: false`.
/// The bytes depend only on the frames, delays and options.
package enum APNGEncoder {
    /// Frames compressed in parallel, then assembled.
    /// - Parameters:
    ///   - frames: one size, at least one frame.
    ///   - delays: one per frame.
    ///   - loops: how many times to play; 0 plays forever.
    /// - Throws: `PNGError` (`.unencodable` for no frames, mixed sizes, an empty canvas or a delay
    ///   count that does not match).
    package static func encode(frames: [RGBAImage], delays: [APNGDelay], loops: UInt32 = 0,
                              changedRegions: Bool = true) throws -> [UInt8] {
        guard let first = frames.first else {
            throw PNGError(kind: .unencodable, message: "an animated PNG needs at least one frame")
        }
        if let index = frames.firstIndex(where: { $0.width != first.width || $0.height != first.height }) {
            throw PNGError(kind: .unencodable, message: "frame \(index) is \(frames[index].width) x \(frames[index].height), "
                + "frame 0 is \(first.width) x \(first.height)")
        }
        try checkCanvas(width: first.width, height: first.height)
        let compressed = Mutex<[Int: Result<APNGFrame, PNGError>]>([:])
        DispatchQueue.concurrentPerform(iterations: frames.count) { index in
            let frame = Result { () throws(PNGError) in
                try APNGFrame(frames[index], after: index > 0 && changedRegions ? frames[index - 1] : nil)
            }
            compressed.withLock { $0[index] = frame }
        }
        let parts = try compressed.withLock { results throws(PNGError) in
            try (0..<frames.count).map { index throws(PNGError) in
                guard let result = results[index] else {
                    throw PNGError(kind: .unencodable, message: "frame \(index) was not compressed")
                }
                return try result.get()
            }
        }
        return try assemble(parts, width: first.width, height: first.height, delays: delays, loops: loops)
    }

    /// Signature, IHDR (the canvas, 8-bit RGBA), acTL, then fcTL and the image data of each frame
    /// (IDAT for the first, fdAT after), IEND.
    /// - Throws: `PNGError.unencodable` for no frames, a delay count that does not match, an empty
    ///   canvas, a first frame that does not cover the canvas or a frame that lies outside it.
    package static func assemble(_ frames: [APNGFrame], width: Int, height: Int, delays: [APNGDelay],
                                loops: UInt32 = 0) throws(PNGError) -> [UInt8] {
        guard !frames.isEmpty else { throw PNGError(kind: .unencodable, message: "an animated PNG needs at least one frame") }
        guard delays.count == frames.count else {
            throw PNGError(kind: .unencodable, message: "\(frames.count) frames but \(delays.count) delays")
        }
        try checkCanvas(width: width, height: height)
        let canvas = APNGRegion(x: 0, y: 0, width: width, height: height)
        guard frames[0].region == canvas else {
            throw PNGError(kind: .unencodable, message: "frame 0 covers \(frames[0].region), not the whole \(width) x \(height) canvas")
        }
        if let index = frames.firstIndex(where: { $0.region.x + $0.region.width > width || $0.region.y + $0.region.height > height }) {
            throw PNGError(kind: .unencodable, message: "frame \(index) (\(frames[index].region)) lies outside the \(width) x \(height) canvas")
        }
        var bytes = PNGChunk.signature
        bytes.reserveCapacity(frames.reduce(64) { $0 + $1.data.count + 64 })
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace
        PNGChunk(type: "IHDR", data: header).append(to: &bytes)
        var actl: [UInt8] = []
        actl.appendBigEndian(UInt32(frames.count))
        actl.appendBigEndian(loops)
        PNGChunk(type: "acTL", data: actl).append(to: &bytes)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            frameControl(sequence: sequence, region: frame.region, delay: delays[index]).append(to: &bytes)
            sequence += 1
            if index == 0 {
                PNGChunk(type: "IDAT", data: frame.data).append(to: &bytes)
            } else {
                var framed: [UInt8] = []
                framed.reserveCapacity(frame.data.count + 4)
                framed.appendBigEndian(sequence)
                framed += frame.data
                PNGChunk(type: "fdAT", data: framed).append(to: &bytes)
                sequence += 1
            }
        }
        PNGChunk(type: "IEND", data: []).append(to: &bytes)
        return bytes
    }

    private static func checkCanvas(width: Int, height: Int) throws(PNGError) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError(kind: .unencodable, message: "cannot encode a \(width) x \(height) animation: "
                + "PNG sides must be 1 to 2147483647 pixels")
        }
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
