import HarnessDiff
import HarnessFiles
import HarnessPixels

/// What `diff` found, and how long each stage took.
package struct DiffRun: Sendable {
    package let result: DiffResult
    package let read: Duration
    /// Each file's decode (one when the files are equal), and the decoding's wall time.
    package let decode: [Duration]
    package let decodeWall: Duration
    /// The diff, with writing its image.
    package let diff: Duration
    package let total: Duration
}

/// `diff A.png B.png`: both files read and decoded (on two threads), compared, and with `out`
/// the diff image written; a size mismatch is bad input.
package enum DiffPipeline {
    package static func run(_ a: String, _ b: String, out: String?, options: DiffOptions) async throws -> DiffRun {
        let clock = ContinuousClock()
        let start = clock.now
        // Before any work: the diff image is a regular file that is neither input (by device
        // and inode, so ./a.png or a link to it counts) nor a device, FIFO or symlink.
        if let out { try OutputFolderPolicy(inputFiles: [a, b]).check(outputFile: out) }
        let bytes = (try PNGFileBytes.read(path: a), try PNGFileBytes.read(path: b))
        let read = clock.now
        let (expected, actual, decodeTimes) = try await PNGFileBytes.decodePair((bytes.0, a), (bytes.1, b))
        let decoded = clock.now
        guard expected.width == actual.width, expected.height == actual.height else {
            throw DiffRunError("diff: \(a) is \(expected.width) x \(expected.height) px, "
                                + "\(b) is \(actual.width) x \(actual.height) px: sizes differ")
        }
        let result: DiffResult
        if let out {
            let (r, image) = try PixelDiff.diffWithImage(expected: expected, actual: actual, options: options)
            try PNGFile.write(image, to: out, compression: .fast)
            result = r
        } else {
            result = try PixelDiff.diff(expected: expected, actual: actual, options: options)
        }
        let end = clock.now
        return DiffRun(result: result, read: read - start, decode: decodeTimes, decodeWall: decoded - read, diff: end - decoded,
                       total: end - start)
    }
}

/// Two files `diff` cannot compare pixel for pixel (their sizes differ): exit 2 with this message.
package struct DiffRunError: Error, CustomStringConvertible, Sendable {
    package let description: String

    init(_ message: String) {
        description = message
    }
}
