import HarnessPixels
import HarnessScript
import HarnessScreens
import HarnessPasses
import XCTest
import HarnessCore

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

/// The pixel sweep draws with `renderCulled`; on real frames it must give `render`'s pixels.
final class CulledSweepFramesTests: XCTestCase {
    /// Every frame of the smoke test on two cells, a software keyboard (kept and pasted) and a
    /// hardware one (too short to keep), culled and drawn in full: equal bytes.
    func testCulledFramesOfTheSmokeTestEqualFullDrawings() throws {
        let scenario = try ScenarioParser.parse(contentsOf: "Scenarios/smoke-test.scenario")
        for keyboard in [KeyboardKind.software, .hardware] {
            let variant = Variant(device: Device.named("iphone-se-3")!, settings: Settings(textSize: 19, orientation: .portrait, keyboard: keyboard))
            let culled = try CairoRenderer(), plain = try CairoRenderer()
            var frames = 0
            try ScenarioRunner(variant: variant, appearance: .light).run(scenario) { frame in
                let expected = try plain.render(frame.displayList, scale: 1)
                XCTAssertTrue(try culled.renderCulled(frame.displayList, scale: 1) { $0 } == expected,
                              "\(variant.id) \(frame.record.name) differs")
                frames += 1
            }
            XCTAssertEqual(frames, 24, "the smoke test's 24 frames")
        }
    }
}
