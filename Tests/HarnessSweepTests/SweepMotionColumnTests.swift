import HarnessScript
import HarnessScreens
@testable import HarnessPasses
import XCTest

/// The sweep's motion column on one cell, worked by hand (HarnessMotionTests/SheetMotionReaderTests
/// for the numbers): the smoke test's step 4 up to "Sign off with a smile." and the newline after
/// it, iPhone 15 Pro portrait, 17 pt, software keyboard. That newline scrolls a full line
/// (origin 19.72265625 -> 40.009765625); its first in-between frame (t = 1/60) has the presented
/// origin 40.009765625 - L (1 - x(1.25/60)) = 20.3265892, so the caret's bottom is at
/// 472.009765625 - 20.3265892 = 451.6831764 and the gap to the button (456) 4.3168236 pt, while
/// at rest it is 24. The earlier newlines and typing do not scroll; their gaps stay at 44.85,
/// 24.56 (the rest value: nothing moves) or larger. A multi-line `type` is a paste and not counted.
final class SweepMotionColumnTests: XCTestCase {
    func testAScrollingNewlineComesUnder24InMotion() throws {
        let source = """
            scenario "newline"
            open create
            tap title
            type "M"
            type "y style"
            tap instructions
            type "Rewrite the message in a warm, friendly tone."
            newline
            type "Keep it short."
            newline
            type "Use plain words."
            newline
            type "Sign off with a smile."
            newline

            """
        let scenario = try ScenarioParser.parse(bytes: Array(source.utf8), path: "newline.scenario")
        let axes = SweepAxes(devices: [.iPhone15Pro], orientations: [.portrait], textSizes: [17], keyboards: [.software])
        var cells: [SweepCell] = []
        try SweepEngine(axes: axes, scenarios: [scenario]).run { cells.append($0) }
        let cell = try XCTUnwrap(cells.first)
        XCTAssertEqual(cell.minScrolledGap ?? .nan, 24, accuracy: 1e-9)
        XCTAssertEqual(cell.minMotionGap ?? .nan, 4.3168236, accuracy: 2e-6)
        // The caret's bottom (451.68) stays above the button's top (456): never covered.
        XCTAssertEqual(cell.motionCoveredMs ?? .nan, 0)
        var tally = SweepMotionTally()
        tally.add(cell)
        XCTAssertEqual(tally.holdAtRestNotInMotion, [cell.id])
    }
}
