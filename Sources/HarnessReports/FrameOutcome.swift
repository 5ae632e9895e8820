import HarnessGoldens
import HarnessRun

/// One frame's final word as the terminal shows it: where it ran, its facts, the golden
/// comparison when it was verified, and the verdict after every check (pixels included).
public struct FrameOutcome: Hashable, Sendable {
    public let variant: String
    public let scenario: String
    public let scenarioPath: String
    public let frame: FrameResult
    public let comparison: GoldenComparison?
    public let verdict: Verdict

    /// Every frame of a verification, with the verdict that counts the golden.
    public static func all(in report: VerificationReport) -> [FrameOutcome] {
        report.scenarios.flatMap { s in
            s.frames.map {
                FrameOutcome(variant: s.variant, scenario: s.scenario, scenarioPath: s.scenarioPath, frame: $0.frame,
                             comparison: $0.comparison, verdict: $0.verdict)
            }
        }
    }

    /// Every frame of a run (no goldens): the frame's own verdict.
    public static func all(in documents: [FramesDocument]) -> [FrameOutcome] {
        documents.flatMap { d in
            d.frames.map {
                FrameOutcome(variant: "\(d.device)-\(d.appearance)", scenario: d.scenario, scenarioPath: d.scenarioPath,
                             frame: $0, comparison: nil, verdict: $0.verdict)
            }
        }
    }
}
