import HarnessScript
import HarnessScreens
@testable import HarnessPasses
import XCTest
import HarnessCore

/// The sweep engine on small axes, with numbers worked out by hand from sheet-geometry.md and
/// SF Pro Text's line metrics (unitsPerEm 2048, ascender 1950, descender -494).
final class SweepEngineTests: XCTestCase {
    /// Types `lines` lines in Instructions (14 make the design scroll with a keyboard up).
    private func typingScenario(lines: Int = 14) throws -> Scenario {
        let text = (1...lines).map { "Line \($0)" }.joined(separator: "\\n")
        let source = "scenario \"typing\"\nopen create\ntap instructions\ntype \"\(text)\"\nexpect caret-gap 24\n"
        return try ScenarioParser.parse(bytes: Array(source.utf8), path: "typing.scenario")
    }

    func testCellsComeInMatrixOrderOncePerCombination() throws {
        let axes = SweepAxes(devices: [.iPhone15Pro, Device.named("iphone-se-3")!], orientations: [.portrait, .landscape],
                             textSizes: [14, 26], keyboards: [.software, .none])
        var ids: [String] = []
        try SweepEngine(axes: axes, scenarios: [typingScenario()], batchSize: 3).run { ids.append($0.id) }
        XCTAssertEqual(ids, axes.variants.map(\.id))
        XCTAssertEqual(ids.count, 16)  // 2 x 2 x 2 x 2
        XCTAssertEqual(Set(ids).count, 16)
    }

    func testPortraitDefaultHoldsAt24() throws {
        let axes = SweepAxes(devices: [.iPhone15Pro], orientations: [.portrait], textSizes: [17], keyboards: [.software])
        var cells: [SweepCell] = []
        try SweepEngine(axes: axes, scenarios: [typingScenario()]).run { cells.append($0) }
        let cell = try XCTUnwrap(cells.first)
        // The typed text ends 14 lines down, past visibleBottom: the design scrolls, gap exactly 24.
        XCTAssertEqual(cell.minScrolledGap ?? 0, 24, accuracy: 1e-9)
        XCTAssertEqual(cell.verdict, .holds)
        XCTAssertEqual(cell.brokenFrames, 0)
        // 17 * 2444 / 2048 = 41548 / 2048, read off the run's caret.
        XCTAssertEqual(cell.lineHeight ?? 0, 20.287109375, accuracy: 1e-9)
        XCTAssertEqual(cell.inputHeight, 336)
    }

    func testLandscapeCaretLandsUnderTheHeader() throws {
        // iPhone 15 Pro landscape, software keyboard with the bar (209): button top
        // 393 - 209 - 8 - 52 = 124; the design puts the caret's bottom 24 above it, at 100, so its
        // top is at 100 - 20.287109375 = 79.712890625, above the pinned header's bottom 10 + 80 = 90.
        let axes = SweepAxes(devices: [.iPhone15Pro], orientations: [.landscape], textSizes: [17], keyboards: [.software])
        var cells: [SweepCell] = []
        try SweepEngine(axes: axes, scenarios: [typingScenario()]).run { cells.append($0) }
        let cell = try XCTUnwrap(cells.first)
        let last = try XCTUnwrap(cell.scenarios.first?.frames.last)
        XCTAssertEqual(last.button.y, 124)
        XCTAssertEqual(last.caret?.maxY ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(last.caret?.y ?? 0, 79.712890625, accuracy: 1e-9)
        XCTAssertEqual(last.header.maxY, 90, accuracy: 1e-9)
        XCTAssertEqual(last.occludedBy, [.header])
        XCTAssertEqual(cell.verdict, .breaks)
        XCTAssertGreaterThan(cell.coveredAfterEdit.header, 0)
        XCTAssertGreaterThan(cell.brokenFrames, 0)
        XCTAssertEqual(cell.sheetWidth, 275)  // 393 - 2 * 59
    }

    func testNoInputViewIsTheKnownDisagreementNotABreak() throws {
        // Keyboard `none` on iPhone 15 Pro: inputHeight 0, so visibleBottom = maxY - 84 while the
        // button's top is at 852 - max(34, 30) - 52 = 766: the tracked caret ends at 852 - 84 = 768,
        // 2 pt into the button (gap -2). 30 lines: the caret's bottom, 64 + 286.287109375 +
        // 30 * 20.287109375 = 958.900390625 in scroll space, is past 768, so the design scrolls.
        let axes = SweepAxes(devices: [.iPhone15Pro], orientations: [.portrait], textSizes: [17], keyboards: [.none])
        var cells: [SweepCell] = []
        try SweepEngine(axes: axes, scenarios: [typingScenario(lines: 30)]).run { cells.append($0) }
        let cell = try XCTUnwrap(cells.first)
        XCTAssertNil(cell.minScrolledGap, "no input view ever showed")
        XCTAssertEqual(cell.minScrolledGapNoInputView ?? 0, -2, accuracy: 1e-9)
        XCTAssertEqual(cell.brokenFrames, 0)
        XCTAssertEqual(cell.keyboardHiddenFindings, 1)
        XCTAssertEqual(cell.verdict, .warns)
        XCTAssertEqual(cell.coveredAfterEdit.button, 1)
        XCTAssertEqual(cell.failedExpectations, 1, "the exact caret-gap 24 fails: the model gap is -2")
    }
}
