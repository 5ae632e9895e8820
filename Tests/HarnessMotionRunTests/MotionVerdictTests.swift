import ComponentFlow
import HarnessScreens
@testable import HarnessPasses
import HarnessRun
import HarnessScript
import XCTest

/// Spring values (0.4 s transitions play 1.25 s of spring time a second) from the closed form
/// worked in HarnessMotionTests/TimingCurveTests: roots of 3 s^2 + 500 s + 1000 = 0 are
/// s1 = -2.0245939, s2 = -164.6420728; x(tau) = 1 + (s2 e^(s1 tau) - s1 e^(s2 tau)) / (s1 - s2).
///   x(1.25/60) = 0.0297693, x(0.125) = 0.2139234, x(0.25) = 0.3896821,
///   x(1.25 * 12/60 = 0.25) = 0.3896821, x(1.25 * 13/60 = 0.2708333) = 1 - 1.0124510 e^(-0.5483317) = 0.4148894.
/// L = 20.287109375 (a 17 pt line), button top 456, keyboard top 516.
final class MotionVerdictTests: XCTestCase {
    private func judged(_ tail: String) throws -> (FramesDocument, [MotionEventResult]) {
        let scenario = try MotionScenarios.parse(tail)
        var runner = ScenarioRunner(device: .iPhone15Pro, appearance: .light)
        runner.draws = false
        let frames = try runner.records(of: scenario).map { FrameResult(record: $0, png: $0.name + ".png") }
        let document = FramesDocument(scenario: scenario.name, scenarioPath: scenario.path, scenarioHash: "", device: "iphone-15-pro",
                                      appearance: "light", scale: 3, screen: JSONRect(.init(x: 0, y: 0, width: 393, height: 852)),
                                      constants: .design, frames: frames)
        let motion = try MotionPass(variant: Variant(device: .iPhone15Pro), appearance: .light, draws: false).run(scenario)
        let events = motion.events.map {
            MotionEventResult(frame: $0.name, event: "", time: $0.time, curve: motion.curveName, fps: 60,
                              frames: $0.states.map(InBetweenFrame.init))
        }
        var inBetween: [String: [InBetweenFrame]] = [:]
        for event in events { inBetween[event.frame] = event.frames }
        return (MotionVerdicts.apply(inBetween: inBetween, to: document, curve: motion.curveName, fps: 60, drawn: false), events)
    }

    /// `wait 0.1` then `newline 2` (the first 0.1 s after the typing, whose spring moves nothing):
    /// each newline scrolls a line (19.72265625 -> 40.009765625 ->
    /// 60.296875), each adding an offset of -L. The first newline's frames stop before the
    /// second (frames at 1/60 ... 5/60: 5). 0.1 s after the second (0.2 s after the first):
    ///   origin = 60.296875 - L (1 - x(0.25)) - L (1 - x(0.125))
    ///          = 60.296875 - L (0.6103179 + 0.7860766) = 60.296875 - 28.3288081 = 31.9680669,
    /// caret bottom in scroll 472.009765625 + L = 492.296875, so the gap is
    ///   456 - 492.296875 + 31.9680669 = -4.3288081: under the button's top.
    func testTwoOverlappingNewlinesSumThroughTheRunner() throws {
        let (_, events) = try judged("wait 0.1\nnewline 2\n")
        let first = try XCTUnwrap(events.first { $0.frame == "s000-013-newline" })
        let second = try XCTUnwrap(events.first { $0.frame == "s000-014-newline" })
        XCTAssertEqual(first.frames.count, 5)
        XCTAssertEqual(second.time - first.time, 0.1, accuracy: 1e-12)
        let at = try XCTUnwrap(second.frames.first { abs($0.ms - 100) < 1e-6 })
        XCTAssertEqual(at.scrollOriginY, 31.9680669, accuracy: 1e-5)
        XCTAssertEqual(at.gap ?? .nan, -4.3288081, accuracy: 1e-5)
        XCTAssertEqual(at.occludedBy, [.button])
    }

    /// Scroll to the top, then type: the design scrolls back at once (origin 0 -> 40.009765625:
    /// the caret's bottom 472.009765625 - 432) with an offset of -40.009765625, so the presented
    /// origin is 40.009765625 x(1.25 t) and the gap 456 - 472.009765625 + 40.009765625 x
    ///   = -16.009765625 + 40.009765625 x, negative (caret under the button's top) while
    /// x < 0.4001464: frames 1 to 12 (x(0.25) = 0.3896821 < 0.4001464 < x(0.2708333) = 0.4148894),
    /// 12 frames = 200.0 ms, 16.7 ms to 200.0 ms. The keyboard (516) is never reached: its gap is
    /// 43.990234375 + origin > 0. Smallest gap at frame 1: -16.009765625 + 40.009765625 * 0.0297693
    ///   = -16.009765625 + 1.1910627 = -14.8187029, "-14.8 pt".
    func testACoveredTrackedEditFailsItsMotionExpectationWithMsAndByWhat() throws {
        let (document, _) = try judged("""
            newline
            scroll to top
            type "!"
            expect caret-visible during motion
            expect caret-gap >= 24 during motion
            expect caret-gap >= 24

            """)
        let frame = try XCTUnwrap(document.frames.last)
        XCTAssertEqual(frame.eventDescription, "type \"!\"")
        let spring = SpringCurve.codebase.name
        let covered = "caret covered for 200.0 ms (frames 16.7 ms to 200.0 ms after the event) by the button; "
            + "smallest gap -14.8 pt at 16.7 ms; curve \(spring)"
        XCTAssertEqual(frame.motion?.warning, "design warning during motion: " + covered)
        XCTAssertEqual(frame.motion?.coveredMs ?? .nan, 200, accuracy: 1e-9)
        XCTAssertEqual(frame.motion?.smallestGap ?? .nan, -14.8187029, accuracy: 1e-5)
        XCTAssertEqual(frame.expectations.count, 3)
        let visible = frame.expectations[0], gap = frame.expectations[1], rest = frame.expectations[2]
        XCTAssertFalse(visible.passed)
        // The one judge's words (`ExpectationChecker.checkDuringMotion`): the first moment that breaks
        // it, how many of the 24 moments and the frame at rest do.
        XCTAssertEqual(visible.message, "the caret is hidden by button at 16.7 ms "
                       + "(12 of 25 moments over 24 in-between moments and the frame at rest)")
        XCTAssertFalse(gap.passed)
        XCTAssertTrue(gap.message.hasPrefix("model gap -14.8 pt at 16.7 ms, expected "), gap.message)
        XCTAssertTrue(gap.message.hasSuffix("; smallest -14.8 pt at 16.7 ms over 24 in-between moments and the frame at rest"),
                      gap.message)
        // The same rule at rest holds: the design's 24 pt once the spring is removed.
        XCTAssertTrue(rest.passed, rest.message)
        XCTAssertEqual(frame.verdict, .fail)
    }
}
