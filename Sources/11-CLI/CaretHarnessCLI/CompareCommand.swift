import Foundation
import HarnessCompare
import HarnessPipeline
import HarnessRun
import HarnessSheet
import HarnessStrategies

/// `caret-harness compare`: the scenario once per keyboard-avoidance approach; prints the matrix
/// of caret gaps and writes out/compare.json and out/compare.html. The matrix is a report, so
/// covered carets do not fail it; the strategy strip is a golden: exit 1 when it changed or is
/// missing, 2 on bad input. `--record` writes the strip's golden instead of comparing.
enum CompareCommand {
    static let flags = [SharedFlags.smokeScenario, SharedFlags.device, SharedFlags.appearance, SharedFlags.out, SharedFlags.goldens] + [
        .option("strategies", "a,b,...", "the approaches, in column order", default: "all"),
        .toggle("record", "write the strategy strip's golden instead of checking it"),
    ]

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "compare", flags: flags)
        let options = try SharedFlags.options(args, defaultScenarios: ["Scenarios/smoke-test.scenario"])
        let strategies = args.value("strategies").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let comparison = try StrategyComparison(options: options, strategies: strategies ?? KeyboardAvoidanceCatalog.ids)
        let session = CompareSession(comparison: comparison, record: args.has("record"))
        let outcome = try await ComparePipeline.run(session, progress: Console.progress)
        for scenario in outcome.document.scenarios {
            print("\(scenario.scenario) on \(options.variant): caret gap to the button in pt, frames in \(options.outDirectory)/compare/<strategy>/")
            print(CompareMatrix(strategies: comparison.strategies).render(scenario))
            print("")
        }
        if !session.checksStrip { print("strategy strip not checked: it holds every strategy; run without --strategies") }
        var code: Int32 = 0
        for case let ((check?, path), image) in zip(zip(outcome.checks, options.scenarioPaths), outcome.strips) {
            code = max(code, report(check, scenarioPath: path, outDirectory: options.outDirectory, image: image))
        }
        print("report: \(options.outDirectory)/\(CompareHTMLWriter.fileName), \(options.outDirectory)/\(CompareDocument.fileName)")
        return code
    }

    /// Prints the strip's verdict; returns its exit code.
    private static func report(_ strip: StripCheck, scenarioPath: String, outDirectory: String, image: String) -> Int32 {
        let accept = "\(Console.invocation) compare --record --scenario \(scenarioPath)"
        switch strip.status {
        case .match: print("\(strip.scenario): strategy strip matches \(strip.golden)")
        case .kept: print("\(strip.scenario): strategy strip unchanged, kept \(strip.golden)")
        case .written: print("wrote   \(strip.golden)")
        case .changed:
            let diff = strip.diff.map { "; diff \(outDirectory)/\($0)" } ?? ""
            print("\(strip.scenario): strategy strip changed: \(strip.detail)\(diff); strip \(outDirectory)/\(image); accept: \(accept)")
            return 1
        case .missing:
            print("\(strip.scenario): strategy strip missing: \(strip.detail); record it: \(accept)")
            return 1
        case .unreadable:
            print("\(strip.scenario): strategy strip golden unreadable: \(strip.detail)")
            return 2
        }
        return 0
    }
}
