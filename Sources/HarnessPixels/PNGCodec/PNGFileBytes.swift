import HarnessCore

/// Reading a PNG file and decoding it as two steps, so a caller can look at the bytes first:
/// `caret-harness diff` decodes only once when both files hold the same bytes, and times
/// each step. Errors are the ones `PNGFile.read` throws, naming the file.
package enum PNGFileBytes {
    /// The file's bytes.
    ///
    /// - Throws: `FileSafetyError` when it cannot be opened or read; `PNGError` (`.zeroLength`)
    ///   when it is empty.
    package static func read(path: String) throws -> [UInt8] {
        let bytes = try FileBytes.contents(of: path)
        guard !bytes.isEmpty else {
            throw PNGError(kind: .zeroLength, message: "zero-length file", path: path)
        }
        return bytes
    }

    /// Decodes bytes read from `path` (see `PNGCodec.decode`).
    ///
    /// - Throws: `PNGError` with `path` set.
    package static func decode(_ bytes: [UInt8], path: String, maxPixels: Int = 50_000_000) throws -> RGBAImage {
        do {
            return try PNGCodec.decode(bytes, maxPixels: maxPixels)
        } catch let error as PNGError {
            throw error.inFile(path)
        }
    }

    /// Decodes two files' bytes, on two threads at once; when the bytes are equal, decodes
    /// once and returns that image twice (equal files hold equal pixels, and the two values
    /// share one buffer). Also returns how long each decode took.
    ///
    /// - Throws: `PNGError` naming the file.
    package static func decodePair(
        _ first: (bytes: [UInt8], path: String), _ second: (bytes: [UInt8], path: String)
    ) async throws -> (first: RGBAImage, second: RGBAImage, decodeTimes: [Duration]) {
        if first.bytes == second.bytes {
            let (image, time) = try timed { try decode(first.bytes, path: first.path) }
            return (image, image, [time])
        }
        async let a = timed { try decode(first.bytes, path: first.path) }
        async let b = timed { try decode(second.bytes, path: second.path) }
        let ((imageA, timeA), (imageB, timeB)) = try await (a, b)
        return (imageA, imageB, [timeA, timeB])
    }

    private static func timed<T>(_ work: () throws -> T) rethrows -> (T, Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try work()
        return (value, clock.now - start)
    }
}
