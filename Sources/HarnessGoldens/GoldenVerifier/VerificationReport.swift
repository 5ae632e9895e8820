import ComponentFlow
import HarnessRun

/// One frame's verification: the model and pixel facts, the golden comparison, the files.
package struct FrameVerification: Codable, Hashable, Sendable {
    package var frame: FrameResult
    package var comparison: GoldenComparison
    /// Paths relative to the out folder.
    package var actualImage: String
    /// The golden copied into out/ when it differs, so the report travels without Goldens/.
    package var expectedImage: String?
    package var diffImage: String?
    package var stripImage: String?
    /// The failure message for a person, nil when the frame passed.
    package var failure: String?
    /// SHA-256 (hex) of the PNG at `actualImage`, the frame verify compared: approval hashes the
    /// file again and refuses one that is not this frame.
    package var actualSHA256: String?

    /// fail when the pixels moved beyond the budget (or have no golden) or a check failed;
    /// otherwise the frame's own verdict, pass or design-warning.
    package var verdict: Verdict {
        comparison.status == .match ? frame.verdict : .fail
    }

    /// True when the pixels match and every expectation held.
    package var passed: Bool { verdict != .fail }

    package init(frame: FrameResult, comparison: GoldenComparison, actualImage: String) {
        self.frame = frame
        self.comparison = comparison
        self.actualImage = actualImage
    }

    private enum CodingKeys: String, CodingKey {
        case frame, comparison, actualImage, expectedImage, diffImage, stripImage, failure, verdict, actualSHA256
    }

    /// report.json reads back (merge-reports); `verdict` is written for programs and derived
    /// again on reading, so it can never disagree with the comparison and the frame.
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        frame = try c.decode(FrameResult.self, forKey: .frame)
        comparison = try c.decode(GoldenComparison.self, forKey: .comparison)
        actualImage = try c.decode(String.self, forKey: .actualImage)
        expectedImage = try c.decodeIfPresent(String.self, forKey: .expectedImage)
        diffImage = try c.decodeIfPresent(String.self, forKey: .diffImage)
        stripImage = try c.decodeIfPresent(String.self, forKey: .stripImage)
        failure = try c.decodeIfPresent(String.self, forKey: .failure)
        actualSHA256 = try c.decodeIfPresent(String.self, forKey: .actualSHA256)
    }

    /// Every field, and the final verdict (golden included): a failing frame says `fail` here
    /// even when its own `frame.verdict` (expectations and pixels only) is `pass`.
    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(frame, forKey: .frame)
        try c.encode(comparison, forKey: .comparison)
        try c.encode(actualImage, forKey: .actualImage)
        try c.encodeIfPresent(expectedImage, forKey: .expectedImage)
        try c.encodeIfPresent(diffImage, forKey: .diffImage)
        try c.encodeIfPresent(stripImage, forKey: .stripImage)
        try c.encodeIfPresent(failure, forKey: .failure)
        try c.encodeIfPresent(actualSHA256, forKey: .actualSHA256)
        try c.encode(verdict, forKey: .verdict)
    }
}

/// One scenario's frames on one device and appearance.
package struct ScenarioVerification: Codable, Hashable, Sendable {
    package var scenario: String
    package var scenarioPath: String
    package var variant: String
    package var frames: [FrameVerification]
    /// The first frame whose pixels moved, if any.
    package var firstDivergingFrame: String?
    /// frames.json, relative to the out folder.
    package var framesJSON: String
    /// The device's screen in points and the design's insets the run used (for the overlay).
    package var screen: JSONRect?
    package var constants: CaretInsets?
    /// When the scenario began (ISO 8601, UTC) and how long it took, wall clock, for junit.xml.
    package var startedAt: String?
    package var seconds: Double?
}

/// Everything `verify` found, the source of report.html, report.json and junit.xml.
package struct VerificationReport: Codable, Hashable, Sendable {
    package var generatedBy: String
    package var goldensDirectory: String
    package var renderer: RendererFingerprint
    /// What differs between the goldens' renderer and the running one, empty when they match.
    package var rendererChanges: [RendererChange]
    package var scenarios: [ScenarioVerification]
    package var summary: Summary

    /// Counts for the closing line.
    package struct Summary: Codable, Hashable, Sendable {
        package var frames = 0
        package var passed = 0
        package var failed = 0
        package var designWarnings = 0
        package var missingGoldens = 0
        package var unreadableGoldens = 0
    }
}
