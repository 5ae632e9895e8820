import HarnessGoldens
import HarnessRun

/// One frame of report.html: a collapsible section whose summary line carries the verdict and
/// the gaps, and whose body has the step, the failure, the images (expected, actual with the
/// overlay, diff, slider, blend) and the numbers. Failures and findings start open; passing
/// frames start closed so the page reads at a glance.
struct FrameSection {
    let scenario: ScenarioVerification
    /// nil when frames.json could not be read: the images are shown without the overlay.
    let overlay: FrameOverlay?

    func html(_ v: FrameVerification, index: Int, id: String) -> String {
        let verdict = ReportVerdict(v)
        let f = v.frame
        let open = verdict == .pass ? "" : " open"
        var out = #"<details class="frame \#(verdict.cssClass)" id="\#(id)"\#(open)><summary>"#
        out += #"<span class="idx">\#(index)</span><span class="badge \#(verdict.cssClass)">\#(verdict.label)</span>"#
        out += #"<span class="event">\#(HTML.escape(f.eventDescription))</span><span class="gaps">\#(HTML.escape(gaps(f)))</span>"#
        if scenario.firstDivergingFrame == f.name { out += #"<span class="tag diverge">first diverging frame</span>"# }
        if let tag = comparisonTag(v.comparison) { out += #"<span class="tag">\#(HTML.escape(tag))</span>"# }
        out += #"</summary><div class="body">"#
        out += #"<p class="step"><span class="stepno">Step \#(f.step)</span> \#(HTML.escape(f.stepText))</p>"#
        out += #"<p class="where">\#(HTML.escape(scenario.scenarioPath)):\#(f.line) · \#(HTML.escape(f.name)) · event <code>\#(HTML.escape(f.event))</code></p>"#
        if let failure = v.failure {
            out += #"<pre class="failure">\#(HTML.escape(failure))</pre>"#
        } else if verdict == .finding, f.occludedBy.isEmpty, let warning = f.motion?.warning {
            out += #"<p class="finding-note"><strong>Design finding in motion:</strong> \#(HTML.escape(warning)).</p>"#
        } else if verdict == .finding {
            let covered = f.occludedBy.map(\.rawValue).joined(separator: ", ")
            out += #"<p class="finding-note"><strong>Design finding:</strong> the design's rule holds, yet the caret is covered by \#(HTML.escape(covered)).</p>"#
        }
        out += MotionNote.html(f, actualImage: v.actualImage)
        out += views(v)
        out += FrameFacts(scenarioPath: scenario.scenarioPath).html(v)
        return out + "</div></details>\n"
    }

    /// The gaps for the summary line, as the console table words them.
    private func gaps(_ f: FrameResult) -> String {
        guard let model = f.caretGapToButton else { return "no caret" }
        let measured = f.measuredGap.map { $0.gap.map { ReportNumber.fixed($0) } ?? $0.status } ?? "not measured"
        return "model gap \(ReportNumber.fixed(model)) · measured \(measured)"
    }

    private func comparisonTag(_ c: GoldenComparison) -> String? {
        switch c.status {
        case .match: c.differingPixels > 0 ? "\(c.differingPixels) px within budget" : nil
        case .changed: "\(c.differingPixels) px changed"
        case .sizeChanged: "size changed"
        case .missing: "no golden"
        case .unreadable: "golden unreadable"
        }
    }

    private func views(_ v: FrameVerification) -> String {
        let actual = HTML.url(v.actualImage)
        // Without a copy in out/, the golden is byte-for-byte the actual frame (or absent).
        let expected: String? = switch v.comparison.status {
        case .missing, .unreadable: v.expectedImage.map(HTML.url)
        case .match, .changed, .sizeChanged: HTML.url(v.expectedImage ?? v.actualImage)
        }
        let noGolden = v.comparison.status == .unreadable ? "Golden unreadable" : "No golden"
        var out = #"<div class="views">"#
        if let expected {
            out += figure(v.expectedImage == nil ? "Expected <small>= actual</small>" : "Expected <small>golden</small>",
                          #"<a class="stack" href="\#(expected)"><img src="\#(expected)" alt="expected"></a>"#)
        } else {
            out += placeholder("Expected", noGolden)
        }
        let svg = overlay.map { $0.svg(for: v.frame) } ?? ""
        out += figure("Actual <small>+ overlay</small>",
                      #"<a class="stack" href="\#(actual)"><img src="\#(actual)" alt="actual">\#(svg)</a>"#)
        if let diff = v.diffImage.map(HTML.url) {
            let strip = v.stripImage.map { #" <a class="strip" href="\#(HTML.url($0))">strip</a>"# } ?? ""
            out += figure("Diff <small>changed pixels</small>\(strip)", #"<a class="stack" href="\#(diff)"><img src="\#(diff)" alt="diff"></a>"#)
        } else {
            out += placeholder("Diff", expected == nil ? "Nothing to compare" : "Pixels match the golden")
        }
        if let expected {
            out += figure("Slider <small>actual | expected</small>",
                          #"<div class="stack split" style="--split:50%"><img src="\#(expected)" alt="expected">"#
                          + #"<img class="top" src="\#(actual)" alt="actual"><span class="divider"></span>"#
                          + #"<input class="split" type="range" min="0" max="100" value="50" aria-label="split between actual and expected"></div>"#)
            out += figure("Blend <small>onion skin</small>",
                          #"<div class="stack blend" style="--blend:0.5"><img src="\#(expected)" alt="expected">"#
                          + #"<img class="top" src="\#(actual)" alt="actual"></div>"#
                          + #"<label class="blend-range"><span>expected</span><input class="blend" type="range" min="0" max="100" value="50" aria-label="actual's opacity over expected"><span>actual</span></label>"#)
        } else {
            out += placeholder("Slider", noGolden) + placeholder("Blend", noGolden)
        }
        return out + "</div>"
    }

    /// `caption` is trusted markup built here; the data inside it is escaped by the caller.
    private func figure(_ caption: String, _ content: String) -> String {
        "<figure><figcaption>\(caption)</figcaption>\(content)</figure>"
    }

    /// An empty frame of the screen's shape, so the row of images stays aligned.
    private func placeholder(_ caption: String, _ text: String) -> String {
        let shape = overlay.map { #" style="aspect-ratio:\#(ReportNumber.fixed($0.screen.width)) / \#(ReportNumber.fixed($0.screen.height))""# } ?? ""
        return figure(HTML.escape(caption), #"<div class="stack empty"\#(shape)><span>\#(HTML.escape(text))</span></div>"#)
    }
}
