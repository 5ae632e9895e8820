import Foundation
import HarnessDiff
import HarnessGoldens
import HarnessHash
import HarnessImage
import HarnessPNG
import HarnessRun

/// What became of a scenario's strategy strip: compared with its golden, or recorded.
public struct StripCheck: Codable, Hashable, Sendable {
    public enum Status: String, Codable, Hashable, Sendable {
        case match, changed, missing, unreadable
        /// `--record` wrote the golden, or found its pixels equal and left it alone.
        case written, kept
    }

    public let scenario: String
    public var status: Status
    /// The golden's path.
    public let golden: String
    /// The diff image relative to out/, when pixels differ.
    public var diff: String?
    public var differingPixels = 0
    public var detail = ""
}

/// The strategy strip's golden, `Goldens/<variant>/<scenario>/strategies.png`: compared like a
/// frame (perceptual diff and a pixel budget, no strict regions since the strip has no
/// frames.json rectangles), recorded atomically and only when its pixels change.
public struct StripGolden: Sendable {
    public let paths: GoldenPaths
    /// The default frame budget: shrinking averages antialiasing noise away, so a strip that
    /// differs by more than a few pixels shows a real change in some approach's frame.
    public let budget = DiffBudget()

    public init(options: HarnessOptions) {
        paths = GoldenPaths(options: options)
    }

    public func goldenPath(_ scenario: String) -> String { paths.golden("\(scenario)/\(StrategyStrip.fileName)") }
    public func manifestKey(_ scenario: String) -> String { paths.manifestKey("\(scenario)/\(StrategyStrip.fileName)") }
    /// The strip and its diff relative to out/, beside the approaches' folders.
    public func artefact(_ scenario: String, kind: String = "") -> String {
        "compare/\(paths.variant)/\(scenario)/strategies\(kind.isEmpty ? "" : "." + kind).png"
    }

    /// Writes the strip under out/ (clearing the last run's diff); returns its path relative to out/.
    public func writeArtefact(_ comparison: ScenarioComparison) throws -> String {
        let image = artefact(comparison.scenario)
        try FileSystem.makeDirectory(paths.outDirectory + "/" + (image as NSString).deletingLastPathComponent)
        try? FileManager.default.removeItem(atPath: paths.outDirectory + "/" + artefact(comparison.scenario, kind: "diff"))
        try PNGFile.write(comparison.strip, to: paths.outDirectory + "/" + image, compression: .fast)
        return image
    }

    /// Compares the strip with its golden, writing the diff under out/; never writes Goldens/.
    public func check(_ comparison: ScenarioComparison) throws -> StripCheck {
        var check = StripCheck(scenario: comparison.scenario, status: .match, golden: goldenPath(comparison.scenario))
        let golden: RGBAImage
        do {
            guard FileManager.default.fileExists(atPath: check.golden) else {
                check.status = .missing
                check.detail = "no golden at \(check.golden)"
                return check
            }
            golden = try PNGFile.read(path: check.golden)
        } catch {
            check.status = .unreadable
            check.detail = "\(error)"
            return check
        }
        let strip = comparison.strip
        guard golden.width == strip.width, golden.height == strip.height else {
            check.status = .changed
            check.detail = "size changed: golden \(golden.width) x \(golden.height) px, strip \(strip.width) x \(strip.height) px"
            return check
        }
        guard try PixelDiff.diff(expected: golden, actual: strip).differingPixels > 0 else { return check }
        let (result, diff) = try PixelDiff.diffWithImage(expected: golden, actual: strip)
        check.differingPixels = result.differingPixels
        let verdict = budget.evaluate(result)
        check.status = verdict.passed ? .match : .changed
        check.detail = verdict.passed ? "\(result.differingPixels) differing pixels, within the budget"
            : verdict.violations.map(\.description).joined(separator: "; ")
        let diffPath = artefact(comparison.scenario, kind: "diff")
        try FileSystem.makeDirectory(paths.outDirectory + "/" + (diffPath as NSString).deletingLastPathComponent)
        try PNGFile.write(diff, to: paths.outDirectory + "/" + diffPath, compression: .fast)
        check.diff = diffPath
        return check
    }

    /// Writes the strip as the golden when its pixels differ from the golden's (or there is no
    /// readable golden); records it in `manifest` either way.
    public func record(_ comparison: ScenarioComparison, in manifest: inout GoldenManifest) throws -> StripCheck {
        var check = StripCheck(scenario: comparison.scenario, status: .kept, golden: goldenPath(comparison.scenario))
        let strip = comparison.strip
        let golden = try? PNGFile.read(path: check.golden)
        if golden?.width != strip.width || golden?.height != strip.height || golden?.pixels != strip.pixels {
            try FileSystem.makeDirectory((check.golden as NSString).deletingLastPathComponent)
            try PNGFile.write(strip, to: check.golden, compression: .small)
            check.status = .written
        }
        guard let bytes = FileManager.default.contents(atPath: check.golden) else {
            throw GoldenError.unreadableGolden(check.golden)
        }
        manifest.goldens[manifestKey(comparison.scenario)] = GoldenRecord(
            frame: "strategies", scenario: comparison.scenario, scenarioHash: comparison.scenarioHash,
            sha256: SHA256.hex(of: bytes), pixels: strip.pixelHash)
        return check
    }
}
