import Foundation
import HarnessGoldens
import HarnessReports
import HarnessRun

/// `caret-harness verify`: every frame against its golden. Exit 0 all match, 1 a regression
/// or failed expectation, 2 bad input (an unreadable golden among it). Never writes Goldens/.
enum VerifyCommand {
    static let flags = SharedFlags.all + [.option("threshold", "T", "the colour distance a pixel may differ by, 0 to 1 (default 0.1)")]

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "verify", flags: flags)
        let options = try SharedFlags.options(args)
        let threshold = try DiffCommand.threshold(args.value("threshold"))
        let (report, documents) = try await Verification(options: options, threshold: threshold).run(progress: Console.progress)
        try ReportWriters.writeAll(report, outDirectory: options.outDirectory)
        for doc in documents {
            print("\(doc.scenario) on \(doc.device)-\(doc.appearance):")
            print(FrameTable(includePixels: true).render(doc.frames))
            print("")
        }
        for scenario in report.scenarios {
            if let first = scenario.firstDivergingFrame {
                print("\(scenario.scenario): first diverging frame \(first)")
            }
            for frame in scenario.frames {
                if let failure = frame.failure { print("FAILED " + failure) }
            }
        }
        let s = report.summary
        if s.missingGoldens > 0, ProcessInfo.processInfo.environment["CI"] != nil {
            print("CI is set: verify never records; run `scripts/generate-goldens --missing` locally and commit the goldens")
        }
        print("report: \(options.outDirectory)/report.html, report.json, junit.xml")
        print("\(s.frames) frames, \(s.passed) passed, \(s.failed) failed, \(s.designWarnings) design warnings"
              + (s.missingGoldens > 0 ? ", \(s.missingGoldens) goldens missing" : ""))
        if s.unreadableGoldens > 0 { return 2 }
        let plain = SweepBaselineStep.applies(args)
        let variantsHold = plain ? try await GoldenVariants.verify(base: options, threshold: threshold) : true
        let baselineHolds = plain
            ? try SweepBaselineStep.verify(goldens: options.goldensDirectory, scenarios: options.scenarioPaths) : true
        return s.failed > 0 || !baselineHolds || !variantsHold ? 1 : 0
    }
}
