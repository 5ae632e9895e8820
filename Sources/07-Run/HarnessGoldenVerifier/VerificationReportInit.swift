import HarnessGoldenStore

extension VerificationReport {
    /// A report from its parts, counted the way `Verification` counts (the test-suite API makes
    /// one from a verifier it ran on scenarios held in memory).
    public init(generatedBy: String, goldensDirectory: String, renderer: RendererFingerprint, scenarios: [ScenarioVerification]) {
        var summary = Summary()
        for frame in scenarios.flatMap(\.frames) {
            summary.frames += 1
            if frame.comparison.status == .missing { summary.missingGoldens += 1 }
            if frame.comparison.status == .unreadable { summary.unreadableGoldens += 1 }
            switch frame.verdict {
            case .fail: summary.failed += 1
            case .designWarning: summary.designWarnings += 1
            case .pass: summary.passed += 1
            }
        }
        self.init(generatedBy: generatedBy, goldensDirectory: goldensDirectory, renderer: renderer, rendererChanges: [],
                  scenarios: scenarios, summary: summary)
    }
}
