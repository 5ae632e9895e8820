import HarnessMotion
import HarnessMotionRun
import HarnessReports
import HarnessRun
import HarnessScenario
import HarnessSheet

/// compare.html's motion chart: for one event of a scenario (the first newline after which the
/// design scrolls), each approach's caret gap to the button in the in-between frames at 60 fps,
/// from the model's presented states, on one SVG with the design's gap as a line.
///
/// Each approach moves the way its model logs it: the design adds its bounds-origin offset along
/// the spring; an approach that sets the origin without an animation jumps. The keyboard-adaptive
/// padding's 0.25 s ease-out runs on keyboard show and hide only (its source), not after a
/// newline, so its line after a newline is flat (no scroll follows the caret).
public enum MotionComparisonChart {
    public static func html(scenario: Scenario, strategies: [String], options: HarnessOptions, designGap: Double) throws -> String {
        let variant = Variant(device: options.device)
        var lines: [(String, [MotionFrameResult])] = []
        var target: Int?
        let design = try MotionPass(variant: variant, appearance: options.appearance, avoidance: "design", draws: false).run(scenario)
        for (i, event) in design.timeline.events.enumerated() where event.label == "newline" && !event.scrollOffsets.isEmpty {
            target = i
            break
        }
        guard let index = target else { return "" }
        let name = design.events.first { $0.index == index + 1 }?.name ?? ""
        for id in strategies {
            let motion = try MotionPass(variant: variant, appearance: options.appearance, avoidance: id, draws: false).run(scenario)
            let states = motion.events.first { $0.index == index + 1 }?.states
                ?? motion.timeline.frames(afterEvent: index, fps: 60, count: 24)
            lines.append((id, states.map(MotionFrameResult.init)))
        }
        return svg(lines, designGap: designGap, title: "Caret gap in motion after \(name) (newline), each approach, "
                   + "\(design.curveName), 60 fps")
    }

    static func svg(_ lines: [(String, [MotionFrameResult])], designGap: Double, title: String) -> String {
        let colours = ["#1565c0", "#ef6c00", "#2e7d32", "#6a1b9a", "#c62828", "#00838f", "#5d4037", "#455a64"]
        let (w, h, l, r, t, b) = (820.0, 300.0, 50.0, 260.0, 12.0, 34.0)
        let allMs: [Double] = lines.flatMap { $0.1.map(\.ms) }
        let maxMs = max(allMs.max() ?? 400, 1)
        let gaps: [Double] = lines.flatMap { line -> [Double] in line.1.compactMap(\.gap) } + [designGap, 0]
        let lo = ((gaps.min() ?? 0) / 8).rounded(.down) * 8 - 4, hi = ((gaps.max() ?? 24) / 8).rounded(.up) * 8 + 4
        func x(_ ms: Double) -> Double { l + (w - l - r) * ms / maxMs }
        func y(_ g: Double) -> Double { t + (h - t - b) * (hi - g) / (hi - lo) }
        func f(_ v: Double) -> String { ReportNumber.fixed(v, digits: 1) }
        var out = "<h3>\(HTML.escape(title))</h3>\n<svg class=\"motion-compare\" viewBox=\"0 0 \(Int(w)) \(Int(h))\" width=\"\(Int(w))\" height=\"\(Int(h))\" role=\"img\">"
        out += "<rect x=\"0\" y=\"0\" width=\"\(Int(w))\" height=\"\(Int(h))\" fill=\"#fff\"/>"
        let step = (hi - lo) > 80 ? 40.0 : (hi - lo) > 40 ? 16.0 : 8.0
        var g = (lo / step).rounded(.up) * step
        while g <= hi {
            out += "<line x1=\"\(f(l))\" x2=\"\(f(w - r))\" y1=\"\(f(y(g)))\" y2=\"\(f(y(g)))\" stroke=\"#eee\"/>"
            out += "<text x=\"\(f(l - 6))\" y=\"\(f(y(g) + 4))\" font-size=\"11\" text-anchor=\"end\">\(Int(g))</text>"
            g += step
        }
        out += "<line x1=\"\(f(l))\" x2=\"\(f(w - r))\" y1=\"\(f(y(designGap)))\" y2=\"\(f(y(designGap)))\" stroke=\"#2e7d32\" stroke-dasharray=\"6 3\"/>"
        out += "<line x1=\"\(f(l))\" x2=\"\(f(w - r))\" y1=\"\(f(y(0)))\" y2=\"\(f(y(0)))\" stroke=\"#999\"/>"
        var ms = 0.0
        while ms <= maxMs {
            out += "<text x=\"\(f(x(ms)))\" y=\"\(f(h - b + 16))\" font-size=\"11\" text-anchor=\"middle\">\(Int(ms))</text>"
            ms += 50
        }
        out += "<text x=\"\(f((l + w - r) / 2))\" y=\"\(f(h - 4))\" font-size=\"11\" text-anchor=\"middle\">ms after the event (gap in pt; dashed: \(f(designGap)) pt)</text>"
        for (i, line) in lines.enumerated() {
            let colour = colours[i % colours.count]
            let points = line.1.compactMap { fr in fr.gap.map { "\(f(x(fr.ms))),\(f(y($0)))" } }.joined(separator: " ")
            out += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"/>"
            let legendY = t + 16 * Double(i) + 8
            out += "<line x1=\"\(f(w - r + 10))\" x2=\"\(f(w - r + 28))\" y1=\"\(f(legendY))\" y2=\"\(f(legendY))\" stroke=\"\(colour)\" stroke-width=\"3\"/>"
            let smallest = line.1.compactMap(\.gap).min().map { " (min \(f($0)))" } ?? ""
            out += "<text x=\"\(f(w - r + 32))\" y=\"\(f(legendY + 4))\" font-size=\"11\">\(HTML.escape(line.0 + smallest))</text>"
        }
        return out + "</svg>\n"
    }
}
