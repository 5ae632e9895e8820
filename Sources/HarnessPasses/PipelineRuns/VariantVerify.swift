import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessRun
import HarnessScript

/// One variant verified, the step `verify` runs for each variant of its plan and the test-suite
/// assertion (`CaretCheck`) for each of its variants: the frames at rest against their goldens
/// (`Verification`: the artefact writer, `GoldenVerifier`, then `handlers`), then the motion
/// after each event (`MotionRun`), merged into one report (`MotionVerification`).
package struct VariantVerify {
    package var options: HarnessOptions
    /// The variant's scenarios, parsed (`ParsedScenarios`, or the assertion's script).
    package var scenarios: [Scenario]
    /// The colour distance a pixel may differ by (`--threshold`).
    package var threshold: Double
    /// The motion pass (drawn and checking the motion goldens on `verify --motion`).
    package var motion: MotionRun
    /// Writes motion.json and motion.html under the out folder (verify); the assertion does not.
    package var writesMotion = true
    /// More handlers after the verifier for every frame (a progress line, the assertion's recorder).
    package var handlers: [FrameHandler] = []
    /// A goldens folder without a manifest (or no folder yet) reads as an empty one, so every
    /// frame misses its golden: the assertion before its first record. `verify` refuses instead.
    package var allowsNoManifest = false

    package init(options: HarnessOptions, scenarios: [Scenario], threshold: Double, motion: MotionRun) {
        self.options = options
        self.scenarios = scenarios
        self.threshold = threshold
        self.motion = motion
    }

    /// `log` gets the session's lines, `rendererChanged` what differs from the goldens' renderer;
    /// `outFolder` is the out folder the caller prepared and locked (nil: the step locks it for
    /// its own length).
    package func run(log: @escaping @Sendable (String) -> Void = { _ in }, rendererChanged: @escaping RendererChanged = { _, _ in },
                    outFolder: GuardedFolder?) async throws -> VerificationReport {
        let report: VerificationReport
        let atRest: [FramesDocument]
        if allowsNoManifest, FileIdentity.of(GoldenPaths(options: options).manifest) == nil {
            let verifier = GoldenVerifier(options: options, manifest: GoldenManifest(), threshold: threshold)
            let all: [FrameHandler] = [ArtefactWriter(options: options, writesFrames: false), verifier] + handlers
            atRest = try await HarnessSession(options: options, scenarios: scenarios, handlers: all, progress: log).run()
            report = VerificationReport(generatedBy: "assertCaret", goldensDirectory: options.goldensDirectory,
                                        renderer: try RendererFingerprint.current(scale: options.device.scale), scenarios: verifier.scenarios)
        } else {
            var verification = Verification(options: options, threshold: threshold)
            verification.scenarios = scenarios
            verification.extraHandlers = handlers
            (report, atRest) = try await verification.run(progress: log, rendererChanged: rendererChanged, outFolder: outFolder)
        }
        let judged = try await motion.apply(to: atRest, scenarios: scenarios, write: writesMotion).map(\.0)
        return MotionVerification.apply(judged, to: report)
    }
}
