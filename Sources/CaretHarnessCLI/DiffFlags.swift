import HarnessDiff

/// The flags of `diff`, for help (DiffCommand parses the same names).
extension DiffCommand {
    static let flags = [
        Flag.option("threshold", "T", "the colour distance a pixel may differ by, 0 to 1", default: "0.1"),
        Flag.option("out", "D.png", "write the diff image here"),
        Flag.option("scale", "S", "pixels a point, for the box in points", default: "3"),
    ]
}
