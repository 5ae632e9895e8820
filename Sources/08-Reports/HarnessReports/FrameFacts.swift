import HarnessGoldens
import HarnessRun

/// One frame's numbers as tables: frames.json's model and pixel facts, the expectations with
/// their verdicts, and how the pixels compared with the golden.
struct FrameFacts {
    /// The scenario file, so an expectation's line reads as `path:line`.
    let scenarioPath: String

    func html(_ v: FrameVerification) -> String {
        #"<div class="tables">"# + facts(v.frame) + "<div>" + expectations(v.frame) + comparison(v.comparison) + "</div></div>"
    }

    private func facts(_ f: FrameResult) -> String {
        let moved = f.scrollOriginY - f.scrollOriginBefore
        var rows = [
            row("Focus", f.focusedField.map { "\($0) · hint \(f.hint.rawValue)" } ?? "no field · hint \(f.hint.rawValue)"),
            row("Scroll origin", "\(p(f.scrollOriginBefore)) → \(p(f.scrollOriginY))"
                + (abs(moved) < 0.005 ? "" : " (\(moved > 0 ? "+" : "")\(p(moved)))")),
        ]
        if let c = f.caret {
            rows.append(row("Caret (screen)", "y \(p(c.y)) – \(p(c.y + c.height)) · x \(p(c.x)) · \(p(c.width)) × \(p(c.height))"))
        } else {
            rows.append(row("Caret (screen)", "none"))
        }
        if let c = f.caretInScroll {
            rows.append(row("Caret (content)", "y \(p(c.y)) – \(p(c.y + c.height))"))
        }
        rows.append(row("Button top", p(f.button.y)))
        rows.append(row("Keyboard top", f.keyboard.map { p($0.y) } ?? "hidden"))
        rows.append(row("Header", "y \(p(f.header.y)) – \(p(f.header.y + f.header.height))"))
        rows.append(row("Visible (content)", "y \(p(f.visibleTop)) – \(p(f.visibleBottom)) of \(p(f.contentHeight))"))
        rows.append(row("Model gap", f.caretGapToButton.map(p) ?? "—", emphasis: true))
        if let m = f.measuredGap {
            rows.append(row("Measured gap", m.gap.map(p) ?? m.status, emphasis: true))
            rows.append(row("Pixel rows", pixelRows(m)))
        } else {
            rows.append(row("Measured gap", "not measured", emphasis: true))
        }
        rows.append(row("Covered by", f.occludedBy.isEmpty ? "nothing" : f.occludedBy.map(\.rawValue).joined(separator: ", ")))
        rows.append(row("Design rule", f.designRuleSatisfied ? "satisfied" : "not satisfied"))
        rows.append(row("Recenter", f.recenter ?? "—"))
        return #"<table class="facts"><caption>frames.json</caption>"# + rows.joined() + "</table>"
    }

    private func pixelRows(_ m: MeasuredGap) -> String {
        var parts: [String] = []
        if let top = m.caretTopRow, let bottom = m.caretBottomRow {
            let columns = m.caretColumns.map { $0.count == 2 ? " (columns \($0[0])–\($0[1]))" : "" } ?? ""
            parts.append("caret \(top)–\(bottom)\(columns)")
        }
        parts.append("button top " + (m.buttonTopRow.map(String.init) ?? "—"))
        parts.append("keyboard top " + (m.keyboardTopRow.map(String.init) ?? "—"))
        return parts.joined(separator: " · ")
    }

    private func expectations(_ f: FrameResult) -> String {
        guard !f.expectations.isEmpty else {
            return #"<table class="expectations"><caption>Expectations</caption><tr><td class="none">none at this frame</td></tr></table>"#
        }
        var out = #"<table class="expectations"><caption>Expectations</caption>"#
        for e in f.expectations {
            let mark = e.passed ? #"<td class="mark pass" title="held">✓</td>"# : #"<td class="mark fail" title="failed">✗</td>"#
            out += "<tr>\(mark)<td><code>\(HTML.escape(e.expect))</code><div class=\"where\">\(HTML.escape(scenarioPath)):\(e.line)</div></td>"
                + "<td>\(HTML.escape(e.message))</td></tr>"
        }
        return out + "</table>"
    }

    private func comparison(_ c: GoldenComparison) -> String {
        var rows = [row("Golden", c.golden, code: true), row("Status", statusText(c.status))]
        if c.differingPixels > 0 {
            rows.append(row("Differing pixels", "\(c.differingPixels) (anti-aliased \(c.antiAliasedPixels))"))
        }
        if let px = c.box {
            let b = px.points
            rows.append(row("Box", "x \(p(b.x)) y \(p(b.y)) w \(p(b.width)) h \(p(b.height)) pt (px \(px.x),\(px.y) \(px.width)×\(px.height))"))
        }
        if c.maxColorDelta > 0 {
            rows.append(row("Largest colour distance", ReportNumber.fixed(c.maxColorDelta, digits: 3)))
        }
        if !c.regionPixels.isEmpty {
            rows.append(row("In regions", c.regionPixels.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: " · ")))
        }
        if !c.violations.isEmpty {
            rows.append(row("Budget broken", c.violations.joined(separator: "; ")))
        }
        // The detail often repeats the broken limits word for word; say it once.
        if !c.detail.isEmpty, c.detail != c.violations.joined(separator: "; ") {
            rows.append(row("Detail", c.detail))
        }
        return #"<table class="comparison"><caption>Golden comparison</caption>"# + rows.joined() + "</table>"
    }

    private func statusText(_ status: GoldenStatus) -> String {
        switch status {
        case .match: "match"
        case .changed: "changed beyond the budget"
        case .sizeChanged: "size changed"
        case .missing: "no golden"
        case .unreadable: "golden unreadable"
        }
    }

    private func row(_ label: String, _ value: String, emphasis: Bool = false, code: Bool = false) -> String {
        let text = code ? "<code>\(HTML.escape(value))</code>" : HTML.escape(value)
        return "<tr\(emphasis ? #" class="key""# : "")><th>\(HTML.escape(label))</th><td>\(text)</td></tr>"
    }

    private func p(_ value: Double) -> String { ReportNumber.fixed(value) }
}
