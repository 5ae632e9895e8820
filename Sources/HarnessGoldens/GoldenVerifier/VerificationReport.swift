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

    public init(frame: FrameResult, comparison: GoldenComparison, actualImage: String) {
        self.frame = frame
        self.comparison = comparison
        self.actualImage = actualImage
    }

    private enum CodingKeys: String, CodingKey {
        case frame, comparison, actualImage, expectedImage, diffImage, stripImage, failure, verdict
    }

    /// report.json reads back (merge-reports); `verdict` is written for programs and derived
    /// again on reading, so it can never disagree with the comparison and the frame.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        frame = try c.decode(FrameResult.self, forKey: .frame)
        comparison = try c.decode(GoldenComparison.self, forKey: .comparison)
        actualImage = try c.decode(String.self, forKey: .actualImage)
        expectedImage = try c.decodeIfPresent(String.self, forKey: .expectedImage)
        diffImage = try c.decodeIfPresent(String.self, forKey: .diffImage)
        stripImage = try c.decodeIfPresent(String.self, forKey: .stripImage)
        failure = try c.decodeIfPresent(String.self, forKey: .failure)
    }

    /// Every field, and the final verdict (golden included): a failing frame says `fail` here
    /// even when its own `frame.verdict` (expectations and pixels only) is `pass`.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(frame, forKey: .frame)
        try c.encode(comparison, forKey: .comparison)
        try c.encode(actualImage, forKey: .actualImage)
        try c.encodeIfPresent(expectedImage, forKey: .expectedImage)
        try c.encodeIfPresent(diffImage, forKey: .diffImage)
        try c.encodeIfPresent(stripImage, forKey: .stripImage)
        try c.encodeIfPresent(failure, forKey: .failure)
        try c.encode(verdict, forKey: .verdict)
    }
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
    /// When the scenario began (ISO 8601, UTC) and how long it took, wall clock, for junit.xml.
    public var startedAt: String?
    public var seconds: Double?
}

/// Everything `verify` found, the source of report.html, report.json and junit.xml.
public struct VerificationReport: Codable, Hashable, Sendable {
    public var generatedBy: String
    public var goldensDirectory: String
    public var renderer: RendererFingerprint
    /// What differs between the goldens' renderer and the running one, empty when they match.
    public var rendererChanges: [RendererChange]
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
