import HarnessCore
import HarnessRun
import HarnessScreens

/// `compare`: the same scenarios run once per keyboard-avoidance approach, each approach's
/// frames written under `out/compare/<approach>/`, plus the last frame of every step shrunk
/// for the strategy strip.
package struct StrategyComparison: Sendable {
    /// Device, appearance, scenarios and folders; its `avoidance` is ignored.
    package let options: HarnessOptions
    /// Approach ids in column order.
    package let strategies: [String]

    /// Checks the ids: each must be in `KeyboardAvoidanceCatalog.ids`, once.
    package init(options: HarnessOptions, strategies: [String] = KeyboardAvoidanceCatalog.ids) throws {
        let valid = KeyboardAvoidanceCatalog.ids
        guard !strategies.isEmpty else { throw CompareError.noStrategy(valid: valid) }
        for id in strategies where KeyboardAvoidanceCatalog.make(id) == nil {
            throw CompareError.unknownStrategy(id, valid: valid)
        }
        if let twice = strategies.first(where: { id in strategies.filter { $0 == id }.count > 1 }) {
            throw CompareError.strategyTwice(twice)
        }
        self.options = options
        self.strategies = strategies
    }

    /// The options of one approach's run: its own out folder, so runs never mix.
    package func options(for strategy: String) -> HarnessOptions {
        var options = self.options
        options.avoidance = strategy
        options.outDirectory = "\(self.options.outDirectory)/\(Self.folder(of: strategy))"
        return options
    }

    /// An approach's out folder, relative to out/.
    package static func folder(of strategy: String) -> String { "compare/\(strategy)" }

    /// Runs every scenario under every approach, approaches in order.
    package func run(progress: @escaping @Sendable (String) -> Void = { _ in }) async throws -> [ScenarioComparison] {
        var documents: [[FramesDocument]] = []
        var tiles: [StepTiles] = []
        for strategy in strategies {
            let options = options(for: strategy)
            let stepTiles = StepTiles()
            let session = HarnessSession(options: options, handlers: [ArtefactWriter(options: options), stepTiles],
                                         progress: { progress("\(strategy): \($0)") })
            documents.append(try await session.run())
            tiles.append(stepTiles)
        }
        return try options.scenarioPaths.indices.map { index in
            let runs = documents.map { $0[index] }
            let scenario = runs[0].scenario
            let names = runs[0].frames.map(\.name)
            if let odd = runs.firstIndex(where: { $0.frames.map(\.name) != names }) {
                throw CompareError.framesDiffer(scenario: scenario, strategy: strategies[odd], reference: strategies[0])
            }
            let columns = tiles.map { $0.tiles(of: scenario) }
            let rows = columns[0].indices.map { row in columns.map { $0[row] } }
            return ScenarioComparison(strategies: strategies, runs: runs, strip: StrategyStrip.build(rows))
        }
    }
}

/// One scenario under every approach: the frames.json of each run, in the order of `strategies`.
package struct ScenarioComparison: Sendable {
    package let strategies: [String]
    package let runs: [FramesDocument]
    /// The strategy strip (see `StrategyStrip`).
    package let strip: RGBAImage

    package var scenario: String { runs[0].scenario }
    package var scenarioPath: String { runs[0].scenarioPath }
    package var scenarioHash: String { runs[0].scenarioHash }
    /// Frame entries by row: `frames[row][column]`.
    package var frames: [[FrameResult]] { runs[0].frames.indices.map { row in runs.map { $0.frames[row] } } }
    /// The design's bottom inset as the runs' model used it: the gap a caret needs to be clear.
    package var requiredGap: Double { runs[0].constants.caretBottomInset }
    package var summaries: [StrategySummary] {
        zip(strategies, runs).map { StrategySummary(strategy: $0, frames: $1.frames, requiredGap: requiredGap) }
    }
}
