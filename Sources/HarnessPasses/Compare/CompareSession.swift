import HarnessFiles
import HarnessGoldens
import HarnessRun
import HarnessScript
import HarnessScreens

/// `compare`'s work: every scenario under every approach, the strategy strips written under
/// out/ and checked against (or, with `record`, written as) their goldens, then compare.json
/// and compare.html. The command only parses options and prints what this returns.
package struct CompareSession: Sendable {
    package let comparison: StrategyComparison
    /// Write the strips' goldens instead of checking them.
    package let record: Bool

    /// The strip golden holds every approach in catalog order; a subset cannot be checked.
    package var checksStrip: Bool { comparison.strategies == KeyboardAvoidanceCatalog.ids }

    package init(comparison: StrategyComparison, record: Bool) {
        self.comparison = comparison
        self.record = record
    }

    /// What a compare run made.
    package struct Outcome: Sendable {
        package let document: CompareDocument
        /// A check a scenario, nil when the strip was not checked (`checksStrip` false).
        package let checks: [StripCheck?]
        /// Each scenario's strip image relative to out/.
        package let strips: [String]
    }

    package func run(progress: @escaping @Sendable (String) -> Void) async throws -> Outcome {
        let options = comparison.options
        let results = try await comparison.run(progress: progress)
        let golden = StripGolden(options: options)
        var manifest = try GoldenManifest.load(from: golden.paths.manifest)
        let strips = try results.map(golden.writeArtefact)
        // --record: the strips and the manifest go in as one transaction (the caller holds the
        // goldens folder's lock); a failure leaves Goldens/ as it was.
        let transaction = record ? FileTransaction(root: options.goldensDirectory,
                                                   protected: ProtectedInputs(paths: options.scenarioPaths)) : nil
        let checks = try results.map { result -> StripCheck? in
            guard checksStrip else { return nil }
            return try record ? golden.record(result, in: &manifest, transaction: transaction) : golden.check(result, manifest: manifest)
        }
        if let transaction {
            try transaction.stage(manifest.encoded(), at: "manifest.json", last: true)
            try transaction.commit()
        }
        let document = CompareDocument(comparison: comparison, scenarios: results, strips: strips, checks: checks)
        try document.write(outDirectory: options.outDirectory)
        var writer = CompareHTMLWriter()
        for result in results {
            let scenario = try ScenarioParser.parse(contentsOf: result.scenarioPath)
            writer.motionCharts[result.scenario] = try MotionComparisonChart.chart(
                scenario: scenario, strategies: comparison.strategies, options: options, designGap: result.requiredGap)
        }
        try writer.write(document, outDirectory: options.outDirectory)
        return Outcome(document: document, checks: checks, strips: strips)
    }
}
