import Foundation
import HarnessGoldens
import HarnessSheet

/// `caret-harness compare`: the scenario once per keyboard-avoidance approach; prints the matrix
/// of caret gaps and writes out/compare.json and out/compare.html. The matrix is a report, so
/// covered carets do not fail it; the strategy strip is a golden: exit 1 when it changed or is
/// missing, 2 on bad input. `--record` writes the strip's golden instead of comparing.
enum CompareCommand {
    static let options = ["scenario", "strategies", "device", "appearance", "out", "goldens"]

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "compare", options: options, flags: ["record"])
        guard args.positional.isEmpty else { throw UsageError("compare: unexpected argument \(args.positional[0])") }
        let scenarios = args.all("scenario").isEmpty ? ["Scenarios/smoke-test.scenario"] : args.all("scenario")
        let options = try HarnessOptions(scenarios: scenarios, device: args.value("device"), appearance: args.value("appearance"),
                                         out: args.value("out"), goldens: args.value("goldens"))
        let strategies = args.value("strategies").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let comparison = try StrategyComparison(options: options, strategies: strategies ?? KeyboardAvoidanceCatalog.ids)
        // The strip golden holds every approach in catalog order; a subset would not match it.
        let checksStrip = comparison.strategies == KeyboardAvoidanceCatalog.ids
        if args.has("record"), !checksStrip { throw UsageError("compare --record: the strip holds every strategy; drop --strategies") }
        let results = try await comparison.run(progress: Console.progress)
        let golden = StripGolden(options: options)
        var manifest = try GoldenManifest.load(from: golden.paths.manifest)
        let strips = try results.map(golden.writeArtefact)
        let checks = try results.map { result -> StripCheck? in
            guard checksStrip else { return nil }
            return try args.has("record") ? golden.record(result, in: &manifest) : golden.check(result)
        }
        if args.has("record") { try manifest.save(to: golden.paths.manifest) }
        let document = CompareDocument(comparison: comparison, scenarios: results, strips: strips, checks: checks)
        try document.write(outDirectory: options.outDirectory)
        try CompareHTMLWriter().write(document, outDirectory: options.outDirectory)
        for scenario in document.scenarios {
            print("\(scenario.scenario) on \(options.variant): caret gap to the button in pt, frames in \(options.outDirectory)/compare/<strategy>/")
            print(CompareMatrix(strategies: comparison.strategies).render(scenario))
            print("")
        }
        if !checksStrip { print("strategy strip not checked: it holds every strategy; run without --strategies") }
        var code: Int32 = 0
        for case let (check?, path) in zip(checks, options.scenarioPaths) {
            code = max(code, report(check, scenarioPath: path, outDirectory: options.outDirectory,
                                    image: golden.artefact(check.scenario)))
        }
        print("report: \(options.outDirectory)/\(CompareHTMLWriter.fileName), \(options.outDirectory)/\(CompareDocument.fileName)")
        return code
    }

    /// Prints the strip's verdict; returns its exit code.
    private static func report(_ strip: StripCheck, scenarioPath: String, outDirectory: String, image: String) -> Int32 {
        let accept = "caret-harness compare --record --scenario \(scenarioPath)"
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
