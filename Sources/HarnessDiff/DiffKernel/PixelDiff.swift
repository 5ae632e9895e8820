#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HarnessCore

/// Perceptual comparison of two frames that counts what pixelmatch 7.2.0 counts: YIQ colour
/// distance with a threshold (Kotsarenko & Ramos 2010), or OKLab HyAB on request, and
/// pixelmatch's anti-aliased edge detection (after Vysniauskas 2009).
package enum PixelDiff {
    /// Compares `actual` against `expected`.
    ///
    /// - Parameter regions: named boxes whose differing pixels are also counted on their own.
    /// - Throws: `DiffError` when the sizes differ, a region name repeats or the threshold is
    ///   outside 0...1.
    package static func diff(
        expected: RGBAImage, actual: RGBAImage, options: DiffOptions = DiffOptions(), regions: [DiffRegion] = []
    ) throws -> DiffResult {
        try diff(expected: expected, actual: actual, options: options, regions: regions, keepingMarks: false).result
    }

    /// `diff`, keeping each pixel's mark when asked (DiffMarks).
    static func diff(
        expected: RGBAImage, actual: RGBAImage, options: DiffOptions, regions: [DiffRegion], keepingMarks: Bool
    ) throws -> (result: DiffResult, marks: DiffMarks?) {
        try validate(expected, actual, options, regions)
        if sameBytes(expected, actual) {
            return (identicalResult(expected, regions, options), nil)
        }
        var scan = DiffScan(width: expected.width, height: expected.height, options: options, regions: regions)
        var marks = keepingMarks ? [UInt8](repeating: 0, count: expected.width * expected.height) : []
        expected.pixels.withUnsafeBytes { e in
            actual.pixels.withUnsafeBytes { a in
                marks.withUnsafeMutableBufferPointer { m in
                    scan.count(expected: e.baseAddress!, actual: a.baseAddress!, marks: keepingMarks ? m.baseAddress : nil)
                }
            }
        }
        let kept = keepingMarks
            ? DiffMarks(width: expected.width, height: expected.height, options: options, marks: marks) : nil
        return (result(of: scan, expected, regions), kept)
    }

    /// Compares like `diff` and also draws the diff image: the expected frame faded to a light
    /// gray, differing pixels in `options.differenceColor`, anti-aliased ones in
    /// `options.antiAliasedColor`.
    ///
    /// - Throws: `DiffError`, as `diff` does.
    package static func diffWithImage(
        expected: RGBAImage, actual: RGBAImage, options: DiffOptions = DiffOptions(), regions: [DiffRegion] = []
    ) throws -> (result: DiffResult, image: RGBAImage) {
        let (result, marks) = try diff(expected: expected, actual: actual, options: options, regions: regions, keepingMarks: true)
        // Byte-equal images keep no marks: every pixel is "same", so the image is the faded frame.
        let all = marks ?? DiffMarks(width: expected.width, height: expected.height, options: options,
                                     marks: [UInt8](repeating: 0, count: expected.width * expected.height))
        return (result, image(of: all, expected: expected))
    }

    private static func validate(
        _ expected: RGBAImage, _ actual: RGBAImage, _ options: DiffOptions, _ regions: [DiffRegion]
    ) throws(DiffError) {
        guard expected.width == actual.width && expected.height == actual.height else {
            throw .sizeMismatch(
                expectedWidth: expected.width, expectedHeight: expected.height,
                actualWidth: actual.width, actualHeight: actual.height)
        }
        guard (0...1).contains(options.threshold) else { throw .invalidThreshold(options.threshold) }
        if let window = options.window, window < 1 { throw .invalidWindow(window) }
        var names = Set<String>()
        for region in regions where !names.insert(region.name).inserted {
            throw .duplicateRegion(region.name)
        }
    }

    /// The fast path: most frames in a passing run are byte-for-byte equal.
    private static func sameBytes(_ expected: RGBAImage, _ actual: RGBAImage) -> Bool {
        expected.pixels.withUnsafeBytes { e in
            actual.pixels.withUnsafeBytes { a in
                e.count == a.count && (e.count == 0 || memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0)
            }
        }
    }

    private static func identicalResult(
        _ image: RGBAImage, _ regions: [DiffRegion], _ options: DiffOptions
    ) -> DiffResult {
        DiffResult(
            width: image.width, height: image.height, identical: true, differingPixels: 0, antiAliasedPixels: 0,
            box: nil, maxColorDelta: 0,
            differingPixelsInRegion: Dictionary(uniqueKeysWithValues: regions.map { ($0.name, 0) }),
            window: options.window.map { max(1, min($0, image.width, image.height)) },
            maxWindowPixels: options.window == nil ? nil : 0)
    }

    private static func result(of scan: DiffScan, _ image: RGBAImage, _ regions: [DiffRegion]) -> DiffResult {
        DiffResult(
            width: image.width, height: image.height, identical: false, differingPixels: scan.differing,
            antiAliasedPixels: scan.antiAliased, box: scan.box, maxColorDelta: scan.maxColorDelta,
            differingPixelsInRegion: Dictionary(uniqueKeysWithValues: zip(regions.map(\.name), scan.regionCounts)),
            window: scan.window?.size, maxWindowPixels: scan.window?.largest())
    }
}
