import HarnessGoldens
import HarnessRun

/// One scenario of report.html: its heading and counts, a filmstrip of every frame's thumbnail
/// coloured by verdict with the first diverging frame marked, then a section a frame.
struct ScenarioSection {
    let scenario: ScenarioVerification
    /// The HTML id of the section; each frame's id extends it.
    let id: String

    func html() -> String {
        let overlay = scenario.screen.flatMap { screen in scenario.constants.map { FrameOverlay(screen: screen, constants: $0) } }
        let section = FrameSection(scenario: scenario, overlay: overlay)
        var out = #"<section class="scenario" id="\#(id)">"# + heading() + filmstrip()
        for (i, frame) in scenario.frames.enumerated() {
            out += section.html(frame, index: i + 1, id: frameID(i))
        }
        return out + "</section>\n"
    }

    func frameID(_ index: Int) -> String { "\(id)-f\(index + 1)" }

    private func heading() -> String {
        let verdicts = scenario.frames.map(ReportVerdict.init)
        var out = #"<header class="scenario-head"><h2>\#(HTML.escape(scenario.scenario))</h2>"#
        out += #"<span class="variant">\#(HTML.escape(scenario.variant))</span>"#
        out += #"<span class="pills">"#
        for (verdict, noun) in [(ReportVerdict.pass, "passed"), (.finding, "design warning"), (.fail, "failed")] {
            let count = verdicts.filter { $0 == verdict }.count
            if count > 0 || verdict == .fail {
                let words = verdict == .finding && count != 1 ? noun + "s" : noun
                out += #"<span class="pill \#(verdict.cssClass)\#(count == 0 ? " zero" : "")">\#(count) \#(words)</span>"#
            }
        }
        out += "</span></header>"
        var meta = [HTML.escape(scenario.scenarioPath), "\(scenario.frames.count) frames",
                    #"<a href="\#(HTML.url(scenario.framesJSON))">frames.json</a>"#]
        if let c = scenario.constants {
            meta.append("caret insets \(ReportNumber.fixed(c.caretTopInset, digits: 0)) pt top, "
                        + "\(ReportNumber.fixed(c.caretBottomInset, digits: 0)) pt bottom")
        } else {
            meta.append("no screen or constants recorded, so no overlay")
        }
        if let first = scenario.firstDivergingFrame {
            let target = scenario.frames.firstIndex { $0.frame.name == first }.map { ##" href="#\##(frameID($0))""## } ?? ""
            meta.append(#"first diverging frame <a class="diverge"\#(target)>\#(HTML.escape(first))</a>"#)
        }
        return out + #"<p class="scenario-meta">\#(meta.joined(separator: " · "))</p>"#
    }

    private func filmstrip() -> String {
        var out = #"<ol class="filmstrip">"#
        for (i, frame) in scenario.frames.enumerated() {
            let verdict = ReportVerdict(frame)
            let first = scenario.firstDivergingFrame == frame.frame.name
            let title = "\(i + 1) · \(frame.frame.eventDescription) · \(verdict.label)" + (first ? " · first diverging frame" : "")
            out += ##"<li class="\##(verdict.cssClass)\##(first ? " first" : "")"><a href="#\##(frameID(i))" title="\##(HTML.escape(title))">"##
            out += #"<img src="\#(HTML.url(frame.actualImage))" alt="frame \#(i + 1)"><span class="n">\#(i + 1)</span>"#
            if first { out += #"<span class="flag">first diff</span>"# }
            out += #"</a><span class="cap">\#(HTML.escape(frame.frame.eventDescription))</span></li>"#
        }
        return out + "</ol>"
    }
}
