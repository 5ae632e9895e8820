import Foundation
import HarnessSheet

/// Streams a self-contained sweep.html: each cell's numbers go out as a JSON block as the cell
/// arrives; the matrix (one short string per cell) is written at the end and the page's script
/// puts it on top. A click on a cell shows its scenarios' frames and the command that draws them.
public final class SweepHTMLWriter {
    private let file: StreamFile
    private let axes: SweepAxes
    private var cellsHTML: [String] = []

    public init(path: String, axes: SweepAxes) throws(SweepOutputError) {
        file = try StreamFile(path: path)
        self.axes = axes
        try file.write(SweepPage.head)
    }

    /// Appends one cell; `encoded` is `cell.encoded()`, shared with sweep.json.
    public func add(_ cell: SweepCell, encoded data: Data) throws(SweepOutputError) {
        let index = cellsHTML.count
        try file.write("<script type=\"application/json\" id=\"cell-\(index)\">")
        try file.write(data)
        try file.write("</script>\n")
        cellsHTML.append(Self.cellHTML(cell, index: index))
    }

    public func finish(summaryText: String) throws(SweepOutputError) {
        try file.write("<template id=\"matrix\">")
        try file.write(matrixHTML())
        try file.write("<details><summary>The terminal summary</summary><pre class=\"summary\">\(escape(summaryText))</pre></details>\n")
        try file.write("</template>\n")
        try file.write(SweepPage.script)
        try file.write("</body></html>\n")
        try file.finish()
    }

    private func matrixHTML() -> String {
        var html = "<table class=\"matrix\"><thead><tr><th>device</th><th>orientation</th><th>keyboard</th>"
        for size in axes.textSizes {
            let beyond = TextSizes.isBeyondApp(size)
            html += "<th class=\"\(beyond ? "beyond" : "app")\" title=\"\(beyond ? "beyond the app: iOS accessibility size" : "app text size")\">"
                + "\(Variant.format(size)) pt</th>"
        }
        html += "</tr></thead><tbody>\n"
        let perRow = max(1, axes.textSizes.count)
        var index = 0
        for device in axes.devices {
            for orientation in axes.orientations {
                for keyboard in axes.keyboards {
                    html += "<tr><th>\(device.id)</th><th>\(orientation.rawValue)</th><th>\(keyboard.rawValue)</th>"
                    for _ in 0..<perRow where index < cellsHTML.count {
                        html += cellsHTML[index]
                        index += 1
                    }
                    html += "</tr>\n"
                }
            }
        }
        return html + "</tbody></table>\n"
    }

    static func cellHTML(_ cell: SweepCell, index: Int) -> String {
        let gapClass: String
        let label: String
        if let gap = cell.minScrolledGap ?? cell.minScrolledGapNoInputView {
            gapClass = gap >= 24 - 0.5 ? "ok" : gap >= 0 ? "thin" : "under"
            // In brackets: no input view ever showed, the gap is the keyboard-hidden one.
            label = cell.minScrolledGap == nil ? "(\(fixed(gap, 1)))" : fixed(gap, 1)
        } else {
            gapClass = "none"
            label = "—"
        }
        var covered = cell.brokenFrames > 0 ? "<br><b>✕\(cell.brokenFrames)</b>" : ""
        var pixelNote = ""
        if let p = cell.pixels {
            // `sweep --pixels`: px≠N marks frames whose measured gap disagrees with the model.
            if !p.disagreements.isEmpty { covered += "<br><i class=\"px\">px≠\(p.disagreements.count)</i>" }
            pixelNote = "; pixels: \(p.frames) frames at \(fixed(p.scale, 0))x, \(p.agreed) agree, \(p.disagreements.count) disagree"
        }
        // The motion column: the smallest gap between frames after an edit (model, 60 fps).
        if let motion = cell.minMotionGap { covered += "<br><small class=\"motion\" title=\"smallest gap in motion\">~\(fixed(motion, 1))</small>" }
        let title = "\(cell.id): \(cell.verdict.rawValue); covered after edit: \(cell.coveredAfterEdit.text); "
            + "broken frames \(cell.brokenFrames); keyboard-hidden findings \(cell.keyboardHiddenFindings); "
            + "expected warnings \(cell.expectedWarnings); rule violations \(cell.ruleViolations); clamps \(cell.clamps); failed expects \(cell.failedExpectations)" + pixelNote
        return "<td class=\"cell \(gapClass) \(cell.verdict.rawValue)\" data-i=\"\(index)\" title=\"\(escape(title))\">"
            + "\(label)\(covered)</td>"
    }
}

/// `&`, `<`, `>` and `"` escaped for HTML text and attributes.
func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.count)
    for c in text {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        default: out.append(c)
        }
    }
    return out
}
