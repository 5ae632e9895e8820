@testable import HarnessPixels
import HarnessCore
import Synchronization
import XCTest

final class RenderingContractTests: XCTestCase {
    /// A list using every command, with translucency, rounding and both faces.
    private let busyList: DisplayList = {
        var list = DisplayList(size: Size(width: 120, height: 80))
        list.append(.fill(Rect(x: 0, y: 0, width: 120, height: 80), radii: .none, color: Color(hex: 0xF2F2F7)))
        list.append(.pushClip(Rect(x: 4, y: 10, width: 112, height: 70), radii: .top(10)))
        list.append(.fill(Rect(x: 0, y: 0, width: 120, height: 80), radii: .none, color: Color(hex: 0xFFFFFF, alpha: 0.8)))
        list.append(.fillEllipse(Rect(x: 50, y: 14, width: 20, height: 5), color: Color(hex: 0x3C3C43, alpha: 0.3)))
        list.append(.stroke(Rect(x: 10.3, y: 30.7, width: 90.1, height: 20.2), radii: .all(6.5), lineWidth: 0.5,
                            color: Color(hex: 0x007AFF)))
        list.append(.glyphs(GlyphRun(face: .regular, pointSize: 17, glyphs: [
            PositionedGlyph(glyphID: 43, x: 14.2, y: 45.3), PositionedGlyph(glyphID: 91, x: 26.7, y: 45.3),
        ]), color: Color(hex: 0x000000)))
        list.append(.glyphs(GlyphRun(face: .bold, pointSize: 13.5, glyphs: [
            PositionedGlyph(glyphID: 43, x: 40.1, y: 45.3),
        ]), color: Color(hex: 0xFF3B30, alpha: 0.6)))
        list.append(.line(from: Point(x: 40.5, y: 33), to: Point(x: 40.5, y: 48), lineWidth: 2, color: Color(hex: 0x007AFF)))
        list.append(.popClip)
        return list
    }()

    func testSameListGivesIdenticalPixelsFromOneRendererAndFromAnother() throws {
        let renderer = try CairoRenderer()
        let first = try renderer.render(busyList, scale: 3)
        let second = try renderer.render(busyList, scale: 3)
        let fresh = try CairoRenderer().render(busyList, scale: 3)
        XCTAssertEqual(first.width, 360)
        XCTAssertEqual(first.height, 240)
        XCTAssertTrue(first.pixels.contains { $0 != 0 })
        XCTAssertEqual(first, second)
        XCTAssertEqual(first, fresh)
    }

    func testARendererKeepsNothingOfTheFrameBefore() throws {
        // One renderer draws the busy list (opaque everywhere), then a list with a single small
        // fill on a transparent screen of the same size: outside that fill every pixel must be
        // transparent again, exactly as a fresh renderer draws it.
        let renderer = try CairoRenderer()
        _ = try renderer.render(busyList, scale: 3)
        let sparse = DisplayList(size: busyList.size, commands: [
            .fill(Rect(x: 10, y: 10, width: 5, height: 5), radii: .none, color: Color(hex: 0x007AFF, alpha: 0.5)),
        ])
        let reused = try renderer.render(sparse, scale: 3)
        XCTAssertEqual(reused, try CairoRenderer().render(sparse, scale: 3))
        XCTAssertTrue(reused.pixel(x: 0, y: 0) == (0, 0, 0, 0))
        // A list opening with an opaque fill of the whole screen paints over the last frame
        // without clearing it first: it still equals a fresh renderer's drawing.
        let covered = DisplayList(size: busyList.size, commands: [
            .fill(Rect(x: 0, y: 0, width: 120, height: 80), radii: .none, color: Color(hex: 0x336699)),
            .fill(Rect(x: 10, y: 10, width: 5, height: 5), radii: .none, color: Color(hex: 0x007AFF, alpha: 0.5)),
        ])
        _ = try renderer.render(busyList, scale: 3)
        XCTAssertEqual(try renderer.render(covered, scale: 3), try CairoRenderer().render(covered, scale: 3))
        // A different size after that gets its own surface.
        XCTAssertEqual(try renderer.render(busyList, scale: 2), try CairoRenderer().render(busyList, scale: 2))
    }

    func testOnlyAnOpaqueSquareFillOfTheWholeSurfaceCountsAsPaintingEveryPixel() {
        // 120 x 80 pt at 3x: 360 x 240 px.
        func paints(_ command: DrawCommand) -> Bool {
            CairoRenderer.paintsEveryPixel(command, scale: 3, width: 360, height: 240)
        }
        XCTAssertTrue(paints(.fill(Rect(x: 0, y: 0, width: 120, height: 80), radii: .none, color: Color(hex: 0xFFFFFF))))
        XCTAssertTrue(paints(.fill(Rect(x: -1, y: -1, width: 130, height: 90), radii: .none, color: Color(hex: 0x000000))))
        XCTAssertFalse(paints(.fill(Rect(x: 0, y: 0, width: 120, height: 79.9), radii: .none, color: Color(hex: 0xFFFFFF))))
        XCTAssertFalse(paints(.fill(Rect(x: 0.1, y: 0, width: 120, height: 80), radii: .none, color: Color(hex: 0xFFFFFF))))
        XCTAssertFalse(paints(.fill(Rect(x: 0, y: 0, width: 120, height: 80), radii: .none, color: Color(hex: 0xFFFFFF, alpha: 0.99))))
        XCTAssertFalse(paints(.fill(Rect(x: 0, y: 0, width: 120, height: 80), radii: .all(1), color: Color(hex: 0xFFFFFF))))
        XCTAssertFalse(paints(.fillEllipse(Rect(x: -100, y: -100, width: 400, height: 400), color: Color(hex: 0xFFFFFF))))
    }

    func testRenderersOnSeveralThreadsAgree() throws {
        let reference = try CairoRenderer().render(busyList, scale: 2)
        let results = Mutex<[RGBAImage?]>(Array(repeating: nil, count: 4))
        let list = busyList
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            let image = try? CairoRenderer().render(list, scale: 2)
            results.withLock { $0[index] = image }
        }
        for image in results.withLock({ $0 }) { XCTAssertEqual(image, reference) }
    }

    func testPopClipWithoutPushThrows() throws {
        let list = DisplayList(size: Size(width: 4, height: 4), commands: [
            .fill(Rect(x: 0, y: 0, width: 1, height: 1), radii: .none, color: Color(hex: 0)), .popClip,
        ])
        XCTAssertThrowsError(try CairoRenderer().render(list, scale: 1)) { error in
            XCTAssertEqual(error as? RenderError, .popClipWithoutPush(commandIndex: 1))
        }
    }

    func testPushClipNeverPoppedThrows() throws {
        let list = DisplayList(size: Size(width: 4, height: 4), commands: [
            .pushClip(Rect(x: 0, y: 0, width: 2, height: 2), radii: .none),
            .pushClip(Rect(x: 0, y: 0, width: 1, height: 1), radii: .none), .popClip,
        ])
        XCTAssertThrowsError(try CairoRenderer().render(list, scale: 1)) { error in
            XCTAssertEqual(error as? RenderError, .unclosedClips(count: 1))
        }
    }

    func testUndrawableSizesThrow() throws {
        let renderer = try CairoRenderer()
        XCTAssertThrowsError(try renderer.render(DisplayList(size: Size(width: 4, height: 4)), scale: 0)) { error in
            XCTAssertEqual(error as? RenderError, .invalidSize(width: 4, height: 4, scale: 0))
        }
        // Beyond cairo's 32767-pixel limit, the error carries cairo's own status text.
        XCTAssertThrowsError(try renderer.render(DisplayList(size: Size(width: 40000, height: 1)), scale: 1)) { error in
            guard case let .cairo(operation, status)? = error as? RenderError else {
                return XCTFail("expected a cairo error, got \(error)")
            }
            XCTAssertEqual(operation, "cairo_image_surface_create(40000x1)")
            XCTAssertTrue(status.contains("invalid value"), status)
        }
    }

    func testEmptyListGivesATransparentImageOfTheRoundedSize() throws {
        let image = try CairoRenderer().render(DisplayList(size: Size(width: 2.5, height: 1)), scale: 3)
        XCTAssertEqual(image, RGBAImage(width: 8, height: 3))
    }
}
