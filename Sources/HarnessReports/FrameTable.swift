import Foundation
import HarnessCore
import HarnessRun

/// The plain-text table printed by `run`, `verify` and `geometry`: a row per frame.
package struct FrameTable {
    /// Include the pixel columns (measured gap, verdict); `geometry` prints the model alone.
    package let includePixels: Bool

    package init(includePixels: Bool) {
        self.includePixels = includePixels
    }

    /// The table for one scenario's frames, with a header line.
    package func render(_ frames: [FrameResult]) -> String {
        var header = ["#", "step", "event", "hint", "origin before→after", "caret x,y w×h (screen)", "button top", "model gap"]
        if includePixels { header += ["measured gap", "covered by", "verdict"] } else { header += ["covered by"] }
        var rows = [header]
        for (i, f) in frames.enumerated() {
            var row = [
                String(i + 1), String(f.step), f.eventDescription, f.hint.rawValue,
                "\(num(f.scrollOriginBefore)) → \(num(f.scrollOriginY))",
                f.caret.map { "\(num($0.x)),\(num($0.y)) \(num($0.width))×\(num($0.height))" } ?? "—",
                num(f.button.y), f.caretGapToButton.map(num) ?? "—",
            ]
            if includePixels {
                row.append(f.measuredGap.map { $0.gap.map(num) ?? $0.status.words } ?? "—")
            }
            row.append(f.occludedBy.isEmpty ? "—" : f.occludedBy.map(\.rawValue).joined(separator: ","))
            if includePixels { row.append(f.verdict.rawValue) }
            rows.append(row)
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }.joined()
        }.joined(separator: "\n")
    }

    private func num(_ value: Double) -> String { NumberText.fixed(value) }
}
