import HarnessGoldens
import HarnessRun

/// Joins verification reports (one per variant, or one per CI shard) into the report one
/// unsharded run writes: scenarios in variant-list order, then by scenario path; counts
/// recomputed from the frames; the renderer of the part holding the first scenario.
package enum ReportMerge {
    /// `order` is the variant list's ids; a variant not in it sorts after them, by name.
    package static func merge(_ parts: [VerificationReport], order: [String]) -> VerificationReport? {
        func rank(_ s: ScenarioVerification) -> (Int, String, String) {
            (order.firstIndex(of: s.variant) ?? order.count, s.variant, s.scenarioPath)
        }
        func before(_ a: ScenarioVerification, _ b: ScenarioVerification) -> Bool { rank(a) < rank(b) }
        let nonEmpty = parts.filter { !$0.scenarios.isEmpty }
        guard let first = nonEmpty.min(by: { before($0.scenarios.min(by: before)!, $1.scenarios.min(by: before)!) })
                ?? parts.first else { return nil }
        let sortedParts = nonEmpty.sorted { before($0.scenarios.min(by: before)!, $1.scenarios.min(by: before)!) }
        var changes: [RendererChange] = []
        for change in sortedParts.flatMap(\.rendererChanges) where !changes.contains(change) { changes.append(change) }
        let scenarios = parts.flatMap(\.scenarios).sorted(by: before)
        var merged = first
        merged.rendererChanges = changes
        merged.scenarios = scenarios
        merged.summary = VerificationReport.Summary(counting: scenarios.flatMap(\.frames))
        return merged
    }
}
