import Foundation
import HarnessReports
import HarnessRun

/// motion.html beside motion.json in a scenario's folder: per animated event the APNG, an SVG
/// chart of the gap against ms (the design's line, covered frames shaded) and a scrubber. The
/// data is the motion document embedded as JSON (a page opened from disk may not fetch files);
/// the script and style are HarnessReports' Resources/motion.js and motion.css.
public enum MotionPage {
    public static func html(_ document: MotionDocument, warnings: [String: String]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var json = String(decoding: try encoder.encode(document), as: UTF8.self)
        // Inside <script>, "</" would end the element.
        json = json.replacingOccurrences(of: "</", with: "<\\/")
        var out = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        out += "<title>Motion · \(HTML.escape(document.scenario))</title><style>\(MotionPageResources.css)</style></head><body>"
        out += "<h1>Motion: \(HTML.escape(document.scenario)) on \(HTML.escape(document.device))-\(HTML.escape(document.appearance))</h1>"
        out += "<p class=\"meta\">Curve \(HTML.escape(document.curve)) · \(ReportNumber.fixed(document.fps, digits: 0)) fps · "
        out += "\(document.events.count) animated events · design gap \(ReportNumber.pt(document.designGap)) · data: motion.json</p>"
        for (frame, warning) in warnings.sorted(by: { $0.key < $1.key }) {
            out += "<p class=\"warning\"><a href=\"#\(HTML.escape(frame))\">\(HTML.escape(frame))</a>: \(HTML.escape(warning))</p>"
        }
        out += "<div id=\"events\"></div>"
        out += "<script id=\"motion-data\" type=\"application/json\">\(json)</script>"
        out += "<script>\(MotionPageResources.js)</script></body></html>\n"
        return out
    }
}
