import Foundation
import HarnessGoldens
import HarnessRun

/// `report.html`: one static page over the PNGs already in the out folder (inline CSS, a few
/// lines of inline script, nothing fetched), so it opens from disk in any browser and travels
/// with the folder as a CI artefact. It leads with the counts, then a filmstrip and a section
/// a frame for each scenario. It holds no timestamps: two runs over the same frames write the
/// same bytes, and a diff of two reports shows only what changed.
public struct HTMLReportWriter: ReportWriter {
    /// Always `report.html`, beside report.json and junit.xml.
    public let fileName = "report.html"

    /// A writer; it keeps no state between reports.
    public init() {}

    /// Writes the page atomically, so a browser never shows half a report.
    public func write(_ report: VerificationReport, outDirectory: String) throws {
        try FileSystem.writeText(html(report), to: outDirectory + "/" + fileName)
    }

    /// The page's text; the overlay's screen and constants come from the report itself.
    public func html(_ report: VerificationReport) -> String {
        let sections = report.scenarios.enumerated().map { i, scenario in
            ScenarioSection(scenario: scenario, id: "s\(i + 1)")
        }
        var out = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(HTML.escape(title(report.summary)))</title>\n<style>\(ReportStyles.css)</style>\n</head>\n<body>\n"
        out += header(report, sections: sections)
        out += "<main>\n" + sections.map { $0.html() }.joined() + "</main>\n"
        out += footer(report)
        out += "<script>\(ReportScript.js)</script>\n</body>\n</html>\n"
        return out
    }

    private func title(_ s: VerificationReport.Summary) -> String {
        "caret-harness verify: \(s.failed) failed of \(s.frames) frames"
    }

    private func header(_ report: VerificationReport, sections: [ScenarioSection]) -> String {
        let s = report.summary
        let variants = Array(Set(report.scenarios.map(\.variant))).sorted()
        var out = #"<header class="top"><div class="headline"><h1>caret-harness <span>verify</span></h1>"#
        out += #"<p class="context">\#(HTML.escape(variants.joined(separator: ", "))) · goldens: <code>\#(HTML.escape(report.goldensDirectory))</code> · \#(report.scenarios.count) scenarios</p></div>"#
        let (tone, words): (String, String) =
            s.failed > 0 ? ("fail", "\(s.failed) of \(s.frames) frames failed")
            : s.designWarnings > 0 ? ("finding", "All \(s.frames) frames match · \(s.designWarnings) design warning\(s.designWarnings == 1 ? "" : "s")")
            : ("pass", "All \(s.frames) frames match their goldens")
        out += #"<div class="status \#(tone)">\#(HTML.escape(words))</div>"#
        out += #"<dl class="counts">"#
        out += count("Frames", s.frames, tone: "total")
        out += count("Passed", s.passed, tone: "pass")
        out += count("Failed", s.failed, tone: "fail")
        out += count("Design warnings", s.designWarnings, tone: "finding")
        out += count("Missing goldens", s.missingGoldens, tone: "fail")
        if s.unreadableGoldens > 0 { out += count("Unreadable goldens", s.unreadableGoldens, tone: "fail") }
        out += "</dl>"
        out += #"<div class="controls"><label><input type="checkbox" id="show-overlay" checked> overlay</label>"#
        out += #"<span class="legend"><i class="k-caret"></i>caret <i class="k-button"></i>button top "#
        out += #"<i class="k-keyboard"></i>keyboard top <i class="k-gap"></i>gap <i class="k-band"></i>bottom inset <i class="k-header"></i>header bottom</span>"#
        out += #"<label><input type="checkbox" id="large-images"> large images</label>"#
        out += #"<button type="button" data-expand="all">expand all</button><button type="button" data-expand="none">collapse passing</button></div>"#
        out += #"<nav class="toc">"#
        for section in sections {
            let failed = section.scenario.frames.filter { !$0.passed }.count
            let tone = failed > 0 ? #" class="fail""# : ""
            let count = failed > 0 ? "\(failed) of \(section.scenario.frames.count) failed" : "\(section.scenario.frames.count) frames"
            out += ##"<a href="#\##(section.id)"\##(tone)>\##(HTML.escape(section.scenario.scenario)) <small>\##(count)</small></a>"##
        }
        out += "</nav></header>\n"
        if !report.rendererChanges.isEmpty {
            out += #"<section class="renderer-changed"><h2>Renderer changed since the goldens were recorded</h2>"#
            out += "<p>Pixel differences below may come from the renderer rather than the design.</p><ul>"
            out += report.rendererChanges.map { "<li><code>\(HTML.escape($0))</code></li>" }.joined()
            out += "</ul></section>\n"
        }
        return out
    }

    private func count(_ label: String, _ value: Int, tone: String) -> String {
        #"<div class="count \#(tone)\#(value == 0 ? " zero" : "")"><dt>\#(label)</dt><dd>\#(value)</dd></div>"#
    }

    private func footer(_ report: VerificationReport) -> String {
        let r = report.renderer
        var parts = ["cairo \(r.cairo)", "FreeType \(r.freeType)", "libpng \(r.libpng)",
                     "scale \(ReportNumber.fixed(r.scale, digits: r.scale == r.scale.rounded() ? 0 : 2))×", r.fontOptions]
        parts += r.fonts.sorted { $0.key < $1.key }.map { "font \($0.key) \($0.value.prefix(12))…" }
        return #"<footer>\#(HTML.escape(report.generatedBy)) · renderer: \#(HTML.escape(parts.joined(separator: " · ")))</footer>"#
            + "\n"
    }
}
