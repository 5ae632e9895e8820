import Foundation
import HarnessDiff
import HarnessFiles
import HarnessCore
import HarnessPixels
import HarnessRun

/// Compares a frame with its golden under the caret-aware budget: no differing pixel inside the
/// caret, button or keyboard rectangles (from frames.json), and the default small budget
/// elsewhere for antialiasing noise.
package struct GoldenComparer: Sendable {
    package let scale: Double
    package let options: DiffOptions
    package let budget: DiffBudget

    /// The names of a frame's strict regions, in the order `strictRegions(of:)` makes them.
    package static let frameRegions = ["caret", "button", "keyboard"]

    /// A comparer at `scale`; `strictRegions` names the regions every comparison must be given
    /// (none for an image without frames.json rectangles, such as the strategy strip).
    package init(scale: Double, threshold: Double = DiffOptions().threshold, strictRegions: [String] = frameRegions) {
        self.scale = scale
        var options = DiffOptions()
        options.threshold = threshold
        self.options = options
        budget = DiffBudget(strictRegions: strictRegions)
    }

    /// What `compare` found: the comparison, the golden's file bytes and pixels, and the diff
    /// image when they differ.
    package struct Outcome {
        package var comparison: GoldenComparison
        package var goldenBytes: [UInt8]?
        package var golden: RGBAImage?
        package var diff: RGBAImage?
    }

    /// Compares `actual` with the golden at `goldenPath`: the golden is always decoded (its
    /// pixels, not the manifest's `record`, decide); equal pixels need no diff.
    package func compare(_ actual: RGBAImage, entry: FrameResult, goldenPath: String, record: GoldenRecord? = nil) -> Outcome {
        compare(actual, regions: strictRegions(of: entry, width: actual.width, height: actual.height), goldenPath: goldenPath,
                record: record)
    }

    /// Compares any image with its golden; `regions` are the rectangles where no pixel may
    /// differ (none for an image without frames.json rectangles, such as the strategy strip).
    package func compare(_ actual: RGBAImage, regions: [DiffRegion], goldenPath: String, record: GoldenRecord? = nil) -> Outcome {
        var comparison = GoldenComparison(status: .match, golden: goldenPath)
        guard FileManager.default.fileExists(atPath: goldenPath) else {
            comparison.status = .missing
            comparison.detail = "no golden at \(goldenPath)"
            return Outcome(comparison: comparison)
        }
        let bytes: [UInt8]
        let golden: RGBAImage
        do {
            bytes = try readBytes(goldenPath)
            do {
                golden = try PNGCodec.decode(bytes)
            } catch let error as PNGError {
                throw error.inFile(goldenPath)
            }
            // The golden's own pixels are the authority, never the manifest (issue 23: a golden
            // swapped with its `sha256` edited to match passed). Equal pixels are found by the
            // diff's byte compare below (about 1 ms a 3x frame), not by hashing both images.
        } catch {
            comparison.status = .unreadable
            comparison.detail = "\(error)"
            return Outcome(comparison: comparison)
        }
        guard golden.width == actual.width, golden.height == actual.height else {
            comparison.status = .sizeChanged
            comparison.detail = "size changed: golden \(golden.width) x \(golden.height) px, frame \(actual.width) x \(actual.height) px"
            return Outcome(comparison: comparison, goldenBytes: bytes, golden: golden)
        }
        do {
            let (result, marks) = try PixelDiff.diffKeepingMarks(expected: golden, actual: actual, options: options, regions: regions)
            if result.identical { return Outcome(comparison: comparison, goldenBytes: bytes, golden: golden) }
            // The diff image, only where there is a difference to show, painted from the marks the
            // comparison kept (no pixel classified twice).
            let diffImage = result.differingPixels > 0 ? marks.map { PixelDiff.image(of: $0, expected: golden) } : nil
            fill(&comparison, from: result)
            let verdict = budget.evaluate(result)
            comparison.violations = verdict.violations.map(\.description)
            comparison.status = verdict.passed ? .match : .changed
            comparison.detail = verdict.passed
                ? "\(result.differingPixels) differing pixels, within the budget"
                : verdict.violations.map(\.description).joined(separator: "; ")
            return Outcome(comparison: comparison, goldenBytes: bytes, golden: golden, diff: diffImage)
        } catch {
            comparison.status = .unreadable
            comparison.detail = "\(goldenPath): \(error)"
            return Outcome(comparison: comparison, goldenBytes: bytes, golden: golden)
        }
    }

    /// The caret, button and keyboard rectangles in pixels, rounded outward and kept in the image.
    package func strictRegions(of entry: FrameResult, width: Int, height: Int) -> [DiffRegion] {
        var regions: [DiffRegion] = []
        let named: [(String, JSONRect?)] = zip(Self.frameRegions, [entry.caret, entry.button, entry.keyboard]).map { ($0, $1) }
        for (name, rect) in named {
            let box = rect.flatMap { pixelBox($0, width: width, height: height) } ?? PixelBox(x: 0, y: 0, width: 0, height: 0)
            regions.append(DiffRegion(name: name, box: box))
        }
        return regions
    }

    private func pixelBox(_ rect: JSONRect, width: Int, height: Int) -> PixelBox? {
        let x0 = max(0, Int((rect.x * scale).rounded(.down))), y0 = max(0, Int((rect.y * scale).rounded(.down)))
        let x1 = min(width, Int(((rect.x + rect.width) * scale).rounded(.up)))
        let y1 = min(height, Int(((rect.y + rect.height) * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The whole file through `SafeRead` (a regular file of at most `SafeRead.pngLimit` bytes);
    /// anything else is an error naming it.
    private func readBytes(_ path: String) throws -> [UInt8] {
        try SafeRead.readRegularFile(path, limit: SafeRead.pngLimit)
    }

    private func fill(_ comparison: inout GoldenComparison, from result: DiffResult) {
        comparison.differingPixels = result.differingPixels
        comparison.antiAliasedPixels = result.antiAliasedPixels
        comparison.maxColorDelta = result.maxColorDelta
        comparison.regionPixels = result.differingPixelsInRegion
        if let box = result.box {
            let p = box.inPoints(scale: scale)
            comparison.box = DifferenceBox(x: box.x, y: box.y, width: box.width, height: box.height,
                                           points: JSONRect(Rect(x: p.x, y: p.y, width: p.width, height: p.height)))
        }
    }
}
