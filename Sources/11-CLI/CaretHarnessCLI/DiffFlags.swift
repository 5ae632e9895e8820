import HarnessDiff

/// The flags of `diff`: the one table its help is printed from and its parser accepts.
extension DiffCommand {
    static let flags = [
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
}
