import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessReports
import HarnessRun
import HarnessSheet

/// Goldens/variants.json: the representative settings cells with committed goldens, chosen from
/// the sweep's findings. The plain `verify` checks each (reports under out/variants/<variant>/),
/// the plain `record --missing` (or any mode) records them, and scripts/test runs the plain verify.
/// One entry: `{"device": ID, "appearance": "light|dark", "textSize": PT, "orientation": ...,
/// "keyboard": ..., "scenarios": [PATH, ...], "why": "..."}`; omitted settings are the defaults.
struct GoldenVariants: Decodable {
    struct Entry: Decodable {
        let device: String
        let appearance: String?
        let textSize: Double?
        let orientation: String?
        let keyboard: String?
        let scenarios: [String]
        let why: String?
    }

    let variants: [Entry]

    static func path(goldens: String) -> String { goldens + "/variants.json" }

    /// The file's entries; none when it does not exist; a file that does not parse names itself (exit 2).
    static func read(goldens: String) throws -> [Entry] {
        let path = path(goldens: goldens)
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let bytes = try SafeRead.readRegularFile(path, limit: SafeRead.manifestLimit)
        do {
            return try JSONDecoder().decode(GoldenVariants.self, from: Data(bytes)).variants
        } catch {
            throw UsageError("\(path): not a variants list (\(error))")
        }
    }

    /// The options of one entry, out under `<out>/variants/<variant>`.
    static func options(_ entry: Entry, base: HarnessOptions) throws -> HarnessOptions {
        var options = try HarnessOptions(scenarios: entry.scenarios, device: entry.device, appearance: entry.appearance,
                                         out: nil, goldens: base.goldensDirectory)
        options.settings = try Settings.parse(textSize: entry.textSize.map(Variant.format), orientation: entry.orientation,
                                              keyboard: entry.keyboard)
        options.outDirectory = base.outDirectory + "/variants/" + options.variant
        return options
    }

    /// verify: each listed variant against its goldens; false when any frame failed or a golden is missing.
    static func verify(base: HarnessOptions, threshold: Double) async throws -> Bool {
        var holds = true
        for entry in try read(goldens: base.goldensDirectory) {
            let options = try self.options(entry, base: base)
            try options.prepareOutDirectory()
            let (report, _) = try await Verification(options: options, threshold: threshold).run(progress: { _ in })
            try ReportWriters.writeAll(report, outDirectory: options.outDirectory)
            // On settings other than the standard ones, an `expect` of a stock scenario that fails
            // while the pixels match their golden and agree with the model is a design finding the
            // sweep reports (ExpectationFinding), not a regression; pixels that moved, a missing
            // golden or a model/pixel disagreement fail.
            var findings = 0, failures = 0
            for scenario in report.scenarios {
                for frame in scenario.frames where !frame.passed {
                    let regression = frame.comparison.status != .match || options.settings == .standard
                        || frame.frame.expectations.contains { !$0.passed && $0.expect == ExpectationOutcome.crossCheck }
                    if regression { failures += 1 } else { findings += 1 }
                    print((regression ? "FAILED " : "design finding (see the sweep): ") + (frame.failure ?? frame.frame.name))
                }
            }
            let s = report.summary
            print("variant \(options.variant): \(s.frames) frames, \(failures) failed, \(findings) design findings, "
                  + "\(s.designWarnings) design warnings" + (s.missingGoldens > 0 ? ", \(s.missingGoldens) goldens missing" : "")
                  + "; report \(options.outDirectory)/report.html")
            if failures > 0 || s.missingGoldens > 0 || s.unreadableGoldens > 0 { holds = false }
        }
        return holds
    }

    /// record: each listed variant in `mode`.
    static func record(base: HarnessOptions, mode: RecordMode) async throws {
        for entry in try read(goldens: base.goldensDirectory) {
            let options = try self.options(entry, base: base)
            let recorder = try GoldenRecorder(options: options, mode: mode)
            try options.prepareOutDirectory()
            _ = try await HarnessSession(options: options, handlers: [ArtefactWriter(options: options), recorder],
                                         progress: { _ in }).run()
            try recorder.saveManifest()
            for path in recorder.written { print("wrote   \(path)") }
            print("variant \(options.variant): \(recorder.written.count) written, \(recorder.kept.count) kept unchanged")
        }
    }
}
