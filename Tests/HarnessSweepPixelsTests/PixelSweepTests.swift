import HarnessScenario
import HarnessSheet
import HarnessSweep
import HarnessSweepPixels
import XCTest

/// `sweep --pixels` on single cells: frames drawn at scale 1, the gap measured and agreeing.
final class PixelSweepTests: XCTestCase {
    private let tiny = "scenario \"tiny\"\nopen create\ntap title\ntype \"a\"\n"

    /// Three frames: the opened sheet (no caret: the pixels must find none either), the title
    /// focused and one letter typed (a caret the model and the pixels both place).
    func testEveryFrameIsDrawnAndAgreesOnALandscapeHardwareCell() throws {
        let scenario = try ScenarioParser.parse(bytes: Array(tiny.utf8), path: "tiny.scenario")
        let variant = Variant(device: Device.named("iphone-se-3")!, settings: Settings(textSize: 26, orientation: .landscape, keyboard: .hardware))
        let found = try PixelSweep(scenarios: [scenario]).findings(for: variant)
        XCTAssertEqual(found.frames, 3)
        XCTAssertEqual(found.scale, 1)
        XCTAssertEqual(found.disagreements, [])
        XCTAssertEqual(found.notAsked, 1, "only the opened sheet has no caret")
        XCTAssertEqual(found.agreed, 2)
    }

    func testACellReadsBackItsVariant() throws {
        let axes = SweepAxes(devices: [.iPhone15Pro], orientations: [.landscape], textSizes: [23], keyboards: [.softwareNoPredictive])
        var cells: [SweepCell] = []
        try SweepEngine(axes: axes, scenarios: [try ScenarioParser.parse(bytes: Array(tiny.utf8), path: "tiny.scenario")]).run { cells.append($0) }
        let variant = try PixelSweep.variant(of: try XCTUnwrap(cells.first))
        XCTAssertEqual(variant, axes.variants[0])
        // The 6.1" class in landscape without the predictive bar: 172 pt (sheet-geometry.md's table).
        XCTAssertEqual(variant.inputHeight, 172)
    }
}
