import HarnessRun
import HarnessScreens

/// sweep.json's frame object: the part of a `FrameResult` the sweep's page reads, in its words.
/// The writer (`CellJSON`) writes these bytes by hand from the frame; this type states the shape
/// for `Codable`, and a test holds the two equal.
package struct SweepFrameJSON: Codable, Hashable, Sendable {
    package let index: Int
    /// The event as a person says it, e.g. `type "a"`.
    package let event: String
    package let line: Int
    package let scrollOriginY: Double
    package let designScrolled: Bool
    /// recenterCaret's word (`scrolled`, `visible`, `clamped`...), nil when it did not run.
    package let recenter: String?
    package let caretTop: Double?
    package let caretBottom: Double?
    package let buttonTop: Double
    package let headerBottom: Double
    /// nil while the keyboard is hidden.
    package let keyboardTop: Double?
    package let gap: Double?
    package let coveredBy: [Occluder]
    package let ruleHolds: Bool?
    package let expectations: [SweepExpectationJSON]

    package init(_ f: FrameResult) {
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
package struct SweepExpectationJSON: Codable, Hashable, Sendable {
    package let line: Int
    /// As written, e.g. `caret-gap 24`.
    package let text: String
    package let passed: Bool
    package let message: String

    package init(_ e: ExpectationOutcome) {
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
    package func encode(to encoder: Encoder) throws {
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
