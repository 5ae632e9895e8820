/// The plain-text matrix `compare` prints: a row a frame, a column an approach with the caret's
/// gap to the button or what covers it, then a summary line an approach.
public struct CompareMatrix {
    /// Events longer than this are cut with "…", so the approaches' columns stay on screen.
    public static let eventWidth = 30

    public let strategies: [String]

    public init(strategies: [String]) {
        self.strategies = strategies
    }

    /// The matrix of one scenario, with a header line, and its summary lines.
    public func render(_ scenario: CompareScenario) -> String {
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

    static func cut(_ text: String) -> String {
        text.count <= eventWidth ? text : String(text.prefix(eventWidth - 1)) + "…"
    }
}
