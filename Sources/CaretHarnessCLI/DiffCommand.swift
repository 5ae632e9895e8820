import HarnessDiff
import HarnessFiles
import HarnessPNG

/// `caret-harness diff A.png B.png [--threshold T] [--out D.png]`: exit 0 same, 1 different,
/// 2 error (unreadable, not a PNG, different sizes).
enum DiffCommand {
    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "diff", options: ["threshold", "out", "scale"], flags: [])
        guard args.positional.count == 2 else { throw UsageError("diff: needs two PNG files: caret-harness diff A.png B.png") }
        var options = DiffOptions()
        options.threshold = try threshold(args.value("threshold"))
        let scale = try self.scale(args.value("scale"))
        // Before any work: the diff image is a regular file that is neither input (by device
        // and inode, so ./a.png or a link to it counts) nor a device, FIFO or symlink.
        if let out = args.value("out") {
            try OutputFolderPolicy(inputFiles: Array(args.positional)).check(outputFile: out)
        }
        // Decoding is most of the work; the two files decode on two cores at once.
        async let decodedExpected = PNGFile.read(path: args.positional[0])
        async let decodedActual = PNGFile.read(path: args.positional[1])
        let (expected, actual) = try await (decodedExpected, decodedActual)
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
        if result.differingPixels == 0 {
            print(result.identical ? "identical" : "same (\(result.antiAliasedPixels) anti-aliased pixels ignored)")
            return 0
        }
        var line = "\(result.differingPixels) differing pixels"
        if let box = result.box {
            let p = box.inPoints(scale: scale)
            line += "; box px x \(box.x) y \(box.y) w \(box.width) h \(box.height)"
            line += " = pt x \(p.x) y \(p.y) w \(p.width) h \(p.height) at scale \(formatScale(scale))"
        }
        line += "; largest colour distance \((result.maxColorDelta * 1000).rounded() / 1000)"
        print(line)
        return 1
    }

    /// The threshold option, 0...1, default 0.1.
    static func threshold(_ text: String?) throws -> Double {
        guard let text else { return DiffOptions().threshold }
        guard let value = Double(text), (0...1).contains(value) else {
            throw UsageError("--threshold \(text): expected a number from 0 to 1")
        }
        return value
    }

    private static func scale(_ text: String?) throws -> Double {
        guard let text else { return 3 }
        guard let value = Double(text), value > 0, value <= 10 else { throw UsageError("--scale \(text): expected a number from 0 to 10") }
        return value
    }

    private static func formatScale(_ s: Double) -> String { s == s.rounded() ? "\(Int(s))x" : "\(s)x" }
}
