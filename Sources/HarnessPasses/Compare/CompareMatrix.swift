/// The plain-text matrix `compare` prints: a row a frame, a column an approach with the caret's
/// gap to the button or what covers it, then a summary line an approach.
package struct CompareMatrix {
    /// Events longer than this are cut with "…", so the approaches' columns stay on screen.
    package static let eventWidth = 30

    package let strategies: [String]

    package init(strategies: [String]) {
        self.strategies = strategies
    }

    /// The matrix of one scenario, with a header line, and its summary lines.
    package func render(_ scenario: CompareScenario) -> String {
        var rows = [["frame", "step", "event"] + strategies]
        for row in scenario.rows {
            rows.append([row.frame, String(row.step), Self.cut(row.event)] + row.cells.map(\.text))
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let table = rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }.joined()
        }
        return (table + [""] + scenario.summaries.map(\.line)).joined(separator: "\n")
    }

    /// The widest a printed table may be, in columns.
    package static let terminalWidth = 100

    /// What `compare` prints for one scenario: the matrix when it fits `terminalWidth` columns,
    /// else the summary lines alone and a pointer to `widePath`; `wide` is the full matrix,
    /// for that file.
    package func renderForTerminal(_ scenario: CompareScenario, widePath: String) -> (printed: String, wide: String?) {
        let full = render(scenario)
        let width = full.split(separator: "\n").map(\.count).max() ?? 0
        guard width > Self.terminalWidth else { return (full, nil) }
        let lines = scenario.summaries.map(\.line) + ["the matrix (\(width) columns, a row a frame, a column an approach): \(widePath)"]
        return (lines.joined(separator: "\n"), full)
    }

    static func cut(_ text: String) -> String {
        text.count <= eventWidth ? text : String(text.prefix(eventWidth - 1)) + "…"
    }
}
