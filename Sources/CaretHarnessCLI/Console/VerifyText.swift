import Foundation
import HarnessPasses
import HarnessReports

/// What `verify` prints: the motion goldens that failed and how to record or accept them, the
/// sweep baseline when it is missing, annotations under GitHub Actions, then the digest
/// (HarnessPasses: bounded by causes, the counts last; every table with `allTables`).
package enum VerifyText {
    package static func lines(_ outcome: VerifyOutcome, plan: RunPlan, motionFPS fps: Double?, selection: String, allTables: Bool)
        -> [String]
    {
        var out: [String] = []
        if let fps { out += motionGoldens(outcome.motionGoldens, fps: fps, selection: selection) }
        if let b = outcome.baseline, !b.exists {
            out.append("sweep baseline: \(b.path) does not exist; `\(Console.invocation) record` writes it")
        }
        let report = outcome.report
        var digest = VerifyDigest(outcomes: FrameOutcome.all(in: report), summary: report.summary, baseline: outcome.baselineDigest,
                                  invocation: Console.invocation, selection: selection, outDirectory: plan.outDirectory,
                                  underCI: !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty)
        digest.allTables = allTables
        digest.paint = Console.paint
        digest.variants = plan.groups.map(\.variant)
        if Console.githubActions { out += FailureGroups.causes(digest.outcomes).map(FailureGroups.annotation) }
        return out + digest.lines
    }

    /// A line for each motion golden that failed, the record commands for missing and changed ones.
    static func motionGoldens(_ found: [MotionGoldenVerdict], fps: Double, selection: String) -> [String] {
        var out: [String] = []
        for v in found where !v.passed {
            switch v.status {
            case .missing: out.append("FAIL motion golden missing: \(v.label): no golden at \(v.golden)")
            default: out.append("FAIL motion golden \(v.status.rawValue): \(v.label): \(v.detail)" + (v.diff.map { " (diff \($0))" } ?? ""))
            }
        }
        let rates = Set(found.compactMap(\.recordedRate)).subtracting([Int(fps)]).sorted()
        if !rates.isEmpty {
            let list = rates.map { "\($0) fps" }.joined(separator: ", ")
            out.append("the motion goldens beside the missing ones were recorded at \(list), not \(Int(fps)) fps: "
                       + "check them with \(Console.invocation) verify --motion \(rates[0])\(selection)")
        }
        if found.contains(where: { $0.status == .missing }) {
            out.append("record the missing motion goldens: \(Console.invocation) record --motion \(Int(fps)) --missing\(selection)")
        }
        if found.contains(where: { [.changed, .sizeChanged].contains($0.status) }) {
            out.append("accept the changed motion goldens (after looking at the diffs): \(Console.invocation) record --motion \(Int(fps)) --failed\(selection)")
        }
        if !found.isEmpty { out.append("motion goldens: \(found.filter(\.passed).count) of \(found.count) in-between frames match") }
        return out
    }
}
