import HarnessScript

/// What one check found on a frame: an `expect` line of the scenario, or the cross-check of
/// the model against the pixels.
package struct ExpectationOutcome: Codable, Hashable, Sendable {
    /// What was checked, typed; nil for the cross-check (and for an expectation a file read
    /// back holds in words no `expect` line parses).
    package let expectation: Expectation?
    /// True for the model-and-pixels cross-check, false for an `expect` line.
    package let isCrossCheck: Bool
    /// The check as written: the `expect` line's text, or `model-and-pixels-agree`.
    package let expect: String
    package let line: Int
    package let passed: Bool
    /// Why it passed or failed by the model's numbers, in one clause: the cause a failure is
    /// grouped by.
    package let modelMessage: String
    /// The model's further clauses (where in the motion, the curve), shown after the cause.
    package let details: [String]
    /// The pixels' side, typed, when the expectation has one (`caret-gap`); nil read back.
    package let pixels: PixelSide?
    /// For the cross-check: how the model and the pixels disagreed (nil read back).
    package let disagreement: Disagreement?

    /// The pixels' side in words: "pixels 24.0 pt", "pixels: not asked (...)".
    package var pixelNote: String? { pixels?.words }

    /// The name of the model-and-pixels cross-check.
    package static let crossCheck = "model-and-pixels-agree"

    /// The message as frames.json and report.json write it: the model's clauses, then the
    /// pixels' note, joined by "; ".
    package var message: String { ([modelMessage] + details + (pixelNote.map { [$0] } ?? [])).joined(separator: "; ") }

    /// The outcome of an `expect` line as the model judged it.
    package init(_ result: ExpectationResult) {
        self.init(expectation: result.expectation, isCrossCheck: false, expect: result.expectation.text, line: result.line,
                  passed: result.passed, modelMessage: result.message, details: [], pixels: nil, disagreement: nil)
    }

    /// An outcome judged outside the model's checker (the motion pass): its cause and details.
    package init(expectation: Expectation, line: Int, passed: Bool, modelMessage: String, details: [String]) {
        self.init(expectation: expectation, isCrossCheck: false, expect: expectation.text, line: line, passed: passed,
                  modelMessage: modelMessage, details: details, pixels: nil, disagreement: nil)
    }

    /// A failed cross-check at `line`.
    package static func disagreement(line: Int, _ found: Disagreement) -> ExpectationOutcome {
        ExpectationOutcome(expectation: nil, isCrossCheck: true, expect: crossCheck, line: line, passed: false,
                           modelMessage: found.words, details: [], pixels: nil, disagreement: found)
    }

    /// The same check with the pixels' side added: it holds only if it held and `passed`.
    package func adding(passed: Bool, pixels: PixelSide) -> ExpectationOutcome {
        ExpectationOutcome(expectation: expectation, isCrossCheck: isCrossCheck, expect: expect, line: line,
                           passed: self.passed && passed, modelMessage: modelMessage, details: details, pixels: pixels,
                           disagreement: disagreement)
    }

    private init(expectation: Expectation?, isCrossCheck: Bool, expect: String, line: Int, passed: Bool,
                 modelMessage: String, details: [String], pixels: PixelSide?, disagreement: Disagreement?) {
        self.expectation = expectation
        self.isCrossCheck = isCrossCheck
        self.expect = expect
        self.line = line
        self.passed = passed
        self.modelMessage = modelMessage
        self.details = details
        self.pixels = pixels
        self.disagreement = disagreement
    }

    private enum CodingKeys: String, CodingKey {
        case expect, line, passed, message
    }

    /// Reads what `encode` wrote: the expectation parsed from its text, and the message split
    /// back at "; " into the cause and the rest (details and pixel note, which the words alone
    /// cannot tell apart; `message` is the same either way).
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let expect = try c.decode(String.self, forKey: .expect)
        let message = try c.decode(String.self, forKey: .message)
        let isCrossCheck = expect == Self.crossCheck
        let expectation = isCrossCheck ? nil : try? Expectation(parsing: expect)
        let clauses = isCrossCheck ? [message] : message.split(separator: "; ", omittingEmptySubsequences: false).map(String.init)
        self.init(expectation: expectation, isCrossCheck: isCrossCheck, expect: expect, line: try c.decode(Int.self, forKey: .line),
                  passed: try c.decode(Bool.self, forKey: .passed), modelMessage: clauses[0], details: Array(clauses.dropFirst()),
                  pixels: nil, disagreement: nil)
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(expect, forKey: .expect)
        try c.encode(line, forKey: .line)
        try c.encode(passed, forKey: .passed)
        try c.encode(message, forKey: .message)
    }
}
