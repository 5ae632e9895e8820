import Foundation
import HarnessDiff
import HarnessPNG

/// `caret-harness diff A.png B.png [options]`: exit 0 same, 1 different, 2 error (unreadable,
/// not a PNG, different sizes, bad option).
enum DiffCommand {
    static let help = """
        usage: caret-harness diff EXPECTED.png ACTUAL.png [options]

        Counts the pixels that differ as pixelmatch 7.2.0 counts them: a colour distance over the
        threshold that is not a moved anti-aliased edge.

        options:
          --threshold T     0...1, default 0.1 (pixelmatch's default and meaning). For yiq, a fraction
                            of the largest YIQ distance (red against cyan): 0.1 passes a uniform gray
                            shift of up to 26 levels. For oklab, a fraction of the black-white distance.
          --metric M        yiq (default; pixelmatch 7.2.0) or oklab (pixelmatch master's OKLab HyAB
                            distance with toe-corrected lightness; unreleased there, opt-in here)
          --window N        also report the most differing pixels in any N x N block (N clamped to
                            the image): one concentrated change, such as a moved caret, shows as a
                            dense window; scattered noise does not
          --include-aa      count anti-aliased pixels as differences (pixelmatch's includeAA: true)
          --background B    how semi-transparent pixels are blended before comparing: checkerboard
                            (default; pixelmatch 7.2.0) or white (its checkerboard: false)
          --out D.png       write the diff image: faded expected frame, red differences, yellow
                            anti-aliased pixels
          --scale S         device scale for the box in points, default 3
          --json            print the result as JSON, every number at full precision
          --timings         print on stderr how long reading and decoding each file, the diff and the
                            whole command took
          --help            this text

        exit codes: 0 no differing pixel, 1 some differ, 2 bad input
        """

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(
            words, command: "diff", options: ["threshold", "out", "scale", "metric", "window", "background"],
            flags: ["json", "include-aa", "help", "timings"])
        if args.has("help") {
            print(help)
            return 0
        }
        guard args.positional.count == 2 else {
            throw UsageError("diff: needs two PNG files: caret-harness diff A.png B.png (see diff --help)")
        }
        let options = try DiffArguments.options(args)
        let scale = try DiffArguments.scale(args.value("scale"))
        let clock = ContinuousClock()
        let start = clock.now
        let paths = (args.positional[0], args.positional[1])
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
