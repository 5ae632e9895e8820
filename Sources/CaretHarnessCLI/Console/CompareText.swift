import HarnessPasses

/// What `compare` prints: each scenario's matrix of caret gaps (cut to the terminal; the wide
/// one is in the file the pipeline wrote), the strip's verdicts, and where the report is.
package enum CompareText {
    package static func lines(_ run: CompareRun) -> [String] {
        let options = run.comparison.options
        var out: [String] = []
        for scenario in run.outcome.document.scenarios {
            out.append("\(scenario.scenario) on \(options.variant): caret gap to the button in pt, frames in \(options.outDirectory)/compare/<strategy>/")
            out += [CompareMatrix(strategies: run.comparison.strategies).renderForTerminal(scenario, widePath: run.widePath(scenario)).0, ""]
        }
        if !run.checksStrip { out.append("strategy strip not checked: it holds every strategy; run without --strategies") }
        for strip in run.strips { out.append(line(strip, outDirectory: options.outDirectory)) }
        out.append("report: \(options.outDirectory)/\(CompareHTMLWriter.fileName), \(options.outDirectory)/\(CompareDocument.fileName)")
        return out
    }

    /// The strip's verdict.
    static func line(_ s: CompareRun.Strip, outDirectory: String) -> String {
        let strip = s.check
        let accept = "\(Console.invocation) compare --record --scenario \(s.scenarioPath)"
        switch strip.status {
        case .match: return "\(strip.scenario): strategy strip matches \(strip.golden)"
        case .kept: return "\(strip.scenario): strategy strip unchanged, kept \(strip.golden)"
        case .written: return "wrote   \(strip.golden)"
        case .changed:
            let diff = strip.diff.map { "; diff \(outDirectory)/\($0)" } ?? ""
            return "\(strip.scenario): strategy strip changed: \(strip.detail)\(diff); strip \(outDirectory)/\(s.image); accept: \(accept)"
        case .missing: return "\(strip.scenario): strategy strip missing: \(strip.detail); record it: \(accept)"
        case .unreadable: return "\(strip.scenario): strategy strip golden unreadable: \(strip.detail)"
        }
    }
}
