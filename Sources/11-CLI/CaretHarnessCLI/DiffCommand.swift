import Foundation
import HarnessDiff
import HarnessFiles
import HarnessPNG

/// `caret-harness diff A.png B.png [options]`: exit 0 same, 1 different, 2 error (unreadable,
/// not a PNG, different sizes, bad option).
enum DiffCommand {
    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "diff", flags: flags, positional: true)
        guard args.positional.count == 2 else {
            throw UsageError("diff: needs two PNG files: caret-harness diff A.png B.png (see diff --help)")
        }
        let options = try DiffArguments.options(args)
        let scale = try DiffArguments.scale(args.value("scale"))
        let clock = ContinuousClock()
        let start = clock.now
        let paths = (args.positional[0], args.positional[1])
        // Before any work: the diff image is a regular file that is neither input (by device
        // and inode, so ./a.png or a link to it counts) nor a device, FIFO or symlink.
        if let out = args.value("out") {
            try OutputFolderPolicy(inputFiles: Array(args.positional)).check(outputFile: out)
        }
        let bytes = (try PNGFileBytes.read(path: paths.0), try PNGFileBytes.read(path: paths.1))
        let read = clock.now
        let (expected, actual, decodeTimes) = try await PNGFileBytes.decodePair(
            (bytes.0, paths.0), (bytes.1, paths.1))
        let decoded = clock.now
        guard expected.width == actual.width, expected.height == actual.height else {
            throw UsageError("diff: \(args.positional[0]) is \(expected.width) x \(expected.height) px, "
                             + "\(args.positional[1]) is \(actual.width) x \(actual.height) px: sizes differ")
        }
        let result: DiffResult
        if let out = args.value("out") {
            let (r, image) = try PixelDiff.diffWithImage(expected: expected, actual: actual, options: options)
            try PNGFile.write(image, to: out, compression: .fast)
            result = r
        } else {
            result = try PixelDiff.diff(expected: expected, actual: actual, options: options)
        }
        if args.has("timings") {
            let end = clock.now
            FileHandle.standardError.write(Data(DiffReport.timings(
                read: read - start, decode: decodeTimes, decodeWall: decoded - read, diff: end - decoded,
                total: end - start).utf8))
        }
        if args.has("json") {
            print(try DiffReport.json(result, options: options, scale: scale))
        } else {
            print(DiffReport.human(result, scale: scale))
        }
        return result.differingPixels == 0 ? 0 : 1
    }

    /// The threshold option, 0...1, default 0.1.
    static func threshold(_ text: String?) throws -> Double {
        try DiffArguments.threshold(text)
    }
}
