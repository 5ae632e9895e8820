import HarnessGoldens
import HarnessCore
import HarnessRun

/// The terminal's table of a scenario's frames: about 80 columns, one row a frame, the final
/// verdict (the golden's comparison included). Every fact beyond these is in report.html.
package struct CompactTable {
    /// Colours the verdict word (a terminal that shows colour), or leaves it plain.
    package let paint: @Sendable (Verdict, String) -> String

    package init(paint: @escaping @Sendable (Verdict, String) -> String = { _, text in text }) {
        self.paint = paint
    }

    package func render(_ frames: [FrameOutcome]) -> String {
        let header = ["frame", "line", "model gap", "pixels", "golden", "verdict"]
        var rows = [header]
        var verdicts: [Verdict?] = [nil]
        for o in frames {
            let name = o.frame.name.count > 34 ? String(o.frame.name.prefix(33)) + "…" : o.frame.name
            let pixels = o.frame.measuredGap.map { $0.gap.map(num) ?? $0.status.words } ?? "—"
            let golden = o.comparison.map { $0.status == .match ? "match" : $0.status.rawValue } ?? "—"
            rows.append([name, String(o.frame.line), o.frame.caretGapToButton.map(num) ?? "—", pixels, golden, o.verdict.rawValue])
            verdicts.append(o.verdict)
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return zip(rows, verdicts).map { row, verdict in
            row.enumerated().map { column, cell in
                if column == row.count - 1 { return verdict.map { paint($0, cell) } ?? cell }
                return cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }.joined()
        }.joined(separator: "\n")
    }

    private func num(_ value: Double) -> String { NumberText.fixed(value) }
}
