import HarnessCore

/// What `MotionBench.presentedStates` measured.
package struct MotionBenchResult: Sendable {
    /// Presented states computed per round (the frames of one event).
    package let statesPerRound: Int
    package let rounds: Int
    /// Seconds per round: the median and the fastest.
    package let medianSeconds: Double
    package let fastestSeconds: Double
    /// The curve the timeline used, and the smallest caret gap to the button seen in one round
    /// (computed in the run, so a bench line can show it).
    package let curveName: String
    package let smallestGap: Double?
}

/// A bench entry point for `caret-harness bench`: no drawing, only the model's presented states.
package enum MotionBench {
    /// Builds one newline event on `device` (the smoke test's step 4 up to "Sign off with a smile."
    /// and the newline after it, a full-line scroll on the iPhone 15 Pro) and times computing its `frames` presented states at 60 fps, `rounds` times.
    @MainActor
    package static func presentedStates(device: Device, frames: Int = 24, rounds: Int = 200,
                                       curve: any TimingCurve = SpringCurve.codebase) throws(MotionError) -> MotionBenchResult {
        let screen = TextStyleEditScreen(device: device, mode: .create)
        var recorder = SheetMotionRecorder(curve: curve)
        var timeline = SheetMotionTimeline(screenSize: device.screen)
        try timeline.append(recorder.event(from: screen, at: 0, label: "open"))
        screen.tap(.instructions)
        try timeline.append(recorder.event(from: screen, at: 1, label: "tap instructions"))
        for (i, line) in ["Rewrite the message in a warm, friendly tone.", "Keep it short.", "Use plain words.",
                                         "Sign off with a smile."].enumerated() {
            if i > 0 {
                screen.type("\n")
                try timeline.append(recorder.event(from: screen, at: 2 + Double(i), label: "newline"))
            }
            screen.type(line)
            try timeline.append(recorder.event(from: screen, at: 2.5 + Double(i), label: "type"))
        }
        screen.type("\n")
        try timeline.append(recorder.event(from: screen, at: 10, label: "newline"))
        let index = timeline.events.count - 1
        let clock = ContinuousClock()
        var times: [Double] = []
        var smallest: Double?
        for _ in 0..<max(rounds, 1) {
            let start = clock.now
            let states = timeline.frames(afterEvent: index, fps: 60, count: frames)
            let elapsed = clock.now - start
            let gaps = states.compactMap(\.gapToButton)
            smallest = gaps.min()
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        times.sort()
        return MotionBenchResult(statesPerRound: frames, rounds: times.count, medianSeconds: times[times.count / 2],
                                 fastestSeconds: times[0], curveName: curve.name, smallestGap: smallest)
    }
}
