import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessPixels
import HarnessRun

/// What became of a scenario's strategy strip: compared with its golden, or recorded.
package struct StripCheck: Codable, Hashable, Sendable {
    package enum Status: String, Codable, Hashable, Sendable {
        case match, changed, missing, unreadable
        /// `--record` wrote the golden, or found its pixels equal and left it alone.
        case written, kept
    }

    package let scenario: String
    package var status: Status
    /// The golden's path.
    package let golden: String
    /// The diff image relative to out/, when pixels differ.
    package var diff: String?
    package var differingPixels = 0
    package var detail = ""
}

/// The strategy strip's golden, `Goldens/<variant>/<scenario>/strategies.png`: one more image
/// through `GoldenCheck` (perceptual diff and the default pixel budget, no strict regions since
/// the strip has no frames.json rectangles; `record` is mode `all`, checking is mode `never`).
package struct StripGolden: Sendable {
    package let paths: GoldenPaths
    /// Shrinking averages antialiasing noise away, so a strip that differs by more than the
    /// default budget's few pixels shows a real change in some approach's frame.
    let comparer: GoldenComparer

    package init(options: HarnessOptions) {
        paths = GoldenPaths(options: options)
        comparer = GoldenComparer(scale: options.device.scale / Double(StrategyStrip.factor), strictRegions: [])
    }

    package func goldenPath(_ scenario: String) -> String { paths.golden("\(scenario)/\(StrategyStrip.fileName)") }
    package func manifestKey(_ scenario: String) -> String { paths.manifestKey("\(scenario)/\(StrategyStrip.fileName)") }
    /// The strip and its diff relative to out/, beside the approaches' folders.
    package func artefact(_ scenario: String, kind: String = "") -> String {
        "compare/\(paths.variant)/\(scenario)/strategies\(kind.isEmpty ? "" : "." + kind).png"
    }

    /// Writes the strip under out/ (clearing the last run's diff); returns its path relative to out/.
    package func writeArtefact(_ comparison: ScenarioComparison) throws -> String {
        let image = artefact(comparison.scenario)
        try FileSystem.makeDirectory(paths.outDirectory + "/" + (image as NSString).deletingLastPathComponent)
        // unlink, not a recursive remove: a folder or a symlink's target there is never removed.
        _ = unlink(paths.outDirectory + "/" + artefact(comparison.scenario, kind: "diff"))
        try PNGFile.write(comparison.strip, to: paths.outDirectory + "/" + image, compression: .fast)
        return image
    }

    /// Compares the strip with its golden, writing the diff under out/; never writes Goldens/.
    package func check(_ comparison: ScenarioComparison, manifest: GoldenManifest = GoldenManifest()) throws -> StripCheck {
        let outcome = try run(comparison, mode: .never, manifest: manifest)
        let c = outcome.comparison.comparison
        var check = StripCheck(scenario: comparison.scenario, status: .match, golden: goldenPath(comparison.scenario))
        check.differingPixels = c.differingPixels
        check.detail = c.detail
        switch c.status {
        case .match: check.status = .match
        case .changed, .sizeChanged: check.status = .changed
        case .missing: check.status = .missing
        case .unreadable: check.status = .unreadable
        }
        if let diff = outcome.comparison.diff {
            let diffPath = artefact(comparison.scenario, kind: "diff")
            try FileSystem.makeDirectory(paths.outDirectory + "/" + (diffPath as NSString).deletingLastPathComponent)
            try PNGFile.write(diff, to: paths.outDirectory + "/" + diffPath, compression: .fast)
            check.diff = diffPath
        }
        return check
    }

    /// Writes the strip as the golden when its pixels differ from the golden's (or there is no
    /// readable golden); records it in `manifest` either way. With `transaction` the golden is
    /// staged there (the caller commits it with the manifest), else written at once.
    package func record(_ comparison: ScenarioComparison, in manifest: inout GoldenManifest,
                       transaction: FileTransaction? = nil) throws -> StripCheck {
        let key = manifestKey(comparison.scenario)
        let stage: GoldenCheck.Writer? = transaction.map { transaction in { bytes, _ in try transaction.stage(bytes, at: key) } }
        let outcome = try run(comparison, mode: .all, manifest: manifest, write: stage)
        guard let record = outcome.record else { throw GoldenError.unreadableGolden(goldenPath(comparison.scenario)) }
        manifest.goldens[manifestKey(comparison.scenario)] = record
        return StripCheck(scenario: comparison.scenario, status: outcome.written ? .written : .kept,
                          golden: goldenPath(comparison.scenario))
    }

    private func run(_ comparison: ScenarioComparison, mode: RecordMode, manifest: GoldenManifest,
                     write: GoldenCheck.Writer? = nil) throws -> GoldenCheck.Outcome {
        let compression = mode == .never ? .small : try GoldenCompression.fromEnvironment()
        return try GoldenCheck(comparer: comparer, mode: mode, compression: compression).check(
            comparison.strip, regions: [], goldenPath: goldenPath(comparison.scenario),
            known: manifest.goldens[manifestKey(comparison.scenario)], frame: "strategies", scenario: comparison.scenario,
            scenarioHash: comparison.scenarioHash, write: write)
    }
}
