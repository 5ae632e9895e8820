import HarnessCore
import HarnessRun

/// One approach's tally over a scenario's frames: the summary line under the matrix.
package struct StrategySummary: Codable, Hashable, Sendable {
    package let strategy: String
    package let frames: Int
    /// The gap a caret needs to count as clear: the design's bottom inset as the run used it.
    package let requiredGap: Double
    /// Caret visible with at least `requiredGap` to spare.
    package let clear: Int
    /// Caret visible with less.
    package let tight: Int
    package let covered: Int
    package let noCaret: Int
    /// The steps with a covered caret, ascending.
    package let coveredSteps: [Int]

    package init(strategy: String, frames entries: [FrameResult], requiredGap: Double) {
        self.strategy = strategy
        self.requiredGap = requiredGap
        let tones = entries.map { CaretStanding($0).tone(requiredGap: requiredGap) }
        frames = entries.count
        clear = tones.filter { $0 == .clear }.count
        tight = tones.filter { $0 == .tight }.count
        covered = tones.filter { $0 == .covered }.count
        noCaret = tones.filter { $0 == .none }.count
        coveredSteps = Set(zip(entries, tones).filter { $0.1 == .covered }.map(\.0.step)).sorted()
    }

    /// E.g. "design: 20 of 24 frames clear (>= 24 pt), 0 tight, 0 covered, 4 without a caret".
    package var line: String {
        let gap = NumberText.fixed(requiredGap, digits: 0)
        var text = "\(strategy): \(clear) of \(frames) frames clear (>= \(gap) pt), \(tight) tight, \(covered) covered"
        if !coveredSteps.isEmpty { text += " (step\(coveredSteps.count == 1 ? "" : "s") \(coveredSteps.map(String.init).joined(separator: ", ")))" }
        return text + ", \(noCaret) without a caret"
    }
}
