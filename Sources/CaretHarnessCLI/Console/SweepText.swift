import Foundation
import HarnessCore
import HarnessPasses

/// What `sweep` prints: the summary, the time it took, the pixels' agreement, the files, the
/// regressions from the baseline, and what the exit code means.
package enum SweepText {
    package static func lines(_ outcome: SweepOutcome, out: String) -> [String] {
        let summary = outcome.summary
        var lines = [outcome.text,
                     "timing: model \(NumberText.fixed(outcome.modelSeconds, digits: 3)) s, with writing sweep.json and sweep.html "
                         + "\(NumberText.fixed(outcome.totalSeconds, digits: 3)) s; \(outcome.cells) cells x \(outcome.scenarios) scenarios on "
                         + "\(ProcessInfo.processInfo.activeProcessorCount) cores"]
        if outcome.pixels {
            lines.append("pixels: \(summary.pixelFrames) frames drawn at scale 1 and measured in \(NumberText.fixed(outcome.modelSeconds, digits: 1)) s, "
                         + "\(Int(Double(summary.pixelFrames) / max(outcome.modelSeconds, 1e-9))) frames/s; \(summary.pixelDisagreements) disagree")
        }
        lines.append("wrote \(out)/sweep.json and \(out)/sweep.html")
        if let baseline = outcome.baseline {
            let worse = Set(baseline.changes.filter(\.worse).map(\.cell))
            lines.append(worse.isEmpty ? "regressions: none: no cell is worse than \(baseline.path)"
                         : "regressions: \(worse.count) cells worse than \(baseline.path), e.g. \(baseline.changes.first { $0.worse }!.line)")
        }
        let breaks = summary.verdicts[.breaks] ?? 0
        lines.append(outcome.exitCode == 0 ? "exit 0: no setting breaks the design"
                     : "exit 1: \(breaks) cells break the design\(summary.pixelDisagreements > 0 ? " or the pixels disagree" : "") — the model's "
                         + "findings on those settings (the known ones are in the baseline), not by themselves a regression")
        return lines
    }
}
