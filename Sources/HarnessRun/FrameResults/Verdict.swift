/// A frame's verdict. The raw values are what frames.json and report.json write.
package enum Verdict: String, Codable, Hashable, Sendable {
    /// Every check held.
    case pass
    /// A check failed: an expectation, the model-and-pixels cross-check, or (in verify) the golden.
    case fail
    /// A tracked edit left the design's rule satisfied, yet the caret is covered: a finding
    /// about the design, not a regression.
    case designWarning = "design-warning"
}

