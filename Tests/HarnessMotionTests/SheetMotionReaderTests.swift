import HarnessCore
import HarnessScreens
import XCTest

/// The presented sheet after the smoke test's full-line newline, read off the sheet's UIKit
/// animation timeline, worked by hand.
///
/// iOS line metrics at 17 pt: a line is 17 * 2444 / 2048 = 20.287109375 pt (L). Content y in
/// scroll = 64 (topInset 0: the content is taller than 852 - 64 - 336). Instructions text top in
/// scroll = 64 + 70 + 100 + 24 + (L + 32) + 24 + 16 = 350.287109375; "Rewrite the message in a
/// warm, friendly tone." wraps to two lines, so after the third newline the caret is on line
/// index 4 and after the fourth on index 5:
///   caret maxY = 350.287109375 + 6 L = 472.009765625 (scroll coordinates).
/// visibleBottom = origin + 852 - 336 - 60 - 24 = origin + 432, so the origin goes
///   from 350.287109375 + 5 L - 432 = 19.72265625 to 472.009765625 - 432 = 40.009765625,
/// and the design adds an offset of 19.72265625 - 40.009765625 = -L decaying along the spring.
/// The instructions section grows by L at the same time, animated by the column's setFrame; the
/// caret moves with the section's origin, which does not move.
/// Presented origin at t = 40.009765625 - L (1 - x(1.25 t)), x from TimingCurveTests:
///   t = 1/60: 1 - x = 0.9702307, L * 0.9702307 = 19.6831764 -> 20.3265892
///   t = 0.1:  1 - x = 0.7860766, L * 0.7860766 = 15.9472220 -> 24.0625436
///   t = 0.3:  1 - x = 0.4738571, L * 0.4738571 =  9.6131908 -> 30.3965748
/// Button top with the keyboard up: 852 - 336 - 8 - 52 = 456; keyboard top 852 - 336 = 516.
@MainActor
final class SheetMotionReaderTests: XCTestCase {
    func testPresentedOriginAtThreeTimesAfterANewline() async throws {
        let smoke = SmokeNewline()
        let event = smoke.event
        XCTAssertEqual(Double(smoke.screen.sheet.scrollView.bounds.origin.y), 40.009765625, accuracy: 1e-9)
        XCTAssertTrue(event.animates)
        XCTAssertFalse(event.still)
        XCTAssertEqual(event.scrollOffsets.count, 1)
        XCTAssertEqual(event.scrollOffsets.first ?? 0, -20.287109375, accuracy: 1e-9)
        // The newline comes at 12 s (one event a second); the 0.4 s spring's animations are removed at 12.4 s.
        XCTAssertEqual(event.time, 12)
        XCTAssertEqual(event.settles, 12.4, accuracy: 1e-12)
        let cases: [(Double, Double)] = [(1.0 / 60, 20.3265892), (0.1, 24.0625436), (0.3, 30.3965748)]
        for (t, origin) in cases {
            let state = smoke.reader.state(of: smoke.screen, at: event.time + t, sinceEvent: t)
            XCTAssertEqual(state.scrollOriginY, origin, accuracy: 2e-6, "t = \(t)")
            // The caret jumped to its new line at once and moves only with the scroll.
            let caret = try XCTUnwrap(state.caret)
            XCTAssertEqual(caret.maxY, 472.009765625 - origin, accuracy: 2e-6, "t = \(t)")
            XCTAssertEqual(state.button.minY, 456, accuracy: 1e-9)
            XCTAssertEqual(state.keyboard?.minY ?? .nan, 516, accuracy: 1e-9)
        }
        // First frame: the caret's bottom at 472.009765625 - 20.3265892 = 451.6831764, 4.3168236 pt above
        // the button where the design promises 24; 516 - 451.6831764 = 64.3168236 above the keyboard.
        let first = smoke.reader.state(of: smoke.screen, at: event.time + 1.0 / 60, sinceEvent: 1.0 / 60)
        XCTAssertEqual(first.gapToButton ?? .nan, 4.3168236, accuracy: 2e-6)
        XCTAssertEqual(first.gapToKeyboard ?? .nan, 64.3168236, accuracy: 2e-6)
        // The section grows by L along the same curve: at 0.1 s it is L * 0.7860766 = 15.9472220
        // short of its model height.
        let model = smoke.screen.section(.instructions).frame.height
        let early = smoke.reader.state(of: smoke.screen, at: event.time + 0.1, sinceEvent: 0.1)
        XCTAssertEqual(early.instructionsSection.height, Double(model) - 15.9472220, accuracy: 2e-6)
        // Just before removal (tau -> 0.5) the offset is -20.287109375 * 0.3679075 = -7.4637797: the
        // origin jumps by 7.46 pt when the animation is removed at 0.4 s and the model shows.
        let late = smoke.reader.state(of: smoke.screen, at: event.time + 0.4 - 1e-9, sinceEvent: 0.4)
        XCTAssertEqual(late.scrollOriginY, 40.009765625 - 7.4637797, accuracy: 1e-5)
        let settled = smoke.reader.state(of: smoke.screen, at: event.time + 0.4, sinceEvent: 0.4)
        XCTAssertEqual(settled.scrollOriginY, 40.009765625, accuracy: 1e-9)
        XCTAssertEqual(settled.gapToButton ?? .nan, 24, accuracy: 1e-9)
    }

    func testFramesStopAtTheTransitionsEnd() async throws {
        let smoke = SmokeNewline()
        // 0.4 s at 60 fps: 24 frames, at event time + 1/60 ... + 24/60; the last is at rest.
        let frames = smoke.reader.states(of: smoke.screen, after: smoke.event, until: smoke.event.settles)
        XCTAssertEqual(frames.count, 24)
        XCTAssertEqual(frames.first?.sinceEvent ?? .nan, 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(frames.last?.scrollOriginY ?? .nan, 40.009765625, accuracy: 1e-9)
    }

    func testAnEventLaterForgetsWhatEnded() async throws {
        let smoke = SmokeNewline()
        var reader = smoke.reader
        // The newline's animations (scroll, section, column) run from 12 s; a manual scroll a
        // second later animates nothing and the reader forgets what ended by then.
        XCTAssertFalse(smoke.screen.animations.records.isEmpty)
        smoke.screen.advanceClock(to: 13)
        smoke.screen.scroll(to: 0)
        let scroll = reader.event(on: smoke.screen, at: 13)
        XCTAssertTrue(smoke.screen.animations.records.isEmpty)
        XCTAssertFalse(scroll.animates)
        XCTAssertFalse(scroll.still, "the origin moved")
        XCTAssertEqual(scroll.settles, 13)
        XCTAssertEqual(reader.states(of: smoke.screen, after: scroll, until: scroll.settles), [])
    }
}
