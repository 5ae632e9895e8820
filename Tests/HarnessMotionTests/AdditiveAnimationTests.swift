import ComponentFlow
import HarnessScreens
import UIKit
import XCTest

/// UIKit's additive animations as `PresentedTimeline` presents them, worked by hand with the
/// spring values of TimingCurveTests (0.4 s transitions): x(0.125) = 0.2139234, x(0.25) = 0.3896821,
/// x(0.375) = 0.5261429.
@MainActor
final class AdditiveAnimationTests: XCTestCase {
    private let spring = ComponentTransition(animation: .curve(duration: 0.4, curve: .spring))
    private let timeline = UIViewAnimationTimeline()

    /// Runs `change` with `timeline` recording, at `time`.
    private func at(_ time: Double, _ change: () -> Void) {
        let shared = UIViewAnimationTimeline.shared
        UIViewAnimationTimeline.shared = timeline
        defer { UIViewAnimationTimeline.shared = shared }
        timeline.advance(to: time)
        change()
    }

    /// Two newlines 0.1 s apart, each scrolling 20 pt: origin 0 -> 20 at t = 0, 20 -> 40 at t = 0.1,
    /// each assignment followed by the design's additive offset of previous - new = -20.
    func testTwoOverlappingEditsSum() async {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for (time, y) in [(0.0, 20.0), (0.1, 40.0)] {
            at(time) {
                let previous = scroll.bounds.origin
                scroll.bounds.origin.y = CGFloat(y)
                spring.animateBoundsOrigin(view: scroll, from: CGPoint(x: 0, y: previous.y - CGFloat(y)), to: .zero, additive: true)
            }
        }
        let presented = PresentedTimeline(timeline)
        let bounds = presented.track(scroll, .bounds)
        func origin(_ t: Double) -> Double { Double(bounds.presented(at: t).minY) }
        // t = 0.2: first at tau 0.25, second at tau 0.125:
        // 40 - 20 (1 - 0.3896821) - 20 (1 - 0.2139234) = 40 - 12.206358 - 15.721532 = 12.072110.
        XCTAssertEqual(origin(0.2), 12.072110, accuracy: 1e-5)
        XCTAssertEqual(origin(0.2) - Double(scroll.bounds.minY), -27.927890, accuracy: 1e-5)
        // t = 0.1, the second just added (progress 0) and the first at tau 0.125:
        // 40 - 20 (1 - 0.2139234) - 20 = 4.278468.
        XCTAssertEqual(origin(0.1), 4.278468, accuracy: 1e-5)
        // t = 0.4: the first is removed (its time is up); the second at tau 0.375: 40 - 20 (1 - 0.5261429) = 30.522858.
        XCTAssertEqual(origin(0.4), 30.522858, accuracy: 1e-5)
        // t = 0.5: both removed, the model shows; both end by 0.5 s.
        XCTAssertEqual(origin(0.5), 40)
        XCTAssertEqual(presented.settled(after: 0.1), 0.5, accuracy: 1e-12)
    }

    /// A parent's setFrame through an animated transition while another runs on the same view
    /// adds to it (iOS 8 and later): the presented value goes on from where it was, no jump.
    func testASecondFrameAnimationAddsWithoutAJump() async {
        let view = UIView(frame: .zero)
        at(0) { spring.setFrame(view: view, frame: CGRect(x: 0, y: 100, width: 0, height: 0)) }
        let presented = PresentedTimeline(timeline)
        // t = 0.2: 100 - 100 (1 - 0.3896821) = 38.96821.
        XCTAssertEqual(Double(presented.track(view, .frame).presented(at: 0.2).minY), 38.96821, accuracy: 1e-4)
        at(0.2) { spring.setFrame(view: view, frame: CGRect(x: 0, y: 200, width: 0, height: 0)) }
        // At 0.2 the second's offset is -100 in full: 200 - 61.03179 - 100 = 38.96821 again.
        let both = presented.track(view, .frame)
        XCTAssertEqual(Double(both.presented(at: 0.2).minY), 38.96821, accuracy: 1e-4)
        // t = 0.3: 200 - 100 (1 - 0.5261429) - 100 (1 - 0.2139234) = 200 - 47.38571 - 78.60766 = 74.00663.
        XCTAssertEqual(Double(both.presented(at: 0.3).minY), 74.00663, accuracy: 1e-4)
    }

    func testAFrameMovesCornersTogether() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        at(0) { spring.setFrame(view: view, frame: CGRect(x: 0, y: 100, width: 100, height: 150)) }
        let presented = PresentedTimeline(timeline)
        // t = 0.1: y = 100 - 100 (1 - 0.2139234), height = 150 - 100 (1 - 0.2139234).
        let frame = presented.track(view, .frame)
        let r = frame.presented(at: 0.1)
        XCTAssertEqual(Double(r.minY), 21.39234, accuracy: 1e-4)
        XCTAssertEqual(Double(r.height), 71.39234, accuracy: 1e-4)
        XCTAssertEqual(frame.presented(at: 0.4), CGRect(x: 0, y: 100, width: 100, height: 150))
        // Presenting sets the view to it for the read, then puts the model back.
        let during = presented.presenting(at: 0.1) { view.frame }
        XCTAssertEqual(Double(during.minY), 21.39234, accuracy: 1e-4)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 100, width: 100, height: 150))
    }

    /// UIKit's curve bits and the codebase's names map to Core Animation's named curves; springs
    /// take the run's spring (a Bezier here, to tell them apart).
    func testCurvesByName() async throws {
        let bezier = try CubicBezierCurve(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1, durationFactor: 2)
        let presented = PresentedTimeline(timeline, spring: bezier)
        XCTAssertEqual(presented.curve(.named("spring")).name, bezier.name)
        XCTAssertEqual(presented.curve(.spring(dampingRatio: 1, velocity: 0)).name, bezier.name)
        XCTAssertEqual(presented.curve(.options(UIView.AnimationOptions(rawValue: 7 << 16))).name, bezier.name)
        // Linear: progress equals the elapsed fraction (0.25 of 0.4 s at 0.1 s).
        let linear = presented.curve(.options(.curveLinear))
        XCTAssertEqual(linear.progress(elapsed: 0.1, transitionDuration: 0.4), 0.25, accuracy: 1e-6)
        XCTAssertEqual(presented.curve(.named("linear")).progress(elapsed: 0.1, transitionDuration: 0.4), 0.25, accuracy: 1e-6)
    }
}
