import HarnessScreens
import HarnessReports
import HarnessRun
import HarnessScript

/// compare.html's motion chart: for one event of a scenario (the first newline after which the
/// design scrolls), each approach's caret gap to the button in the in-between frames at 60 fps,
/// from the model's presented states, on one SVG with the design's gap as a line.
///
/// Each approach moves the way its model logs it: the design adds its bounds-origin offset along
/// the spring; an approach that sets the origin without an animation jumps. The keyboard-adaptive
/// padding's 0.25 s ease-out runs on keyboard show and hide only (its source), not after a
/// newline, so its line after a newline is flat (no scroll follows the caret).
package struct MotionComparisonChart: Codable, Hashable, Sendable {
    /// One approach's line: its id and the gap in each in-between frame (nil: no caret).
    package struct Line: Codable, Hashable, Sendable {
        package let strategy: String
        package let ms: [Double]
        package let gaps: [Double?]
        /// The smallest gap of the line, for its legend.
        package let smallest: Double?
    }

    package let title: String
    package let designGap: Double
    package let lines: [Line]

    /// The chart of the scenario's first newline after which the design scrolls; nil when none does.
    package static func chart(scenario: Scenario, strategies: [String], options: HarnessOptions, designGap: Double) throws -> MotionComparisonChart? {
        let variant = Variant(device: options.device)
        var lines: [Line] = []
        var target: Int?
        let design = try MotionPass(variant: variant, appearance: options.appearance, avoidance: "design", draws: false).run(scenario)
        for i in design.eventKinds.indices where design.eventKinds[i] == .newline && design.eventScrolls[i] {
            target = i
            break
        }
        guard let index = target else { return nil }
        let name = design.events.first { $0.index == index + 1 }?.name ?? ""
        for id in strategies {
            // An approach whose newline animates nothing shows its frame at rest for 24 frames (0.4 s).
            var pass = MotionPass(variant: variant, appearance: options.appearance, avoidance: id, draws: false)
            pass.stillFrames = 24
            let motion = try pass.run(scenario)
            let states = (motion.events.first { $0.index == index + 1 }?.states ?? motion.still[index] ?? []).map(InBetweenFrame.init)
            lines.append(Line(strategy: id, ms: states.map(\.ms), gaps: states.map(\.gap), smallest: states.compactMap(\.gap).min()))
        }
        return MotionComparisonChart(title: "Caret gap in motion after \(name) (newline), each approach, \(design.curveName), 60 fps",
                                     designGap: designGap, lines: lines)
    }
}
