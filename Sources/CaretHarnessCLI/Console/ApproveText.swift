import HarnessApprove
import HarnessGoldens

/// What `accept` and `merge-reports` print once they are done.
package enum ApproveText {
    /// The goldens `accept` wrote and its counts, with the next command.
    package static func accepted(_ result: ApprovalResult) -> [String] {
        result.written.map { "wrote   \($0)" } + ["accept: \(result.approved.count) frames approved, \(result.written.count) goldens written, "
            + "\(result.unchanged.count) already equal; next: \(Console.invocation) verify"]
    }

    /// Where `merge-reports` joined the parts, and the joined counts.
    package static func merged(_ report: VerificationReport, parts: Int, out: String) -> [String] {
        let s = report.summary
        return ["merged \(parts) reports into \(out)/report.html, report.json, junit.xml",
                Console.summary(frames: s.frames, passed: s.passed, failed: s.failed, warnings: s.designWarnings)]
    }
}
