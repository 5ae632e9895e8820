import HarnessPixels
import HarnessScreens
@testable import HarnessPasses
import HarnessRun
import XCTest
import HarnessCore

/// The in-between frames of the smoke test's full-line newline drawn at the presented state and
/// measured from the pixels, at the three times worked by hand in SheetMotionReaderTests:
/// presented origin 40.009765625 - L (1 - x(1.25 t)), L = 20.287109375, caret bottom in scroll
/// 472.009765625, button top 456, so gap = 456 - 472.009765625 + origin:
///   t = 1/60 (frame 1):  origin 20.3265892, gap  4.3168236
///   t = 0.1  (frame 6):  origin 24.0625436, gap  8.0527780
///   t = 0.3  (frame 18): origin 30.3965748, gap 14.3868092
/// The pixels must agree with those within one device pixel (1/3 pt at 3x).
final class DrawnMotionTests: XCTestCase {
    func testDrawnNewlineFramesMeasureTheHandWorkedGaps() throws {
        let scenario = try MotionScenarios.parse("newline\n")
        let device = Device.iPhone15Pro
        let motion = try MotionPass(variant: Variant(device: device), appearance: .light, draws: true).run(scenario)
        let event = try XCTUnwrap(motion.events.last)
        XCTAssertEqual(event.name, "s000-013-newline")
        // The last event: nothing follows, so all 24 frames of the 0.4 s transition at 60 fps.
        XCTAssertEqual(event.states.count, 24)
        XCTAssertEqual(event.displayLists.count, 24)
        let drawing = MotionDrawing(scale: device.scale, appearance: .light, fps: 60)
        let (results, apng) = try drawing.draw(event.displayLists, results: event.states.map(InBetweenFrame.init),
                                               renderer: try CairoRenderer())
        XCTAssertNotNil(apng)
        let cases: [(frame: Int, origin: Double, gap: Double)] = [(1, 20.3265892, 4.3168236), (6, 24.0625436, 8.0527780),
                                                                  (18, 30.3965748, 14.3868092)]
        for c in cases {
            let r = results[c.frame - 1]
            XCTAssertEqual(r.ms, Double(c.frame) * 1000 / 60, accuracy: 1e-3)
            XCTAssertEqual(r.scrollOriginY, c.origin, accuracy: 2e-6, "frame \(c.frame)")
            XCTAssertEqual(r.gap ?? .nan, c.gap, accuracy: 2e-6, "frame \(c.frame)")
            XCTAssertEqual(r.occludedBy, [])
            let measured = try XCTUnwrap(r.measuredGap, "frame \(c.frame): \(r.pixels.map { "\($0)" } ?? "-")")
            XCTAssertEqual(measured, c.gap, accuracy: 1 / device.scale, "frame \(c.frame)")
        }
    }
}
