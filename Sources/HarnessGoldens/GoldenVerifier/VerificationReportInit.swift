import HarnessRun

extension VerificationReport {
    /// A report from its parts, counted the way `Verification` counts (the test-suite API makes
    /// one from a verifier it ran on scenarios held in memory).
    package init(generatedBy: String, goldensDirectory: String, renderer: RendererFingerprint, scenarios: [ScenarioVerification]) {
        self.init(generatedBy: generatedBy, goldensDirectory: goldensDirectory, renderer: renderer, rendererChanges: [],
                  scenarios: scenarios, summary: Summary(counting: scenarios.flatMap(\.frames)))
    }
}

extension VerificationReport.Summary {
    /// The one count of a report's frames: their verdicts (`RunSummary`), and the goldens that
    /// were missing or unreadable. verify, merge-reports and the motion-judged report use it.
    package init(counting frames: [FrameVerification]) {
        self.init()
        add(RunSummary(verdicts: frames.map(\.verdict)))
        missingGoldens = frames.filter { $0.comparison.status == .missing }.count
        unreadableGoldens = frames.filter { $0.comparison.status == .unreadable }.count
    }

    /// Adds counted verdicts (the motion goldens' to verify's frames).
    package mutating func add(_ counts: RunSummary) {
        frames += counts.frames
        passed += counts.passed
        failed += counts.failed
        designWarnings += counts.designWarnings
    }
}
