import HarnessFiles
import HarnessRun

/// What `compare` did: the comparison, each scenario's strip verdict, the exit code.
package struct CompareRun: Sendable {
    /// One scenario's strip check, with its scenario file and strip image (relative to out/).
    package struct Strip: Sendable {
        package let check: StripCheck
        package let scenarioPath: String
        package let image: String
    }

    package let comparison: StrategyComparison
    package let outcome: CompareSession.Outcome
    /// False when `--strategies` left some out: the strip is not checked.
    package let checksStrip: Bool
    package let strips: [Strip]

    /// The file that holds a scenario's matrix when it is too wide for a terminal.
    package func widePath(_ scenario: CompareScenario) -> String {
        "\(comparison.options.outDirectory)/compare-\(scenario.scenario).txt"
    }

    /// 1 when a strip changed or is missing, 2 when its golden is unreadable, else 0.
    package var exitCode: Int32 {
        strips.map { strip -> Int32 in
            switch strip.check.status {
            case .changed, .missing: 1
            case .unreadable: 2
            case .match, .kept, .written: 0
            }
        }.max() ?? 0
    }
}

/// `compare`: the scenarios under each approach (`CompareSession`), with the out folder locked
/// and, with `record`, the goldens folder too; a matrix too wide for a terminal goes to a file.
package enum ComparePipeline {
    package static func run(options: HarnessOptions, strategies: [String], record: Bool,
                           progress: @escaping @Sendable (String) -> Void) async throws -> CompareRun {
        let comparison = try StrategyComparison(options: options, strategies: strategies)
        let session = CompareSession(comparison: comparison, record: record)
        if session.record, !session.checksStrip {
            throw PipelineError("compare --record: the strip holds every strategy; drop --strategies")
        }
        let outFolder = try options.prepareOutDirectory(command: "caret-harness compare")
        var goldensFolder: GuardedFolder?
        if session.record {
            try FileSystem.makeDirectory(options.goldensDirectory, flag: "--goldens")
            goldensFolder = try GuardedFolder(folder: options.goldensDirectory, command: "caret-harness compare --record")
        }
        defer { withExtendedLifetime((outFolder, goldensFolder)) {} }
        let outcome = try await session.run(progress: progress)
        var run = CompareRun(comparison: comparison, outcome: outcome, checksStrip: session.checksStrip, strips: [])
        for scenario in outcome.document.scenarios {
            let widePath = run.widePath(scenario)
            if let wide = CompareMatrix(strategies: comparison.strategies).renderForTerminal(scenario, widePath: widePath).wide {
                try FileSystem.writeText(wide + "\n", to: widePath)
            }
        }
        let strips = zip(zip(outcome.checks, options.scenarioPaths), outcome.strips).compactMap { pair -> CompareRun.Strip? in
            guard let check = pair.0.0 else { return nil }
            return CompareRun.Strip(check: check, scenarioPath: pair.0.1, image: pair.1)
        }
        run = CompareRun(comparison: comparison, outcome: outcome, checksStrip: session.checksStrip, strips: strips)
        return run
    }
}
