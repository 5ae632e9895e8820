import Foundation
import HarnessGoldens
import HarnessRun
import HarnessScript

/// `bench`'s line for the test-suite API: the assertion (`CaretCheck`) over the six variants of
/// `Goldens/variants.json` on one scenario against `verify`'s step a variant (HarnessPasses's
/// `VariantVerify`, with the motion pass's model side, as `caret-harness verify` runs it) on the
/// same frames and goldens, side by side, each timed `rounds` times in alternation; wall-clock
/// medians.
public enum AssertionBench {
    public struct Figures: Sendable {
        public var frames = 0
        public var verifySeconds: [Double] = []
        public var assertionSeconds: [Double] = []
        /// Failing frames each found (they must agree).
        public var verifyFailures = 0
        public var assertionFailures = 0
    }

    public static func run(scenarioPath: String, goldens: String, variants: [ScreenVariant] = ScreenVariant.six,
                           rounds: Int = 3) async throws -> Figures {
        var figures = Figures()
        let out = NSTemporaryDirectory() + "caret-harness-bench-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: out) }
        for round in 0..<rounds {
            // Alternate which goes first, so a warm cache favours neither.
            for side in (round % 2 == 0 ? [0, 1] : [1, 0]) {
                let start = Date()
                if side == 0 {
                    let (frames, failed) = try await verify(scenarioPath, goldens: goldens, variants: variants, out: out + "/verify")
                    figures.verifySeconds.append(Date().timeIntervalSince(start))
                    (figures.frames, figures.verifyFailures) = (frames, failed)
                } else {
                    let check = CaretCheck(script: .load(scenarioPath), screen: .textStyleEdit, variants: variants,
                                           location: GoldenLocation(directory: goldens, artefacts: out + "/assertion"),
                                           policy: try RecordPolicy(call: .never, scope: nil))
                    let outcome = try await check.run()
                    figures.assertionSeconds.append(Date().timeIntervalSince(start))
                    figures.assertionFailures = outcome.failures.count
                }
            }
        }
        return figures
    }

    /// verify's steps for each variant; returns the frames and the failing frames.
    private static func verify(_ path: String, goldens: String, variants: [ScreenVariant], out: String) async throws -> (Int, Int) {
        var frames = 0
        var failed = 0
        for variant in variants {
            var options = try HarnessOptions(scenarios: [path], device: variant.device.id, appearance: variant.appearance.rawValue,
                                             out: out, goldens: goldens)
            options.settings = variant.settings
            let scenario = try ScenarioParser.parse(contentsOf: path)
            let merged = try await VariantVerify(options: options, scenarios: [scenario], threshold: 0.1,
                                                 motion: MotionRun(options: options, draw: false)).run(outFolder: nil)
            frames += merged.summary.frames
            failed += merged.summary.failed
        }
        return (frames, failed)
    }

    /// The middle value.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
