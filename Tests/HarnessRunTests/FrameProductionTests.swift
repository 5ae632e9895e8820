import HarnessPixels
import HarnessRun
import HarnessScript
import HarnessScreens
import HarnessTestSupport
import Synchronization
import XCTest

final class FrameProductionTests: XCTestCase {
    private func produce(_ path: String) async throws -> (FramesDocument, [String: [UInt8]]) {
        let options = try HarnessOptions(scenarios: [path], device: nil, appearance: nil, out: nil, goldens: nil)
        let pngs = Mutex<[String: [UInt8]]>([:])
        let document = try await FrameProducer(options: options).produce(try ScenarioParser.parse(contentsOf: path)) { frame in
            let bytes = try PNGCodec.encode(frame.image, compression: .fast)
            pngs.withLock { $0[frame.relativePath] = bytes }
        }
        return (document, pngs.withLock { $0 })
    }

    func testSameScenarioTwiceGivesByteIdenticalPNGs() async throws {
        let (_, first) = try await produce(TestPaths.smokeScenario)
        let (_, second) = try await produce(TestPaths.smokeScenario)
        XCTAssertEqual(first.count, 24)
        XCTAssertEqual(first, second)
    }

    /// frames.json against the model, by hand (iPhone 15 Pro, 17 pt: SF Pro Text's line height
    /// (1950 + 494) * 17 / 2048 = 20.287109375; button top with the keyboard 852 - 336 - 8 - 52 = 456).
    func testFramesJSONNumbersByHand() async throws {
        let (doc, _) = try await produce(TestPaths.smokeScenario)
        XCTAssertEqual(doc.device, "iphone-15-pro")
        XCTAssertEqual(doc.scale, 3)
        XCTAssertEqual(doc.constants.bottomActionAreaHeight, 60)
        let open = doc.frames[0]
        XCTAssertEqual(open.name, "s001-001-open-create")
        XCTAssertNil(open.caret)
        XCTAssertNil(open.keyboard)
        XCTAssertEqual(open.button.y, 766)  // 852 - max(34, 30) - 52
        // Empty content 363 + 2 * (20.287109375 + 32) = 467.57421875; topInset 852 - 64 - 467.57421875
        // = 320.42578125, so the header sits at 320.42578125 + 64 = 384.42578125.
        XCTAssertEqual(open.header.y, 384.42578125, accuracy: 1e-9)

        let tapTitle = doc.frames[1]
        XCTAssertEqual(tapTitle.hint, .textFocusChanged)
        XCTAssertEqual(tapTitle.inputHeight, 336)
        XCTAssertEqual(tapTitle.caret?.y ?? 0, 274, accuracy: 1e-9)  // 64 + 70 + 100 + 24 + 16
        XCTAssertEqual(tapTitle.caretGapToButton ?? 0, 456 - (274 + 20.287109375), accuracy: 1e-9)
        XCTAssertEqual(tapTitle.keyboard?.y ?? 0, 516)

        // Frame 11: the fifth line. Caret bottom in scroll space 64 + 286.287109375 + 5 * 20.287109375
        // = 451.72265625; origin 451.72265625 - 432 = 19.72265625; gap exactly 24.
        let tracked = doc.frames[10]
        XCTAssertEqual(tracked.name, "s004-007-newline")
        XCTAssertEqual(tracked.scrollOriginBefore, 0)
        XCTAssertEqual(tracked.scrollOriginY, 19.72265625, accuracy: 1e-9)
        XCTAssertEqual(tracked.caretInScroll?.y ?? 0, 451.72265625 - 20.287109375, accuracy: 1e-9)
        XCTAssertEqual(tracked.caretGapToButton ?? 0, 24, accuracy: 1e-9)
        XCTAssertEqual(tracked.recenter, .scrolled)
        XCTAssertEqual(tracked.measuredGap?.gap ?? 0, 24, accuracy: 1.0 / 3)
        XCTAssertEqual(tracked.verdict, .pass)
        // Five lines, four more than the empty field: 467.57421875 + 4 * 20.287109375 = 548.72265625,
        // plus container inset 64 and inputHeight 336.
        XCTAssertEqual(tracked.contentHeight, 948.72265625, accuracy: 1e-9)
    }

    func testTheDesignWarningsOfTheTopEdgeScenario() async throws {
        let path = TestPaths.repository + "/Scenarios/top-edge.scenario"
        let (doc, _) = try await produce(path)
        let warned = doc.frames.filter { $0.verdict == .designWarning }.map(\.name)
        XCTAssertEqual(warned, ["s003-001-type-x", "s003-002-type-y"])
        // Pulled to bounds.minY + 24: on screen y 24, above the sheet's top at 64 and its header.
        XCTAssertEqual(doc.frames[4].caret?.y ?? 0, 24, accuracy: 1e-9)
        XCTAssertEqual(doc.frames[4].occludedBy, [.header])
        XCTAssertEqual(doc.frames[4].measuredGap?.status, .hidden(by: [.header]))
    }

    /// The pixel side of `caret-gap` is not asked when the model says something covers the caret
    /// (the same rule as the cross-check): top-edge's `type "x"` puts the caret at screen y 24,
    /// under the header, so the pixels find no caret; the model's gap is 456 - (24 + 20.287109375)
    /// = 411.712890625 pt. Before, the expectation failed on "pixels: no gap measured"; now the
    /// frame keeps its design warning.
    func testThePixelsAreNotAskedWhenTheModelSaysTheCaretIsCovered() async throws {
        let source = try String(contentsOfFile: TestPaths.repository + "/Scenarios/top-edge.scenario", encoding: .utf8)
        let edited = source.replacingOccurrences(of: "type \"x\"\nexpect design-warning\n",
                                                 with: "type \"x\"\nexpect design-warning\nexpect caret-gap >= 400\n")
        XCTAssertNotEqual(edited, source, "the scenario still has its type \"x\" step")
        let path = NSTemporaryDirectory() + "top-edge-gap-\(UUID().uuidString).scenario"
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (doc, _) = try await produce(path)
        let frame = try XCTUnwrap(doc.frames.first { $0.name == "s003-001-type-x" })
        XCTAssertEqual(frame.caretGapToButton ?? 0, 411.712890625, accuracy: 1e-9)
        XCTAssertNil(frame.measuredGap?.gap)
        let gap = try XCTUnwrap(frame.expectations.first { $0.expect == "caret-gap >= 400" })
        XCTAssertTrue(gap.passed, gap.message)
        XCTAssertTrue(gap.message.contains("pixels: not asked (the model says header covers the caret)"), gap.message)
        XCTAssertEqual(frame.verdict, .designWarning)
    }
}
