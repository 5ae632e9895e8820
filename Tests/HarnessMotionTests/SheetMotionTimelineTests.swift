import HarnessCore
import HarnessScreens
import XCTest

/// The presented sheet after the smoke test's full-line newline, worked by hand.
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
/// Presented origin at t = 40.009765625 - L (1 - x(1.25 t)), x from TimingCurveTests:
///   t = 1/60: 1 - x = 0.9702307, L * 0.9702307 = 19.6831764 -> 20.3265892
///   t = 0.1:  1 - x = 0.7860766, L * 0.7860766 = 15.9472220 -> 24.0625436
///   t = 0.3:  1 - x = 0.4738571, L * 0.4738571 =  9.6131908 -> 30.3965748
/// Button top with the keyboard up: 852 - 336 - 8 - 52 = 456.
final class SheetMotionTimelineTests: XCTestCase {
    @MainActor
    func testPresentedOriginAtThreeTimesAfterANewline() async throws {
        let (timeline, index) = try SmokeNewline.timeline()
        let event = timeline.events[index]
        XCTAssertEqual(event.scrollOriginY, 40.009765625, accuracy: 1e-9)
        XCTAssertEqual(event.scrollOffsets.count, 1)
        XCTAssertEqual(event.scrollOffsets.first ?? 0, -20.287109375, accuracy: 1e-9)
        let cases: [(Double, Double)] = [(1.0 / 60, 20.3265892), (0.1, 24.0625436), (0.3, 30.3965748)]
        for (t, origin) in cases {
            let state = try XCTUnwrap(timeline.presentedState(at: event.time + t))
            XCTAssertEqual(state.eventIndex, index)
            XCTAssertEqual(state.scrollOriginY, origin, accuracy: 2e-6, "t = \(t)")
            // The caret jumped to its new line at once and moves only with the scroll.
            let caret = try XCTUnwrap(state.caret)
            XCTAssertEqual(caret.maxY, 472.009765625 - origin, accuracy: 2e-6, "t = \(t)")
            XCTAssertEqual(state.button.minY, 456, accuracy: 1e-9)
            XCTAssertEqual(state.keyboard?.minY ?? .nan, 516, accuracy: 1e-9)
        }
        // First frame: the caret's bottom at 472.009765625 - 20.3265892 = 451.6831764, 4.3168236 pt above
        // the button where the design promises 24; 516 - 451.6831764 = 64.3168236 above the keyboard.
        let first = try XCTUnwrap(timeline.presentedState(at: event.time + 1.0 / 60))
        XCTAssertEqual(first.gapToButton ?? .nan, 4.3168236, accuracy: 2e-6)
        XCTAssertEqual(first.gapToKeyboard ?? .nan, 64.3168236, accuracy: 2e-6)
        // Just before removal (tau -> 0.5) the offset is -20.287109375 * 0.3679075 = -7.4637797: the
        // origin jumps by 7.46 pt when the animation is removed at 0.4 s and the model shows.
        let late = try XCTUnwrap(timeline.presentedState(at: event.time + 0.4 - 1e-9))
        XCTAssertEqual(late.scrollOriginY, 40.009765625 - 7.4637797, accuracy: 1e-5)
        XCTAssertEqual(timeline.scrollJumpAtRemoval(afterEvent: index), 7.4637797, accuracy: 1e-6)
        let settled = try XCTUnwrap(timeline.presentedState(at: event.time + 0.4))
        XCTAssertEqual(settled.scrollOriginY, 40.009765625, accuracy: 1e-9)
        XCTAssertEqual(settled.gapToButton ?? .nan, 24, accuracy: 1e-9)
    }

    @MainActor
    func testFramesStopAtTheTransitionsEnd() async throws {
        let (timeline, index) = try SmokeNewline.timeline()
        // 0.4 s at 60 fps: 24 frames, at event time + 1/60 ... + 24/60; the last is at rest.
        let frames = timeline.frames(afterEvent: index, fps: 60)
        XCTAssertEqual(frames.count, 24)
        XCTAssertEqual(frames.last?.scrollOriginY ?? .nan, 40.009765625, accuracy: 1e-9)
        XCTAssertEqual(timeline.curveNames, [SpringCurve.codebase.name])
    }

    @MainActor
    func testEventsMustNotGoBackInTime() async throws {
        let (built, index) = try SmokeNewline.timeline()
        var timeline = built
        var event = timeline.events[index]
        event.time -= 5
        XCTAssertThrowsError(try timeline.append(event)) { error in
            XCTAssertEqual(error as? MotionError,
                           .eventsOutOfOrder(index: index + 1, time: event.time, previous: event.time + 5))
        }
        XCTAssertNil(timeline.presentedState(at: -1))
    }
}
