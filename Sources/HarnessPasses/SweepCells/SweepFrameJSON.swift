import HarnessRun
import HarnessScreens

/// sweep.json's frame object: the part of a `FrameResult` the sweep's page reads, in its words.
/// The writer (`CellJSON`) writes these bytes by hand from the frame; this type states the shape
/// for `Codable`, and a test holds the two equal.
public struct SweepFrameJSON: Codable, Hashable, Sendable {
    public let index: Int
    /// The event as a person says it, e.g. `type "a"`.
    public let event: String
    public let line: Int
    public let scrollOriginY: Double
    public let designScrolled: Bool
    /// recenterCaret's word (`scrolled`, `visible`, `clamped`...), nil when it did not run.
    public let recenter: String?
    public let caretTop: Double?
    public let caretBottom: Double?
    public let buttonTop: Double
    public let headerBottom: Double
    /// nil while the keyboard is hidden.
    public let keyboardTop: Double?
    public let gap: Double?
    public let coveredBy: [Occluder]
    public let ruleHolds: Bool?
    public let expectations: [SweepExpectationJSON]

    public init(_ f: FrameResult) {
        index = f.number
        event = f.frameEvent.description
        line = f.line
        scrollOriginY = f.scrollOriginY
        designScrolled = f.designScrolled
        recenter = f.recenter?.words
        caretTop = f.caret?.y
        caretBottom = f.caret?.maxY
        buttonTop = f.button.y
        headerBottom = f.header.maxY
        keyboardTop = f.keyboard?.y
        gap = f.caretGapToButton
        coveredBy = f.occludedBy
        ruleHolds = f.ruleHolds
        expectations = f.expectations.map(SweepExpectationJSON.init)
    }
}

/// sweep.json's expectation object: one `expect` line's outcome on a frame.
public struct SweepExpectationJSON: Codable, Hashable, Sendable {
    public let line: Int
    /// As written, e.g. `caret-gap 24`.
    public let text: String
    public let passed: Bool
    public let message: String

    public init(_ e: ExpectationOutcome) {
        line = e.line
        text = e.expect
        passed = e.passed
        message = e.message
    }
}

extension SweepScenarioResult: Encodable {
    private enum CodingKeys: String, CodingKey {
        case scenario, path, minScrolledGap, minScrolledGapNoInputView, coveredAfterEdit, expectedWarnings
        case ruleViolations, clamps, failedExpectations, command, frames, coveredAfterEditFrames, brokenFrames
        case keyboardHiddenFindings, minMotionGap, motionCoveredMs
    }

    /// sweep.json's scenario object, its frames and expectations in their sweep.json shapes.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(scenario, forKey: .scenario)
        try c.encode(path, forKey: .path)
        try c.encodeIfPresent(minScrolledGap, forKey: .minScrolledGap)
        try c.encodeIfPresent(minScrolledGapNoInputView, forKey: .minScrolledGapNoInputView)
        try c.encode(coveredAfterEdit, forKey: .coveredAfterEdit)
        try c.encode(expectedWarnings, forKey: .expectedWarnings)
        try c.encode(ruleViolations, forKey: .ruleViolations)
        try c.encode(clamps, forKey: .clamps)
        try c.encode(failedExpectations.map(SweepExpectationJSON.init), forKey: .failedExpectations)
        try c.encode(command, forKey: .command)
        try c.encode(frames.map(SweepFrameJSON.init), forKey: .frames)
        try c.encode(coveredAfterEditFrames, forKey: .coveredAfterEditFrames)
        try c.encode(brokenFrames, forKey: .brokenFrames)
        try c.encode(keyboardHiddenFindings, forKey: .keyboardHiddenFindings)
        try c.encodeIfPresent(minMotionGap, forKey: .minMotionGap)
        try c.encodeIfPresent(motionCoveredMs, forKey: .motionCoveredMs)
    }
}
