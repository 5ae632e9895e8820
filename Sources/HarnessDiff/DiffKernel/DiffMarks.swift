import HarnessCore

/// Every pixel's verdict from one comparison (same, anti-aliased, different), kept so the diff
/// image can be drawn afterwards without classifying the pixels again: for a frame that changed
/// everywhere, classifying (the colour distance and the anti-aliasing test) is most of a diff's time.
package struct DiffMarks: Sendable {
    let width: Int
    let height: Int
    let options: DiffOptions
    let marks: [UInt8]
}

extension PixelDiff {
    /// Compares like `diff` and keeps each pixel's mark (nil when the images are byte-equal).
    ///
    /// - Throws: `DiffError`, as `diff` does.
    package static func diffKeepingMarks(
        expected: RGBAImage, actual: RGBAImage, options: DiffOptions = DiffOptions(), regions: [DiffRegion] = []
    ) throws -> (result: DiffResult, marks: DiffMarks?) {
        let result = try diff(expected: expected, actual: actual, options: options, regions: regions, keepingMarks: true)
        return (result.result, result.marks)
    }

    /// The diff image of a comparison `diffKeepingMarks` made with `expected`: the expected frame
    /// faded to a light gray, differing pixels in `options.differenceColor`, anti-aliased ones in
    /// `options.antiAliasedColor` (`diffWithImage` is these two steps).
    package static func image(of marks: DiffMarks, expected: RGBAImage) -> RGBAImage {
        precondition(expected.width == marks.width && expected.height == marks.height, "marks of another size")
        let scan = DiffScan(width: marks.width, height: marks.height, options: marks.options, regions: [])
        let count = expected.pixels.count
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
            if count > 0 {
                expected.pixels.withUnsafeBytes { e in
                    marks.marks.withUnsafeBufferPointer { m in
                        scan.paint(expected: e.baseAddress!, marks: m.baseAddress!, into: UnsafeMutableRawPointer(output.baseAddress!))
                    }
                }
            }
            initialized = count
        }
        return RGBAImage(width: marks.width, height: marks.height, pixels: pixels)
    }
}
