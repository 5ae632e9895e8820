import Foundation
import HarnessDiff
import HarnessFiles
import HarnessRun
import HarnessScript

/// `verify`: run the scenarios and compare every frame with its golden; the caller writes
/// the reports (HarnessReports) from what it returns.
package struct Verification {
    package let options: HarnessOptions
    package let threshold: Double
    /// More handlers, called after the verifier for every frame (e.g. the CLI's progress line).
    package var extraHandlers: [FrameHandler] = []
    /// The scenarios of `options.scenarioPaths`, already parsed (nil: the session parses them).
    package var scenarios: [Scenario]?

    package init(options: HarnessOptions, threshold: Double = DiffOptions().threshold) {
        self.options = options
        self.threshold = threshold
    }

    /// Runs everything; `rendererChanged` hears first what differs between the goldens' renderer
    /// and the running one (nothing when they match), then `progress` receives a line a scenario.
    /// `outFolder` is the out folder already prepared and locked by the caller (who writes the
    /// reports into it afterwards); without it the run prepares and locks it for its own length.
    package func run(progress: @escaping @Sendable (String) -> Void, rendererChanged: RendererChanged = { _, _ in },
                    outFolder: GuardedFolder? = nil) async throws -> (report: VerificationReport, documents: [FramesDocument]) {
        let paths = GoldenPaths(options: options)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.goldensDirectory, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw GoldenError.noGoldensFolder(options.goldensDirectory)
        }
        // Out folder first: policy (never in, around or equal to Goldens/), lock, repair, clean.
        let guarded = try outFolder ?? options.prepareOutDirectory(command: "caret-harness verify")
        if let journal = FileTransaction.unrepairedJournal(in: options.goldensDirectory) {
            throw GoldenError.interruptedRecord(journal)
        }
        let running = try RendererFingerprint.current(scale: options.device.scale)
        let manifest = try GoldenManifest.load(from: paths.manifest, missing: .error)
        var changes: [RendererChange] = []
        if let recorded = manifest.fingerprints[paths.variant] {
            changes = recorded.changes(to: running)
            if !changes.isEmpty { rendererChanged(paths.variant, changes) }
        }
        let writer = ArtefactWriter(options: options, writesFrames: false)
        let verifier = GoldenVerifier(options: options, manifest: manifest, threshold: threshold)
        let documents = try await HarnessSession(options: options, scenarios: scenarios, handlers: [writer, verifier] + extraHandlers, progress: progress).run()
        withExtendedLifetime(guarded) {}
        var report = VerificationReport(generatedBy: "caret-harness verify", goldensDirectory: options.goldensDirectory,
                                        renderer: running, scenarios: verifier.scenarios)
        report.rendererChanges = changes
        return (report, documents)
    }
}

/// Hears, before a variant's frames are made, what differs between the renderer its goldens
/// were recorded with (the variant) and the running one.
package typealias RendererChanged = @Sendable (_ variant: String, _ changes: [RendererChange]) -> Void
