import HarnessRun

/// A frame's line about the motion after its event (issue 14): the curve, the smallest gap in
/// the in-between frames and when, how long the caret was covered and by what, and links to the
/// APNG and to motion.html's chart and scrubber (beside the frame's PNG).
enum MotionNote {
    static func html(_ f: FrameResult, actualImage: String) -> String {
        guard let m = f.motion, m.frames > 0 else { return "" }
        let folder = actualImage.split(separator: "/").dropLast().joined(separator: "/")
        let prefix = folder.isEmpty ? "" : folder + "/"
        var text = "In motion (\(m.frames) frames at \(ReportNumber.fixed(m.fps, digits: 0)) fps, curve \(m.curve)): "
        if let gap = m.smallestGap, let ms = m.smallestGapMs {
            text += "smallest gap \(ReportNumber.pt(gap)) at \(ReportNumber.fixed(ms, digits: 1)) ms"
        } else {
            text += "no caret"
        }
        if let measured = m.smallestMeasuredGap { text += ", measured \(ReportNumber.pt(measured))" }
        text += m.coveredMs > 0
            ? "; covered for \(ReportNumber.fixed(m.coveredMs, digits: 1)) ms by \(m.coveredBy.joined(separator: ", "))" : "; never covered"
        var links = ""
        if let apng = m.apng {
            links = #" · <a href="\#(HTML.url(prefix + apng))">APNG</a> · <a href="\#(HTML.url(prefix + "motion.html"))#\#(HTML.escape(f.name))">chart</a>"#
        }
        return #"<p class="motion-note">\#(HTML.escape(text))\#(links)</p>"#
    }
}
