import HarnessScreens
import HarnessCore

/// The smoke test's step 4 on the iPhone 15 Pro up to its fifth line, one event a second (each
/// settles before the next), ending with the newline that scrolls a full line (frame 13 of
/// Scenarios/smoke-test.scenario: origin 19.72 -> 40.01).
@MainActor
struct SmokeNewline {
    let screen: TextStyleEditScreen
    let reader: SheetMotionReader
    /// The last newline, at 12 s.
    let event: SheetMotionEvent

    init(curve: any TimingCurve = SpringCurve.codebase) {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        var reader = SheetMotionReader(spring: curve)
        var event = reader.event(on: screen, at: 0)
        var time = 0.0
        func step(_ act: () -> Void) {
            time += 1
            screen.advanceClock(to: time)
            act()
            event = reader.event(on: screen, at: time)
        }
        step { screen.tap(.title) }
        for text in ["M", "y style"] { step { screen.type(text) } }
        step { screen.tap(.instructions) }
        for text in ["Rewrite the message in a warm, friendly tone.", "\n", "Keep it short.", "\n", "Use plain words.", "\n",
                     "Sign off with a smile.", "\n"] {
            step { screen.type(text) }
        }
        self.screen = screen
        self.reader = reader
        self.event = event
    }
}
