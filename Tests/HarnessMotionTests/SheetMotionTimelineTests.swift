import HarnessGeometry
import HarnessMotion
import HarnessSheet
import XCTest

/// The presented sheet after the smoke test's full-line newline, worked by hand.
///
/// DejaVu Sans 17 pt: a line is (1901 + 483) * 17 / 2048 = 19.7890625 pt. Content y in scroll = 64
/// (topInset 0: the content is taller than 852 - 64 - 336). Instructions text top in scroll
/// = 64 + 285.7890625 = 349.7890625; "Rewrite the message in a warm, friendly tone." wraps to two
/// lines, so after the third newline the caret is on line index 4 and after the fourth on index 5:
///   caret maxY = 349.7890625 + 6 * 19.7890625 = 468.5234375 (scroll coordinates).
/// visibleBottom = origin + 852 - 336 - 60 - 24 = origin + 432, so the origin goes
///   from 349.7890625 + 5 * 19.7890625 - 432 = 16.734375 to 468.5234375 - 432 = 36.5234375,
/// and the design adds an offset of 16.734375 - 36.5234375 = -19.7890625 decaying along the spring.
/// Presented origin at t = 36.5234375 - 19.7890625 (1 - x(1.25 t)), x from TimingCurveTests:
///   t = 1/60: 1 - x = 0.9702307, 19.7890625 * 0.9702307 = 19.1999559 -> 17.3234816
///   t = 0.1:  1 - x = 0.7860766, 19.7890625 * 0.7860766 = 15.5557187 -> 20.9677188
///   t = 0.3:  1 - x = 0.4738571, 19.7890625 * 0.4738571 =  9.3771878 -> 27.1462497
/// Button top with the keyboard up: 852 - 336 - 8 - 52 = 456.
final class SheetMotionTimelineTests: XCTestCase {
    func testPresentedOriginAtThreeTimesAfterANewline() throws {
        let (timeline, index) = try SmokeNewline.timeline()
        let event = timeline.events[index]
        XCTAssertEqual(event.scrollOriginY, 36.5234375, accuracy: 1e-9)
        XCTAssertEqual(event.scrollOffsets.count, 1)
        XCTAssertEqual(event.scrollOffsets.first ?? 0, -19.7890625, accuracy: 1e-9)
        let cases: [(Double, Double)] = [(1.0 / 60, 17.3234816), (0.1, 20.9677188), (0.3, 27.1462497)]
        for (t, origin) in cases {
            let state = try XCTUnwrap(timeline.presentedState(at: event.time + t))
            XCTAssertEqual(state.eventIndex, index)
            XCTAssertEqual(state.scrollOriginY, origin, accuracy: 2e-6, "t = \(t)")
            // The caret jumped to its new line at once and moves only with the scroll.
            let caret = try XCTUnwrap(state.caret)
            XCTAssertEqual(caret.maxY, 468.5234375 - origin, accuracy: 2e-6, "t = \(t)")
            XCTAssertEqual(state.button.minY, 456, accuracy: 1e-9)
            XCTAssertEqual(state.keyboard?.minY ?? .nan, 516, accuracy: 1e-9)
        }
        // First frame: the caret's bottom at 468.5234375 - 17.3234816 = 451.1999559, 4.8000441 pt above the
        // button where the design promises 24; 516 - 451.1999559 = 64.8000441 above the keyboard.
        let first = try XCTUnwrap(timeline.presentedState(at: event.time + 1.0 / 60))
        XCTAssertEqual(first.gapToButton ?? .nan, 4.8000441, accuracy: 2e-6)
        XCTAssertEqual(first.gapToKeyboard ?? .nan, 64.8000441, accuracy: 2e-6)
        // Just before removal (tau -> 0.5) the offset is -19.7890625 * 0.3679075 = -7.2805447: the origin
        // jumps by 7.28 pt when the animation is removed at 0.4 s and the model shows.
        let late = try XCTUnwrap(timeline.presentedState(at: event.time + 0.4 - 1e-9))
        XCTAssertEqual(late.scrollOriginY, 36.5234375 - 7.2805447, accuracy: 1e-5)
        XCTAssertEqual(timeline.scrollJumpAtRemoval(afterEvent: index), 7.2805447, accuracy: 1e-6)
        let settled = try XCTUnwrap(timeline.presentedState(at: event.time + 0.4))
        XCTAssertEqual(settled.scrollOriginY, 36.5234375, accuracy: 1e-9)
        XCTAssertEqual(settled.gapToButton ?? .nan, 24, accuracy: 1e-9)
    }

    func testFramesStopAtTheTransitionsEnd() throws {
        let (timeline, index) = try SmokeNewline.timeline()
        // 0.4 s at 60 fps: 24 frames, at event time + 1/60 ... + 24/60; the last is at rest.
        let frames = timeline.frames(afterEvent: index, fps: 60)
        XCTAssertEqual(frames.count, 24)
        XCTAssertEqual(frames.last?.scrollOriginY ?? .nan, 36.5234375, accuracy: 1e-9)
        XCTAssertEqual(timeline.curveNames, [SpringCurve.codebase.name])
    }

    func testEventsMustNotGoBackInTime() throws {
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
