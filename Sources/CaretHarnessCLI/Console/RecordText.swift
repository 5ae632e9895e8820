import HarnessGoldens
import HarnessPasses
import HarnessReports

/// What `record` prints: the repairs its start made, then what it wrote, kept and removed
/// (the sweep baseline and what changed in it first), the counts, and the failing expectations
/// it recorded as asked.
package enum RecordText {
    /// The goldens put back after an interrupted record and the stale temporary files removed.
    package static func repairs(_ session: RecordSession) -> [String] {
        session.restored.map { "repaired: \(session.goldensDirectory)/\($0) put back as it was before an interrupted record" }
            + session.removedTemporaries.map { "removed stale temporary file \($0)" }
    }

    /// A committed record's lines.
    package static func lines(_ outcome: RecordOutcome, mode: RecordMode, session: RecordSession) -> [String] {
        var out: [String] = []
        if let baseline = outcome.baseline {
            out.append(baseline.wrote ? "wrote   \(baseline.path)" : "sweep baseline unchanged: \(baseline.path)")
            // What changed in it, cell, scenario and cause: a few lines, the full list in a file.
            if let digest = outcome.baselineDigest { out += digest.lines }
        }
        for variant in outcome.variants {
            out += variant.written.map { "wrote   \($0)" } + variant.removed.map { "removed \($0)" }
        }
        let variants = session.pipeline.plan.groups.map(\.variant).joined(separator: ", ")
        out.append("record --\(mode.rawValue) (\(variants)): \(outcome.count(\.written)) written, \(outcome.count(\.kept)) kept unchanged, "
                   + "\(outcome.count(\.removed)) removed; manifest \(session.goldensDirectory)/manifest.json")
        for cause in FailureGroups.causes(FrameOutcome.all(in: outcome.documents)) {
            out.append("note: expectation failed, recorded as asked (--accept-failing-expectations): \(cause.line)")
        }
        return out
    }
}
