import HarnessScreens
import HarnessCore

/// The smoke test's step 4 on the iPhone 15 Pro up to its fifth line, one event a second (each
/// settles before the next), ending with the newline that scrolls a full line (frame 13 of
/// Scenarios/smoke-test.scenario: origin 19.72 -> 40.01).
enum SmokeNewline {
    /// The timeline and the index of that newline.
    @MainActor
    static func timeline(curve: any TimingCurve = SpringCurve.codebase) throws -> (SheetMotionTimeline, Int) {
        let device = Device.iPhone15Pro
        let screen = TextStyleEditScreen(device: device, mode: .create)
        var recorder = SheetMotionRecorder(curve: curve)
        var timeline = SheetMotionTimeline(screenSize: device.screen)
        var time = 0.0
        func record(_ label: String) throws {
            try timeline.append(recorder.event(from: screen, at: time, label: label))
            time += 1
        }
        try record("open create")
        screen.tap(.title)
        try record("tap title")
        for text in ["M", "y style"] {
            screen.type(text)
            try record("type")
        }
        screen.tap(.instructions)
        try record("tap instructions")
        for text in ["Rewrite the message in a warm, friendly tone.", "\n", "Keep it short.", "\n", "Use plain words.", "\n",
                     "Sign off with a smile.", "\n"] {
            screen.type(text)
            try record(text == "\n" ? "newline" : "type")
        }
        return (timeline, timeline.events.count - 1)
    }
}
