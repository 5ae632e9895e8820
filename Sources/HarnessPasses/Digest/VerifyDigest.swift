import HarnessGoldens
import HarnessReports
import HarnessRun

/// What `verify` prints when something failed, bounded by causes rather than frames: one
/// table (the first failing scenario's failing frames, at most `tableRows`), a line for the
/// other failing scenarios, one line a cause (the same words across scenarios and variants are
/// one cause, with counts, and a line naming where else), the sweep baseline's changes in a few
/// lines (`BaselineDigest`), then the report, the next command that will work, and the counts
/// last. One root cause prints well under 40 lines whatever it touches.
package struct VerifyDigest {
    package var outcomes: [FrameOutcome]
    package var summary: VerificationReport.Summary
    /// The sweep baseline's changes, when the baseline was checked.
    package var baseline: BaselineDigest?
    /// How the binary was invoked, and the flags that select the same frames again.
    package var invocation: String
    package var selection: String
    package var outDirectory: String
    /// `CI` is set: never suggest recording.
    package var underCI: Bool
    /// Print every scenario's table (`--table`), unbounded on request.
    package var allTables = false
    package var paint: @Sendable (Verdict, String) -> String = { _, text in text }
    /// The variants, for the count line.
    package var variants: [String] = []

    package static let tableRows = 10
    package static let causeLines = 12

    package init(outcomes: [FrameOutcome], summary: VerificationReport.Summary, baseline: BaselineDigest?, invocation: String,
                selection: String, outDirectory: String, underCI: Bool) {
        self.outcomes = outcomes
        self.summary = summary
        self.baseline = baseline
        self.invocation = invocation
        self.selection = selection
        self.outDirectory = outDirectory
        self.underCI = underCI
    }

    package var lines: [String] {
        var out = tables()
        let causes = FailureGroups.causes(outcomes)
        for cause in causes.prefix(Self.causeLines) {
            out.append(paint(.fail, "FAILED") + " " + cause.line)
            if cause.places.count > 1 {
                let others = cause.places.dropFirst().prefix(3).map { "\($0.path):\($0.line)" }.joined(separator: ", ")
                out.append("       also at \(others)" + (cause.places.count > 4 ? " +\(cause.places.count - 4) more" : ""))
            }
        }
        if causes.count > Self.causeLines { out.append("… \(causes.count - Self.causeLines) more causes in report.html") }
        if let baseline { out += baseline.lines }
        out.append("report: \(outDirectory)/report.html (per-frame details), report.json, junit.xml")
        out += next(causes: causes.count)
        let extra = (summary.missingGoldens > 0 ? ", \(summary.missingGoldens) goldens missing" : "")
            + (causes.isEmpty ? "" : "; \(causes.count) distinct cause\(causes.count == 1 ? "" : "s")")
            + (baseline.map { $0.worseCells > 0 ? "; sweep baseline: \($0.worseCells) cells worse" : "" } ?? "")
            + (variants.isEmpty ? "" : " (\(variants.count == 1 ? variants[0] : "\(variants.count) variants"))")
        let verdict: Verdict = summary.failed > 0 || (baseline?.worseCells ?? 0) > 0 ? .fail : summary.designWarnings > 0 ? .designWarning : .pass
        out.append(paint(verdict, "\(summary.frames) frames, \(summary.passed) passed, \(summary.failed) failed, "
                         + "\(summary.designWarnings) design warnings\(extra)"))
        return out
    }

    /// The first failing scenario's failing frames (or every table with `allTables`), and one
    /// line for the other scenario-variant pairs that fail.
    private func tables() -> [String] {
        var order: [String] = []
        var groups: [String: [FrameOutcome]] = [:]
        for o in outcomes {
            let key = "\(o.scenario) on \(o.variant)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(o)
        }
        let failing = order.filter { groups[$0]!.contains { $0.verdict == .fail } }
        var out: [String] = []
        if allTables {
            for key in order { out += ["\(key):", CompactTable(paint: paint).render(groups[key]!), ""] }
            return out
        }
        guard let first = failing.first else { return [] }
        let rows = groups[first]!.filter { $0.verdict == .fail }
        out.append("\(first): \(rows.count) of \(groups[first]!.count) frames failed")
        out.append(CompactTable(paint: paint).render(Array(rows.prefix(Self.tableRows))))
        if rows.count > Self.tableRows { out.append("… \(rows.count - Self.tableRows) more failing frames (report.html, or --table)") }
        if failing.count > 1 {
            let scenarios = Set(failing.dropFirst().map { groups[$0]![0].scenario })
            let variants = Set(failing.dropFirst().map { groups[$0]![0].variant })
            out.append("also failing: \(failing.count - 1) more scenario x variant pairs (\(scenarios.count) scenario"
                       + "\(scenarios.count == 1 ? "" : "s") on \(variants.count) variant\(variants.count == 1 ? "" : "s")); every table: --table")
        }
        out.append("")
        return out
    }

    /// The next command: one that will work. Expectations failing: fix the code (record
    /// refuses). Only pixels moved or goldens missing: review, accept or record. CI: locally.
    private func next(causes: Int) -> [String] {
        let failing = outcomes.filter { $0.verdict == .fail }
        let expectations = failing.filter { o in o.frame.expectations.contains { !$0.passed } }
        if !expectations.isEmpty {
            return ["next: fix the code (or the scenario): \(expectations.count) frame\(expectations.count == 1 ? "" : "s") "
                    + "fail their expectations, so record would refuse; then \(invocation) verify\(selection)"]
        }
        let pixels = failing.filter { [.changed, .sizeChanged].contains($0.comparison?.status) }
        let missing = failing.filter { $0.comparison?.status == .missing }
        var out: [String] = []
        if underCI, !(pixels.isEmpty && missing.isEmpty) {
            return ["next: CI is set, nothing is recorded here: on your machine `\(invocation) accept OUT` with this run's out "
                    + "folder, or `\(invocation) record --failed\(selection)`, then commit the goldens"]
        }
        if !pixels.isEmpty {
            out.append("next: look, then approve: \(invocation) review \(outDirectory)   (or \(invocation) accept \(outDirectory); "
                       + "or draw again: \(invocation) record --failed\(selection))")
        } else if !missing.isEmpty {
            out.append("next: record the missing goldens: \(invocation) record --missing\(selection)")
        }
        if let baseline, baseline.worseCells > 0, failing.isEmpty {
            out.append("next: if the sweep's change is intended, \(invocation) record rewrites \(baseline.path)")
        }
        return out
    }
}
