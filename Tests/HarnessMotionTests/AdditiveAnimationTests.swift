import HarnessScreens
import HarnessCore
import XCTest

/// Overlapping additive offsets and replaced frame animations, worked by hand with the spring
/// values of TimingCurveTests (0.4 s transitions): x(0.125) = 0.2139234, x(0.25) = 0.3896821,
/// x(0.375) = 0.5261429.
final class AdditiveAnimationTests: XCTestCase {
    private let spring = MotionTransition(duration: 0.4, curve: SpringCurve.codebase)

    /// Two newlines 0.1 s apart, each scrolling 20 pt: origin 0 -> 20 at t = 0, 20 -> 40 at t = 0.1,
    /// each assignment followed by an additive offset of previous - new = -20.
    func testTwoOverlappingEditsSum() {
        var origin = AnimatedValue(0)
        origin.assign(20, at: 0)
        origin.addAdditive(offset: -20, at: 0, transition: spring)
        origin.assign(40, at: 0.1)
        origin.addAdditive(offset: -20, at: 0.1, transition: spring)
        // t = 0.2: first at tau 0.25, second at tau 0.125:
        // 40 - 20 (1 - 0.3896821) - 20 (1 - 0.2139234) = 40 - 12.206358 - 15.721532 = 12.072110.
        XCTAssertEqual(origin.presented(at: 0.2), 12.072110, accuracy: 1e-5)
        XCTAssertEqual(origin.additiveOffset(at: 0.2), -27.927890, accuracy: 1e-5)
        // t = 0.1, the second just added (progress 0) and the first at tau 0.125:
        // 40 - 20 (1 - 0.2139234) - 20 = 4.278468.
        XCTAssertEqual(origin.presented(at: 0.1), 4.278468, accuracy: 1e-5)
        // t = 0.4: the first is removed (its time is up); the second at tau 0.375: 40 - 20 (1 - 0.5261429) = 30.522858.
        XCTAssertEqual(origin.presented(at: 0.4), 30.522858, accuracy: 1e-5)
        // t = 0.5: both removed, the model shows.
        XCTAssertEqual(origin.presented(at: 0.5), 40)
    }

    /// A parent's setFrame through an animated transition starts from the presented value and
    /// replaces the running frame animation.
    func testFrameAnimationRestartsFromThePresentedValue() {
        var y = AnimatedValue(0)
        y.set(100, at: 0, transition: spring)
        // t = 0.2: 100 * 0.3896821 = 38.96821.
        XCTAssertEqual(y.presented(at: 0.2), 38.96821, accuracy: 1e-4)
        y.set(200, at: 0.2, transition: spring)
        XCTAssertEqual(y.animations.count, 1)
        // t = 0.3 (0.1 s in, tau 0.125): 38.96821 + (200 - 38.96821) * 0.2139234 = 38.96821 + 34.44847 = 73.41668.
        XCTAssertEqual(y.presented(at: 0.3), 73.41668, accuracy: 1e-4)
        // Immediate: the value jumps and nothing runs.
        y.set(5, at: 0.35, transition: .immediate)
        XCTAssertEqual(y.presented(at: 0.36), 5)
        XCTAssertTrue(y.animations.isEmpty)
    }

    func testAnimatedRectMovesCornersTogether() {
        var rect = AnimatedRect(Rect(x: 0, y: 0, width: 100, height: 50))
        rect.set(Rect(x: 0, y: 100, width: 100, height: 150), at: 0, transition: spring)
        // t = 0.1: y = 100 * 0.2139234, height = 50 + 100 * 0.2139234.
        let r = rect.presented(at: 0.1)
        XCTAssertEqual(r.minY, 21.39234, accuracy: 1e-4)
        XCTAssertEqual(r.height, 71.39234, accuracy: 1e-4)
        XCTAssertEqual(rect.presented(at: 0.4), Rect(x: 0, y: 100, width: 100, height: 150))
    }
}
