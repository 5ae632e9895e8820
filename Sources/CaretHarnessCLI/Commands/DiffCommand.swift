import Foundation
import HarnessDiff

/// `caret-harness diff A.png B.png [options]`: exit 0 same, 1 different, 2 error (unreadable,
/// not a PNG, different sizes, bad option).
package enum DiffCommand {
    package static let flags = [
        Flag.option("threshold", "T",
                    "0...1 as in pixelmatch: for yiq a fraction of the largest YIQ distance (0.1 passes a uniform "
                    + "gray shift of up to 26 levels); for oklab a fraction of the black-white distance", default: "0.1"),
        Flag.option("metric", "M", "yiq (pixelmatch 7.2.0) or oklab (pixelmatch master's OKLab HyAB, unreleased there)",
                    default: "yiq"),
        Flag.option("window", "N", "also report the most differing pixels in any N x N block: a moved caret is one "
                    + "dense window, scattered noise is not"),
        Flag.option("background", "B", "blend semi-transparent pixels over checkerboard (pixelmatch 7.2.0) or white "
                    + "(its checkerboard: false)", default: "checkerboard"),
        Flag.toggle("include-aa", "count anti-aliased pixels as differences (pixelmatch's includeAA: true)"),
        Flag.option("out", "D.png", "write the diff image: faded expected frame, red differences, yellow anti-aliasing"),
        Flag.option("scale", "S", "device scale, for the box in points", default: "3"),
        Flag.toggle("json", "print the result as JSON, every number at full precision"),
        Flag.toggle("timings", "print on stderr how long reading, decoding and diffing took"),
    ]

    @Sendable package static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "diff", flags: flags, positional: true)
        guard args.positional.count == 2 else {
            throw UsageError("diff: needs two PNG files: caret-harness diff A.png B.png (see diff --help)")
        }
        let options = try DiffArguments.options(args)
        let scale = try DiffArguments.scale(args.value("scale"))
        let run = try await DiffPipeline.run(args.positional[0], args.positional[1], out: args.value("out"), options: options)
        if args.has("timings") {
            FileHandle.standardError.write(Data(DiffText.timings(read: run.read, decode: run.decode, decodeWall: run.decodeWall,
                                                                 diff: run.diff, total: run.total).utf8))
        }
        print(args.has("json") ? try DiffText.json(run.result, options: options, scale: scale) : DiffText.human(run.result, scale: scale))
        return run.result.differingPixels == 0 ? 0 : 1
    }

}
