import HarnessCore
import HarnessScreens

/// What the terminal shows after a sweep, accumulated cell by cell (only counts and the first
/// breaking text size per row are kept, never frames).
package struct SweepSummary: Sendable {
    /// A matrix row: one device, orientation and keyboard across the text sizes.
    package struct RowKey: Hashable, Sendable, Comparable {
        package let device: String
        package let orientation: Orientation
        package let keyboard: KeyboardKind

        package static func < (a: RowKey, b: RowKey) -> Bool {
            (a.orientation.rawValue, a.keyboard.rawValue, a.device) < (b.orientation.rawValue, b.keyboard.rawValue, b.device)
        }
    }

    /// How often one `expect` line failed, and the model gaps it saw when it was a caret-gap.
    package struct ExpectationTally: Sendable {
        package var cells = 0
        package var smallestGap: Double?
        package var largestGap: Double?
    }

    package private(set) var cells = 0
    package private(set) var frames = 0
    package private(set) var verdicts: [CellVerdict: Int] = [:]
    /// Broken cells out of all, per axis value ("orientation=landscape").
    package private(set) var brokenByValue: [String: (broken: Int, total: Int)] = [:]
    /// Per row, the smallest text size whose cell breaks.
    package private(set) var firstBreakingSize: [RowKey: Double] = [:]
    package private(set) var rows: Set<RowKey> = []
    package private(set) var worst: SweepCell.Brief?
    package private(set) var covered = OccluderCounts()
    /// Failed `expect` lines by "scenario.path:line `text`".
    package private(set) var failedExpectations: [String: ExpectationTally] = [:]
    /// `sweep --pixels`: frames drawn, frames whose pixels disagree with the model, and the cells that have any.
    package private(set) var pixelFrames = 0
    package private(set) var pixelDisagreements = 0
    package private(set) var pixelDisagreeingCells: [String] = []

    package init() {}

    package mutating func add(_ cell: SweepCell) {
        cells += 1
        frames += cell.scenarios.reduce(0) { $0 + $1.frameCount }
        verdicts[cell.verdict, default: 0] += 1
        if let p = cell.pixels {
            pixelFrames += p.frames
            pixelDisagreements += p.disagreements.count
            if !p.disagreements.isEmpty { pixelDisagreeingCells.append(cell.id) }
        }
        covered.add(cell.coveredAfterEdit)
        let broken = cell.verdict == .breaks
        for key in ["device=\(cell.device)", "orientation=\(cell.orientation.rawValue)",
                    "keyboard=\(cell.keyboard.rawValue)", "text-size=\(NumberText.shortest(cell.textSize))"] {
            var entry = brokenByValue[key] ?? (0, 0)
            entry.total += 1
            if broken { entry.broken += 1 }
            brokenByValue[key] = entry
        }
        let row = RowKey(device: cell.device, orientation: cell.orientation, keyboard: cell.keyboard)
        rows.insert(row)
        if broken { firstBreakingSize[row] = min(firstBreakingSize[row] ?? cell.textSize, cell.textSize) }
        let brief = cell.brief
        if let current = worst { if brief.isWorse(than: current) { worst = brief } } else { worst = brief }
        for scenario in cell.scenarios {
            var seen: Set<String> = []
            for (e, gap) in zip(scenario.failedExpectations, scenario.failedGaps) {
                let key = "\(scenario.path):\(e.line) `expect \(e.expect)`"
                var tally = failedExpectations[key] ?? ExpectationTally()
                if seen.insert(key).inserted { tally.cells += 1 }
                if e.expectation?.caretGapValue != nil, let gap {
                    tally.smallestGap = min(tally.smallestGap ?? gap, gap)
                    tally.largestGap = max(tally.largestGap ?? gap, gap)
                }
                failedExpectations[key] = tally
            }
        }
    }
}

extension SweepCell {
    /// The few numbers the summary keeps of a cell.
    package struct Brief: Sendable {
        package let id: String
        package let command: String
        package let verdict: CellVerdict
        package let minScrolledGap: Double?
        package let brokenFrames: Int
        package let covered: OccluderCounts

        func isWorse(than other: Brief) -> Bool {
            if verdict != other.verdict { return verdict > other.verdict }
            if brokenFrames != other.brokenFrames { return brokenFrames > other.brokenFrames }
            return (minScrolledGap ?? .infinity) < (other.minScrolledGap ?? .infinity)
        }
    }

    var brief: Brief {
        let worstScenario = scenarios.max { ($0.brokenFrames, -($0.minScrolledGap ?? .infinity))
            < ($1.brokenFrames, -($1.minScrolledGap ?? .infinity)) }
        return Brief(id: id, command: worstScenario?.command ?? "", verdict: verdict, minScrolledGap: minScrolledGap,
                     brokenFrames: brokenFrames, covered: coveredAfterEdit)
    }
}
