import HarnessRun
import HarnessScreens

/// `compare.json`: the matrix, the summaries and the strips, which `compare.html` and the
/// printed matrix are also drawn from.
package struct CompareDocument: Codable, Hashable, Sendable {
    package let device: String
    package let appearance: String
    /// Approach ids, in column order.
    package let strategies: [String]
    /// The gap a caret needs to count as clear, in points.
    package let requiredGap: Double
    package let scenarios: [CompareScenario]

    package static let fileName = "compare.json"

    /// `strips[i]` is scenario i's strip image relative to out/, `checks[i]` its verdict (nil
    /// when only some approaches ran, as the golden holds them all).
    package init(comparison: StrategyComparison, scenarios: [ScenarioComparison], strips: [String], checks: [StripCheck?]) {
        device = comparison.options.device.id
        appearance = comparison.options.appearance.rawValue
        strategies = comparison.strategies
        requiredGap = scenarios.first?.requiredGap ?? 0
        let variant = comparison.options.variant
        self.scenarios = scenarios.indices.map { index in
            let scenario = scenarios[index]
            let rows = scenario.frames.map { frames in
                CompareRow(frame: frames[0].name, step: frames[0].step, stepText: frames[0].stepText,
                           event: frames[0].eventDescription,
                           cells: zip(scenario.strategies, frames).map { strategy, entry in
                               CompareCell(entry, image: "\(StrategyComparison.folder(of: strategy))/\(variant)/\(scenario.scenario)/\(entry.png)",
                                           requiredGap: scenario.requiredGap)
                           })
            }
            return CompareScenario(scenario: scenario.scenario, scenarioPath: scenario.scenarioPath,
                                   screen: scenario.runs[0].screen, rows: rows, summaries: scenario.summaries,
                                   strip: strips[index], stripCheck: checks[index])
        }
    }

    /// Writes compare.json (keys sorted, atomically) into `outDirectory`.
    package func write(outDirectory: String) throws {
        try FileSystem.writeJSON(self, to: outDirectory + "/" + Self.fileName)
    }
}

/// One scenario of compare.json.
package struct CompareScenario: Codable, Hashable, Sendable {
    package let scenario: String
    package let scenarioPath: String
    /// The device's screen in points, for the thumbnails' proportions.
    package let screen: JSONRect
    /// A row a frame; every approach made the same frames, so the rows align.
    package let rows: [CompareRow]
    /// A summary an approach, in column order.
    package let summaries: [StrategySummary]
    /// The strategy strip, relative to out/.
    package let strip: String
    package let stripCheck: StripCheck?
}

/// One frame under every approach.
package struct CompareRow: Codable, Hashable, Sendable {
    /// `NN-slug`.
    package let frame: String
    package let step: Int
    package let stepText: String
    /// The event as a person would say it.
    package let event: String
    /// A cell an approach, in column order.
    package let cells: [CompareCell]
}

/// One frame under one approach.
package struct CompareCell: Codable, Hashable, Sendable {
    /// The matrix's words: "24.0", "covered by keyboard", "off screen", "—".
    package let text: String
    /// clear, tight, covered or none (see `CaretStanding.tone`).
    package let tone: CaretStanding.Tone
    /// button top - caret bottom in points, nil without a caret.
    package let gap: Double?
    package let occludedBy: [Occluder]
    /// The frame's PNG, relative to out/.
    package let image: String

    init(_ entry: FrameResult, image: String, requiredGap: Double) {
        let standing = CaretStanding(entry)
        text = standing.text
        tone = standing.tone(requiredGap: requiredGap)
        gap = entry.caretGapToButton
        occludedBy = entry.occludedBy
        self.image = image
    }
}
