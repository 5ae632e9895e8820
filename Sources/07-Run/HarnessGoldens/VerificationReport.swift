import HarnessRun

/// One frame's verification: the model and pixel facts, the golden comparison, the files.
public struct FrameVerification: Codable, Hashable, Sendable {
    public var frame: FrameResult
    public var comparison: GoldenComparison
    /// Paths relative to the out folder.
    public var actualImage: String
    /// The golden copied into out/ when it differs, so the report travels without Goldens/.
    public var expectedImage: String?
    public var diffImage: String?
    public var stripImage: String?
    /// The failure message for a person, nil when the frame passed.
    public var failure: String?

    /// fail when the pixels moved beyond the budget (or have no golden) or a check failed;
    /// otherwise the frame's own verdict, pass or design-warning.
    public var verdict: Verdict {
        comparison.status == .match ? frame.verdict : .fail
    }

    /// True when the pixels match and every expectation held.
    public var passed: Bool { verdict != .fail }
}

/// One scenario's frames on one device and appearance.
public struct ScenarioVerification: Codable, Hashable, Sendable {
    public var scenario: String
    public var scenarioPath: String
    public var variant: String
    public var frames: [FrameVerification]
    /// The first frame whose pixels moved, if any.
    public var firstDivergingFrame: String?
    /// frames.json, relative to the out folder.
    public var framesJSON: String
    /// The device's screen in points and the design's insets the run used (for the overlay).
    public var screen: JSONRect?
    public var constants: JSONConstants?
}

/// Everything `verify` found, the source of report.html, report.json and junit.xml.
public struct VerificationReport: Codable, Hashable, Sendable {
    public var generatedBy: String
    public var goldensDirectory: String
    public var renderer: RendererFingerprint
    /// "renderer changed" lines, empty when the goldens' fingerprint matches.
    public var rendererChanges: [String]
    public var scenarios: [ScenarioVerification]
    public var summary: Summary

    /// Counts for the closing line.
    public struct Summary: Codable, Hashable, Sendable {
        public var frames = 0
        public var passed = 0
        public var failed = 0
        public var designWarnings = 0
        public var missingGoldens = 0
        public var unreadableGoldens = 0
    }
}
