import HarnessGoldens
import HarnessRun

/// One frame's final word as the terminal shows it: where it ran, its facts, the golden
/// comparison when it was verified, and the verdict after every check (pixels included).
package struct FrameOutcome: Hashable, Sendable {
    package let variant: String
    package let scenario: String
    package let scenarioPath: String
    package let frame: FrameResult
    package let comparison: GoldenComparison?
    package let verdict: Verdict

    /// Every frame of a verification, with the verdict that counts the golden.
    package static func all(in report: VerificationReport) -> [FrameOutcome] {
        report.scenarios.flatMap { s in
            s.frames.map {
                FrameOutcome(variant: s.variant, scenario: s.scenario, scenarioPath: s.scenarioPath, frame: $0.frame,
                             comparison: $0.comparison, verdict: $0.verdict)
            }
        }
    }

    /// Every frame of a run (no goldens): the frame's own verdict.
    package static func all(in documents: [FramesDocument]) -> [FrameOutcome] {
        documents.flatMap { d in
            d.frames.map {
                FrameOutcome(variant: "\(d.device)-\(d.appearance)", scenario: d.scenario, scenarioPath: d.scenarioPath,
                             frame: $0, comparison: nil, verdict: $0.verdict)
            }
        }
    }
}
