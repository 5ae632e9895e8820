import HarnessReports
import HarnessRun

/// `compare.html`: one static page beside the approaches' frames (inline CSS, nothing fetched,
/// images relative to the out folder), so it opens from disk and travels as a CI artefact.
/// Per scenario: the strategy strip's verdict, the summaries, the matrix colour-coded, and each
/// frame under every approach side by side.
public struct CompareHTMLWriter {
    public static let fileName = "compare.html"
    /// Thumbnail width in CSS pixels: seven approaches fit a laptop screen.
    static let thumbnailWidth = 180

    /// Per scenario name, the motion chart (`MotionComparisonChart`), shown after the summary.
    public var motionCharts: [String: String] = [:]

    public init() {}

    public func write(_ document: CompareDocument, outDirectory: String) throws {
        try FileSystem.writeText(html(document), to: outDirectory + "/" + Self.fileName)
    }

    /// The page's text.
    public func html(_ document: CompareDocument) -> String {
        let variant = "\(document.device)-\(document.appearance)"
        let gap = ReportNumber.fixed(document.requiredGap, digits: 0)
        var out = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<title>caret-harness compare: \(HTML.escape(variant))</title>\n<style>\(CompareStyles.css)</style>\n</head>\n<body>\n"
        out += "<header><h1>caret-harness <span>compare</span></h1>"
        out += "<p>\(HTML.escape(variant)) · \(document.strategies.count) keyboard-avoidance approaches, the same script each</p>"
        out += #"<p class="legend"><span class="clear">caret visible, ≥ \#(gap) pt above the button</span>"#
        out += #"<span class="tight">visible, less room</span><span class="covered">covered or off screen</span>"#
        out += #"<span class="none">— no caret</span></p></header>\#n<main>\#n"#
        for (index, scenario) in document.scenarios.enumerated() {
            out += section(scenario, id: "s\(index + 1)", strategies: document.strategies)
        }
        return out + "</main>\n</body>\n</html>\n"
    }

    private func section(_ scenario: CompareScenario, id: String, strategies: [String]) -> String {
        var out = #"<section id="\#(id)"><h2>\#(HTML.escape(scenario.scenario)) <small>\#(HTML.escape(scenario.scenarioPath))</small></h2>"#
        out += scenario.stripCheck.map(stripVerdict) ?? ""
        out += "<h3>Summary</h3>\n<table><tr><th>approach</th><th>clear</th><th>tight</th><th>covered</th><th>no caret</th>"
        out += "<th>covered in steps</th></tr>\n"
        for s in scenario.summaries {
            out += "<tr><th>\(HTML.escape(s.strategy))</th><td class=\"num clear\">\(s.clear)</td><td class=\"num tight\">\(s.tight)</td>"
            out += "<td class=\"num covered\">\(s.covered)</td><td class=\"num none\">\(s.noCaret)</td>"
            out += "<td>\(HTML.escape(s.coveredSteps.map(String.init).joined(separator: ", ")))</td></tr>\n"
        }
        out += "</table>\n" + (motionCharts[scenario.scenario] ?? "") + "<h3>Caret gap to the button, pt</h3>\n"
        out += #"<div class="matrix-wrap"><table class="matrix"><tr><th>frame</th><th>step</th><th>event</th>"#
        out += strategies.map { #"<th class="cell">\#(HTML.escape($0))</th>"# }.joined() + "</tr>\n"
        var step: Int?
        for row in scenario.rows {
            if row.step != step {
                step = row.step
                out += #"<tr class="step"><td colspan="\#(3 + strategies.count)">step \#(row.step): \#(HTML.escape(row.stepText))</td></tr>"#
            }
            out += ##"<tr><td><a href="#\##(id)-\##(HTML.escape(row.frame))">\##(HTML.escape(row.frame))</a></td>"##
            out += #"<td class="num">\#(row.step)</td><td class="event" title="\#(HTML.escape(row.event))">\#(HTML.escape(row.event))</td>"#
            out += row.cells.map { #"<td class="cell \#($0.tone)">\#(HTML.escape($0.text))</td>"# }.joined() + "</tr>\n"
        }
        out += "</table></div>\n<h3>Frames side by side</h3>\n"
        let height = Int((Double(Self.thumbnailWidth) * scenario.screen.height / scenario.screen.width).rounded())
        for row in scenario.rows {
            out += #"<div class="frame" id="\#(id)-\#(HTML.escape(row.frame))"><h4>\#(HTML.escape(row.frame)) "#
            out += "<span>step \(row.step) · \(HTML.escape(row.event))</span></h4><div class=\"tiles\">"
            for (strategy, cell) in zip(strategies, row.cells) {
                out += #"<figure><a href="\#(HTML.url(cell.image))"><img src="\#(HTML.url(cell.image))" width="\#(Self.thumbnailWidth)" "#
                out += #"height="\#(height)" loading="lazy" alt="\#(HTML.escape("\(row.frame) with \(strategy)"))"></a>"#
                out += #"<figcaption class="\#(cell.tone)"><b>\#(HTML.escape(strategy))</b>\#(HTML.escape(cell.text))</figcaption></figure>"#
            }
            out += "</div></div>\n"
        }
        out += "<h3>Strategy strip</h3>\n"
        out += #"<p class="note">The last frame of each step (rows, steps in order) under each approach (columns), a third of the size.</p>"#
        out += #"<div class="strip-labels" style="grid-template-columns: repeat(\#(strategies.count), 1fr)">"#
        out += strategies.map { "<span>\(HTML.escape($0))</span>" }.joined() + "</div>"
        out += #"<a class="strip-image" href="\#(HTML.url(scenario.strip))"><img src="\#(HTML.url(scenario.strip))" "#
        out += #"alt="strategy strip of \#(HTML.escape(scenario.scenario))" loading="lazy"></a>"#
        return out + "</section>\n"
    }

    private func stripVerdict(_ strip: StripCheck) -> String {
        let words: String
        switch strip.status {
        case .match: words = "strategy strip matches its golden"
        case .kept: words = "strategy strip recorded, pixels unchanged"
        case .written: words = "strategy strip recorded"
        case .changed: words = "strategy strip changed: " + strip.detail
        case .missing: words = "strategy strip missing: no golden yet; record it with caret-harness compare --record"
        case .unreadable: words = "strategy strip golden unreadable: " + strip.detail
        }
        var out = #"<p class="strip \#(strip.status.rawValue)">\#(HTML.escape(words))"#
        if let diff = strip.diff { out += #" · <a href="\#(HTML.url(diff))">diff</a>"# }
        return out + " · golden <code>\(HTML.escape(strip.golden))</code></p>\n"
    }
}
