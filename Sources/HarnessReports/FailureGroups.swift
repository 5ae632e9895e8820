import HarnessGoldens
import HarnessRun

/// One distinct reason frames failed, with every frame it covers: the terminal prints one line
/// a cause ("12 frames: expect caret-gap 24: model gap 16.0 pt, … — first at FILE:LINE") and
/// leaves the per-frame details to the report.
package struct FailureCause: Hashable, Sendable {
    /// The cause in words, the same for every frame it covers.
    package let text: String
    /// The scenario file and line of the first frame (in run order) with this cause.
    package let firstPath: String
    package let firstLine: Int
    /// "variant/scenario/frame" of each frame covered, in run order.
    package internal(set) var frames: [String]
    /// The variants the frames ran on, in run order.
    package internal(set) var variants: [String]
    /// Each scenario file with the cause and its first line there, in run order (the first is
    /// `firstPath:firstLine`).
    package internal(set) var places: [ScenarioPlace] = []
    /// The distinct wordings, numbers included, in run order (`text` is the first).
    package internal(set) var texts: [String] = []

    /// A scenario file and a line in it.
    package struct ScenarioPlace: Hashable, Sendable {
        package let path: String
        package let line: Int
    }

    /// "12 frames: … — first at Scenarios/smoke-test.scenario:32 (iphone-15-pro-light +2 more)";
    /// "… 40 frames in 5 scenarios: …" when the same words fail in several scenarios.
    package var line: String {
        let count = frames.count == 1 ? "1 frame" : "\(frames.count) frames"
        let scenarios = places.count > 1 ? " in \(places.count) scenarios" : ""
        let more = variants.count > 1 ? " +\(variants.count - 1) more" : ""
        let wordings = texts.count > 1 ? " (the first frame's numbers; \(texts.count) different values)" : ""
        return "\(count)\(scenarios): \(text)\(wordings) — first at \(firstPath):\(firstLine) (\(variants[0])\(more))"
    }
}

/// Groups failing frames by cause.
package enum FailureGroups {
    /// The causes of every failing frame, in the order they first occur, the same words in
    /// several scenarios and variants one cause (with each scenario's place). A frame with
    /// several causes (an expectation and its golden) counts under each.
    package static func causes(_ outcomes: [FrameOutcome]) -> [FailureCause] {
        var causes: [FailureCause] = []
        var index: [String: Int] = [:]
        for o in outcomes where o.verdict == .fail {
            let id = "\(o.variant)/\(o.scenario)/\(o.frame.name)"
            for (text, line) in reasons(o) {
                // One root cause (a constant, a rule) fails the same words everywhere, the
                // numbers aside: a gap or an origin differs from variant to variant.
                let place = FailureCause.ScenarioPlace(path: o.scenarioPath, line: line)
                let key = numbersMasked(text)
                if let i = index[key] {
                    if !causes[i].frames.contains(id) { causes[i].frames.append(id) }
                    if !causes[i].variants.contains(o.variant) { causes[i].variants.append(o.variant) }
                    if !causes[i].places.contains(where: { $0.path == place.path }) { causes[i].places.append(place) }
                    if !causes[i].texts.contains(text) { causes[i].texts.append(text) }
                } else {
                    index[key] = causes.count
                    causes.append(FailureCause(text: text, firstPath: o.scenarioPath, firstLine: line, frames: [id],
                                               variants: [o.variant], places: [place], texts: [text]))
                }
            }
        }
        return causes
    }

    /// `text` with every number replaced by `#`: the key that makes one cause of the same words.
    package static func numbersMasked(_ text: String) -> String {
        var out = ""
        var inNumber = false
        for c in text {
            if c.isNumber || (inNumber && c == ".") {
                if !inNumber { out.append("#") }
                inNumber = true
            } else {
                inNumber = false
                out.append(c)
            }
        }
        return out
    }

    /// A failing frame's causes and the scenario line of each. The model's side of an
    /// expectation's message keys it (the pixels' note differs by a fraction from frame to frame).
    static func reasons(_ o: FrameOutcome) -> [(String, Int)] {
        FailureReason.all(o).map { ($0.text, $0.line) }
    }

    /// A GitHub Actions workflow command that marks the cause's first scenario line.
    package static func annotation(_ cause: FailureCause) -> String {
        func escape(_ s: String, property: Bool) -> String {
            var out = s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
            if property { out = out.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C") }
            return out
        }
        let count = cause.frames.count == 1 ? "1 frame" : "\(cause.frames.count) frames"
        return "::error file=\(escape(cause.firstPath, property: true)),line=\(cause.firstLine),title=caret-harness::"
            + escape("\(count) (\(cause.variants.joined(separator: ", "))): \(cause.text)", property: false)
    }
}
