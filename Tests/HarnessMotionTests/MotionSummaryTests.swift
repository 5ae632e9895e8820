import HarnessCore
import HarnessScreens
import XCTest

/// A small sheet worked by hand: 100 x 200 pt screen, button 150...170, keyboard from 170; the caret
/// 156...176 in scroll coordinates (section at y 100 in the content, caret at y 56 in the section).
/// The event at t = 1 scrolls the origin 0 -> 30 with an additive offset of -30 on a 0.4 s spring, so
/// the presented origin is 30 x(1.25 s) (s seconds after the event) and the caret's bottom on screen
/// 176 - 30 x: the gap to the button is 30 x - 26 and to the keyboard 30 x - 6.
/// x stays below 0.6320925 until removal at 0.4 s, so 176 - 30 x > 150 in frames 1...23 (button);
/// frame 24 (at 0.4 s) shows the model, caret bottom 146. The keyboard covers while 30 x < 6, x < 0.2:
/// frame 5 (tau 0.1041667): e^(-2.0245939 * 0.1041667) = e^(-0.2108952) = 0.8098619, x = 1 - 1.01245 * 0.8098619 = 0.1800549;
/// frame 6 (tau 0.125): x = 0.2139234. So frames 1...5.
/// Frame 1: x = 0.0297693, gaps 0.893079 - 26 = -25.106921 and 0.893079 - 6 = -5.106921.
final class MotionSummaryTests: XCTestCase {
    func testCoveredFramesAndSmallestGaps() throws {
        let layout = SheetLayout(
            content: Rect(x: 0, y: 0, width: 100, height: 400), titleSection: Rect(x: 0, y: 0, width: 100, height: 10),
            instructionsSection: Rect(x: 0, y: 100, width: 100, height: 100), button: Rect(x: 0, y: 150, width: 100, height: 20),
            keyboard: Rect(x: 0, y: 170, width: 100, height: 30), caretField: .instructions,
            caretInSection: Rect(x: 10, y: 56, width: 2, height: 20))
        var timeline = SheetMotionTimeline(screenSize: Size(width: 100, height: 200))
        try timeline.append(SheetMotionEvent(time: 0, label: "rest", transition: .immediate, scrollOriginY: 0,
                                             scrollOffsets: [], layout: layout))
        try timeline.append(SheetMotionEvent(time: 1, label: "newline",
                                             transition: MotionTransition(duration: 0.4, curve: SpringCurve.codebase),
                                             scrollOriginY: 30, scrollOffsets: [-30], layout: layout))
        let summary = timeline.summary(afterEvent: 1, fps: 60)
        XCTAssertEqual(summary.frames, 24)
        XCTAssertEqual(summary.framesCoveredByButton, 23)
        XCTAssertEqual(summary.framesCoveredByKeyboard, 5)
        XCTAssertEqual(summary.framesCovered, 23)
        XCTAssertEqual(summary.coveredDuration, 23.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(summary.smallestGapToButton ?? .nan, -25.106921, accuracy: 2e-6)
        XCTAssertEqual(summary.smallestGapToKeyboard ?? .nan, -5.106921, accuracy: 2e-6)
        // The same frames by time window: 1 + 1/60 ... 1.4 is 24 frames; to 1.5, 30 (six more at rest).
        XCTAssertEqual(timeline.summary(from: 1, to: 1.4), summary)
        XCTAssertEqual(timeline.frames(from: 1, to: 1.5).count, 30)
        // At rest after removal the caret is 4 pt above the button.
        XCTAssertEqual(timeline.presentedState(at: 1.4)?.gapToButton ?? .nan, 4, accuracy: 1e-9)
    }
}
