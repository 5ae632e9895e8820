import Foundation
import HarnessGoldens
import HarnessRun

/// One reason a frame failed, typed: what kind of check broke, the cause in one line, and the
/// scenario line it points at. junit.xml's `type` and `message`, the terminal's cause groups and
/// the job summary all read these.
package struct FailureReason: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        /// An `expect` line of the scenario did not hold.
        case expectation
        /// The model's gap and the pixel-measured gap disagree.
        case modelPixelsDisagree = "model-pixels-disagree"
        /// The pixels moved beyond the budget.
        case pixelsChanged = "pixels-changed"
        case sizeChanged = "size-changed"
        case missingGolden = "missing-golden"
        case unreadableGolden = "unreadable-golden"
        /// The frame failed for no reason listed above (the message says why).
        case other
    }

    package let kind: Kind
    /// One line, no newline in it.
    package let text: String
    /// The scenario line: the expectation's, or the frame's event line for a golden.
    package let line: Int

    /// The reasons of a failing frame, expectations first, then the golden; empty when it passed.
    package static func all(_ o: FrameOutcome) -> [FailureReason] {
        guard o.verdict == .fail else { return [] }
        var result: [FailureReason] = []
        for e in o.frame.expectations where !e.passed {
            if e.isCrossCheck {
                result.append(FailureReason(kind: .modelPixelsDisagree, text: "expect \(e.expect): \(e.message)", line: e.line))
            } else {
                // The model's side keys the cause (the pixels' note differs by a fraction from frame to frame).
                result.append(FailureReason(kind: .expectation, text: "expect \(e.expect): \(e.modelMessage)", line: e.line))
            }
        }
        if let c = o.comparison {
            let line = o.frame.line
            switch c.status {
            case .match: break
            case .changed: result.append(FailureReason(kind: .pixelsChanged, text: "pixels differ from the golden beyond the budget", line: line))
            case .sizeChanged: result.append(FailureReason(kind: .sizeChanged, text: "frame size differs from the golden", line: line))
            case .missing: result.append(FailureReason(kind: .missingGolden, text: "no golden", line: line))
            case .unreadable: result.append(FailureReason(kind: .unreadableGolden, text: "cannot read the golden: \(c.detail)", line: line))
            }
        }
        if result.isEmpty { result.append(FailureReason(kind: .other, text: "failed (see the report)", line: o.frame.line)) }
        return result.map { FailureReason(kind: $0.kind, text: oneLine($0.text), line: $0.line) }
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
