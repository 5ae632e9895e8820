@testable import HarnessPixels
import HarnessCore
import XCTest

/// `renderCulled` against `render`: the same pixels, byte for byte, while drawing less; and the
/// rows `OcclusionPlan` leaves each command, worked out by hand.
final class CulledRenderingTests: XCTestCase {
    private let white = Color(red: 1, green: 1, blue: 1)
    private let grey = Color(red: 0.82, green: 0.83, blue: 0.85)
    private let tint = Color(red: 0, green: 0.48, blue: 1)

    private func plan(_ commands: [DrawCommand], height: Double = 100, scale: Double = 1) -> [Range<Int>?] {
        OcclusionPlan(DisplayList(size: Size(width: 100, height: height), commands: commands), scale: scale,
                      width: Int(100 * scale), height: Int(height * scale)).rows
    }

    /// A rounded opaque fill over y 20...80 with 10 pt top corners covers rows 30..<80 fully; a
    /// square one over y 60...100 rows 60..<100. The first command shows only outside both
    /// (0..<30, since 30..<100 is covered); the two after the rounded fill show above 60.
    func testEachCommandKeepsTheRowsNoLaterOpaqueFillCovers() {
        let rows = plan([
            .fill(Rect(x: 0, y: 0, width: 100, height: 100), radii: .none, color: white),
            .fill(Rect(x: 0, y: 20, width: 100, height: 60), radii: CornerRadii.top(10), color: grey),
            .fill(Rect(x: 10, y: 40, width: 2, height: 20), radii: .none, color: tint),
            .fill(Rect(x: 0, y: 60, width: 100, height: 40), radii: .none, color: grey),
        ])
        XCTAssertEqual(rows, [0..<30, 0..<60, 0..<60, 0..<100])
    }

    /// Only opaque, unclipped fills reaching both sides hide anything: a translucent one, a
    /// narrower one and one inside a clip leave every row to what came before.
    func testTranslucentNarrowAndClippedFillsHideNothing() {
        let rows = plan([
            .fill(Rect(x: 0, y: 0, width: 100, height: 100), radii: .none, color: white),
            .fill(Rect(x: 0, y: 0, width: 100, height: 100), radii: .none, color: Color(red: 0, green: 0, blue: 0, alpha: 0.4)),
            .fill(Rect(x: 1, y: 0, width: 99, height: 100), radii: .none, color: grey),
            .pushClip(Rect(x: 0, y: 0, width: 100, height: 100), radii: .none),
            .fill(Rect(x: 0, y: 0, width: 100, height: 100), radii: .none, color: grey),
            .popClip,
        ])
        XCTAssertEqual(rows, Array(repeating: 0..<100, count: 6))
    }

    /// At scale 2 a fill over y 10.25...50.25 pt covers 20.5...100.5 px: whole rows 21..<100.
    /// A command under a later fill over every row is left none (nil: skipped).
    func testBandsRoundInwardAndACoveredCommandIsSkipped() {
        let rows = plan([
            .fill(Rect(x: 40, y: 30, width: 5, height: 5), radii: .none, color: tint),
            .fill(Rect(x: 0, y: -1, width: 100, height: 70), radii: .none, color: grey),
        ], height: 60, scale: 2)
        XCTAssertEqual(rows, [nil, 0..<120])
        XCTAssertEqual(OcclusionPlan.band(.fill(Rect(x: 0, y: 10.25, width: 100, height: 40), radii: .none, color: grey),
                                          scale: 2, width: 200, height: 120), 21..<100)
    }

    /// A sheet-like frame: backdrop, a rounded sheet, clipped text, a translucent fade, then a
    /// keyboard (a square opaque fill over the bottom 40 % with rounded keys and letters).
    private func frame(textY: Double, caretY: Double, keyLetterY: Double = 80) -> DisplayList {
        let letters = GlyphRun(face: .regular, pointSize: 17, glyphs: (0..<12).map { (k: Int) -> PositionedGlyph in
            PositionedGlyph(glyphID: UInt32(500 + k * 37), x: 8 + Double(k) * 7.5, y: textY)
        })
        var commands: [DrawCommand] = [
            .fill(Rect(x: 0, y: 0, width: 100, height: 100), radii: .none, color: white),
            .fill(Rect(x: 0, y: 0, width: 100, height: 100), radii: .none, color: Color(red: 0, green: 0, blue: 0, alpha: 0.4)),
            .fill(Rect(x: 0, y: 8, width: 100, height: 92), radii: CornerRadii.top(12), color: grey),
            .pushClip(Rect(x: 0, y: 8, width: 100, height: 92), radii: CornerRadii.top(12)),
            .fill(Rect(x: 4, y: 12.3, width: 92, height: 90), radii: .all(6), color: white),
            .glyphs(letters, color: Color(red: 0, green: 0, blue: 0)),
            .fill(Rect(x: 40.7, y: caretY, width: 2, height: 17.3), radii: .none, color: tint),
            .fillGradient(Rect(x: 0, y: 40, width: 100, height: 60), radii: .none, gradient: LinearGradient(
                start: Point(x: 50, y: 40), end: Point(x: 50, y: 56),
                stops: [GradientStop(offset: 0, color: Color(red: 1, green: 1, blue: 1, alpha: 0)), GradientStop(offset: 1, color: white)])),
            .popClip,
            .fill(Rect(x: 0, y: 60, width: 100, height: 40), radii: .none, color: grey),
        ]
        for key in 0..<4 {
            let x = 3.3 + Double(key) * 24.1
            commands.append(.fill(Rect(x: x, y: 66.5, width: 21.7, height: 20), radii: .all(4.5), color: white))
            commands.append(.glyphs(GlyphRun(face: .regular, pointSize: 15, glyphs: [PositionedGlyph(glyphID: UInt32(833 + key), x: x + 6, y: keyLetterY)]),
                                    color: Color(red: 0, green: 0, blue: 0)))
        }
        return DisplayList(size: Size(width: 100, height: 100), commands: commands)
    }

    /// Frames whose text and caret move above the same keyboard: every one culled equals drawn,
    /// at scale 1 and 3, and the keyboard's rows are kept from the first and pasted after.
    func testCulledFramesEqualDrawnOnesAndTheKeyboardIsKept() throws {
        for scale in [1.0, 3.0] {
            let reference = try CairoRenderer(), culled = try CairoRenderer()
            for step in 0..<6 {
                let list = frame(textY: 30 + Double(step) * 3.7, caretY: 20.4 + Double(step) * 4.1)
                let expected = try reference.render(list, scale: scale)
                let actual = try culled.renderCulled(list, scale: scale) { $0 }
                XCTAssertTrue(actual == expected, "frame \(step) at scale \(scale) differs from the full drawing")
            }
            XCTAssertEqual(culled.keptSegmentCount, 1, "one keyboard, kept once, at scale \(scale)")
        }
    }

    /// A keyboard letter whose ink reaches above the keyboard's top (baseline 1 pt below it)
    /// touches rows outside the keyboard, so its rows are never kept, and the frames still equal.
    func testAKeyboardThatInksAboveItsTopIsNotKept() throws {
        let reference = try CairoRenderer(), culled = try CairoRenderer()
        for step in 0..<3 {
            let list = frame(textY: 30 + Double(step) * 5, caretY: 22, keyLetterY: 61)
            XCTAssertTrue(try culled.renderCulled(list, scale: 2) { $0 } == reference.render(list, scale: 2), "frame \(step)")
        }
        XCTAssertEqual(culled.keptSegmentCount, 0)
    }
}
