import HarnessPixels
import HarnessCore
@testable import HarnessRun
import HarnessScript
import HarnessScreens
import HarnessTestSupport
import XCTest

/// The pixels are a second opinion: a renderer that draws the caret somewhere else than the
/// model says must be caught even when the model's own numbers are right.
final class CrossCheckTests: XCTestCase {
    /// Frame 11 of the smoke test (the caret tracked to 24 pt above the button), its display list
    /// with the caret moved by `dy` points, drawn and checked.
    private func checkedFrame11(movingCaretBy dy: Double) throws -> FrameResult {
        let scenario = try ScenarioParser.parse(contentsOf: TestPaths.smokeScenario)
        var frames = ScenarioRunner(device: .iPhone15Pro, appearance: .light).frames(of: scenario)
        var frame: RunFrame?
        for _ in 0..<11 { frame = try frames.next() }
        let run = try XCTUnwrap(frame)
        XCTAssertEqual(run.record.name, "s004-007-newline")
        let tint = Appearance.light.palette.tint
        var moved = 0
        var list = run.displayList
        list.commands = list.commands.map { command in
            // The caret is the one 2 pt wide fill in the tint colour.
            if case let .fill(rect, radii, color) = command, color == tint, rect.width == 2 {
                moved += 1
                return .fill(rect.offsetBy(dx: 0, dy: dy), radii: radii, color: color)
            }
            return command
        }
        XCTAssertEqual(moved, 1)
        let image = try CairoRenderer().render(list, scale: 3)
        let checker = PixelCheck(device: .iPhone15Pro, appearance: .light)
        return checker.check(FrameResult(record: run.record, png: "s004-007-newline.png"), image: image)
    }

    func testACaretDrawnWhereTheModelSaysPasses() throws {
        let entry = try checkedFrame11(movingCaretBy: 0)
        XCTAssertEqual(entry.caretGapToButton ?? 0, 24, accuracy: 1e-9)
        XCTAssertEqual(entry.measuredGap?.gap ?? 0, 24, accuracy: 1.0 / 3)
        XCTAssertEqual(entry.verdict, .pass)
    }

    func testACaretDrawnTwoPointsLowIsADisagreement() throws {
        let entry = try checkedFrame11(movingCaretBy: 2)
        // The model still says 24; the pixels say 24 - 2 = 22.
        XCTAssertEqual(entry.caretGapToButton ?? 0, 24, accuracy: 1e-9)
        XCTAssertEqual(entry.measuredGap?.gap ?? 0, 22, accuracy: 1.0 / 3)
        XCTAssertEqual(entry.verdict, .fail)
        let failures = entry.expectations.filter { !$0.passed }.map(\.message)
        XCTAssertTrue(failures.contains("renderer and model disagree at frame s004-007-newline: model 24.0 pt, pixels 22.0 pt"), "\(failures)")
        // The smoke test's `expect caret-gap >= 24` on this frame now fails on the pixel side too: 22 < 24 - 0.5.
        XCTAssertTrue(failures.contains { $0.hasPrefix("model gap 24.0 pt, expected >= 24.0 pt; pixels 22.0 pt") }, "\(failures)")
    }
}
