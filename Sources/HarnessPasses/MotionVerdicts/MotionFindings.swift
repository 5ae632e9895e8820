import HarnessScreens
import HarnessCore
import HarnessRun
import HarnessScript

/// One row of the motion findings: a text size, the newlines of a scenario on one device, the
/// smallest caret gap to the button in their in-between frames and the longest time one newline
/// kept the caret covered.
package struct MotionFinding: Sendable, Hashable {
    package let textSize: Double
    package let curve: String
    package let newlines: Int
    /// The smallest model gap over every newline's in-between frames, where (frame) and when (ms after it).
    package let smallestGap: Double?
    package let smallestFrame: String?
    package let smallestMs: Double?
    /// The longest a single newline kept the caret covered (ms, one frame's length per covered frame), and by what.
    package let longestCoveredMs: Double
    package let coveredBy: [Occluder]
    /// Newlines whose caret was covered in some in-between frame.
    package let coveredNewlines: Int
    /// The smallest gap at rest after those newlines, for the contrast.
    package let smallestRestGap: Double?
}

/// The findings for the note: each text size on one device, the model's motion only (no drawing).
package enum MotionFindings {
    package static func run(scenario: Scenario, device: Device, sizes: [Double] = TextSizes.all, fps: Double = 60,
                           curve: any TimingCurve = SpringCurve.codebase) throws -> [MotionFinding] {
        try sizes.map { size in
            let variant = Variant(device: device, settings: Settings(textSize: size))
            var runner = ScenarioRunner(variant: variant, appearance: .light)
            runner.draws = false
            let records = try runner.records(of: scenario)
            let motion = try MotionPass(variant: variant, appearance: .light, fps: fps, curve: curve, draws: false).run(scenario)
            var smallest: (Double, String, Double)?
            var longest = 0.0, covered = 0
            var by: [Occluder] = []
            var restGaps: [Double] = []
            for event in motion.events where records[event.index - 1].event == .newline {
                let frames = event.states.map(InBetweenFrame.init)
                let story = MotionStory(frames: frames, fps: fps, curve: curve.name)
                if let s = story.smallest, s.gap < (smallest?.0 ?? .infinity) { smallest = (s.gap, event.name, s.ms) }
                if story.coveredMs > 0 { covered += 1 }
                longest = max(longest, story.coveredMs)
                for n in story.coveredBy where !by.contains(n) { by.append(n) }
                if let g = records[event.index - 1].snapshot.caretGapToButton { restGaps.append(g) }
            }
            let newlines = records.filter { $0.event == .newline }.count
            return MotionFinding(textSize: size, curve: curve.name, newlines: newlines, smallestGap: smallest?.0,
                                 smallestFrame: smallest?.1, smallestMs: smallest?.2, longestCoveredMs: longest, coveredBy: by,
                                 coveredNewlines: covered, smallestRestGap: restGaps.min())
        }
    }

    /// The table as text.
    package static func table(_ rows: [MotionFinding], device: Device, scenario: String, fps: Double) -> String {
        var out = "\(scenario) on \(device.id), newlines only, \(NumberText.fixed(fps, digits: 0)) fps, curve \(rows.first?.curve ?? "-")\n"
        out += "size  newlines  at rest (min)  in motion (min)  when            covered (longest)  newlines covered\n"
        for r in rows {
            let size = NumberText.fixed(r.textSize, digits: 0).padding(toLength: 6, withPad: " ", startingAt: 0)
            let count = String(r.newlines).padding(toLength: 10, withPad: " ", startingAt: 0)
            let rest = (r.smallestRestGap.map { NumberText.pt($0, digits: 2) } ?? "-").padding(toLength: 15, withPad: " ", startingAt: 0)
            let motion = (r.smallestGap.map { NumberText.pt($0, digits: 2) } ?? "-").padding(toLength: 17, withPad: " ", startingAt: 0)
            let when = (r.smallestMs.map { NumberText.fixed($0, digits: 1) + " ms" } ?? "-").padding(toLength: 16, withPad: " ", startingAt: 0)
            let coveredText = r.longestCoveredMs > 0
                ? NumberText.fixed(r.longestCoveredMs, digits: 1) + " ms by " + r.coveredBy.map(\.rawValue).joined(separator: ", ") : "never"
            out += size + count + rest + motion + when + coveredText.padding(toLength: 19, withPad: " ", startingAt: 0)
                + "\(r.coveredNewlines)/\(r.newlines)\n"
        }
        return out
    }
}
