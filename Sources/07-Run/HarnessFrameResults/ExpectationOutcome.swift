import HarnessScenario

/// What one check found on a frame: an `expect` line of the scenario, or the cross-check of
/// the model against the pixels.
public struct ExpectationOutcome: Codable, Hashable, Sendable {
    /// What was checked, typed; nil when read back from a frames.json on disk (the JSON holds
    /// only its text) and for the cross-check.
    public let expectation: Expectation?
    /// The check as written: the `expect` line's text, or `model-and-pixels-agree`.
    public let expect: String
    public let line: Int
    public let passed: Bool
    public let message: String

    /// The name of the model-and-pixels cross-check.
    public static let crossCheck = "model-and-pixels-agree"

    /// The outcome of an `expect` line as the model judged it.
    public init(_ result: ExpectationResult) {
        self.init(expectation: result.expectation, expect: result.expectation.text, line: result.line,
                  passed: result.passed, message: result.message)
    }

    /// A failed cross-check at `line`.
    public static func disagreement(line: Int, message: String) -> ExpectationOutcome {
        ExpectationOutcome(expectation: nil, expect: crossCheck, line: line, passed: false, message: message)
    }

    /// The same check with the pixels' side added.
    public func adding(passed: Bool, note: String) -> ExpectationOutcome {
        ExpectationOutcome(expectation: expectation, expect: expect, line: line, passed: self.passed && passed,
                           message: message + "; " + note)
    }

    private init(expectation: Expectation?, expect: String, line: Int, passed: Bool, message: String) {
        self.expectation = expectation
        self.expect = expect
        self.line = line
        self.passed = passed
        self.message = message
    }

    private enum CodingKeys: String, CodingKey {
        case expect, line, passed, message
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(expectation: nil, expect: try c.decode(String.self, forKey: .expect), line: try c.decode(Int.self, forKey: .line),
                  passed: try c.decode(Bool.self, forKey: .passed), message: try c.decode(String.self, forKey: .message))
    }
}
