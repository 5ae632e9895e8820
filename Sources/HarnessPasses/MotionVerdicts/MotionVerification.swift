import HarnessGoldens
import HarnessRun

/// verify with motion: the report's frames replaced by the frames judged by their motion
/// (`MotionRun`), a failure line for a frame whose `during motion` expectation failed, and the
/// summary counted again the way `Verification` counts it.
package enum MotionVerification {
    package static func apply(_ judged: [FramesDocument], to report: VerificationReport) -> VerificationReport {
        var byKey: [String: FrameResult] = [:]
        for doc in judged { for frame in doc.frames { byKey[doc.scenario + "/" + frame.name] = frame } }
        var report = report
        for i in report.scenarios.indices {
            for j in report.scenarios[i].frames.indices {
                var v = report.scenarios[i].frames[j]
                if let frame = byKey[report.scenarios[i].scenario + "/" + v.frame.name] {
                    v.frame = frame
                    if v.failure == nil, let bad = frame.expectations.first(where: { !$0.passed }) {
                        v.failure = "\(report.scenarios[i].scenarioPath):\(bad.line): frame \(frame.name): "
                            + "expect \(bad.expect) failed: \(bad.message)"
                    }
                }
                report.scenarios[i].frames[j] = v
            }
        }
        report.summary = VerificationReport.Summary(counting: report.scenarios.flatMap(\.frames))
        return report
    }
}
