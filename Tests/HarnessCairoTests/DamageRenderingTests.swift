@testable import HarnessPixels
import HarnessCore
import XCTest

/// `DamageRows` worked by hand (a changed command's rows, widened by the 2-pixel margin and cut
/// to the rows its frame shows it on), and `renderCulled` redrawing only those rows over the
/// frame before: the same bytes as drawing each frame afresh.
final class DamageRenderingTests: XCTestCase {
    private let white = Color(red: 1, green: 1, blue: 1)
    private let grey = Color(red: 0.82, green: 0.83, blue: 0.85)
    private let tint = Color(red: 0, green: 0.48, blue: 1)
    private let black = Color(red: 0, green: 0, blue: 0)
    private let size = Size(width: 100, height: 100)

    private func backdrop() -> DrawCommand { .fill(Rect(x: 0, y: 0, width: 100, height: 100), radii: .none, color: white) }
    private func box(y: Double, height: Double = 10) -> DrawCommand { .fill(Rect(x: 10, y: y, width: 5, height: height), radii: .none, color: tint) }

    /// The rows between two command lists at `scale`, glyph runs' ink given by `ink`.
    private func damage(_ old: [DrawCommand], _ new: [DrawCommand], scale: Double = 1,
                        ink: (GlyphRun) -> Range<Double>? = { _ in nil }) -> [Range<Int>]? {
        let height = Int(100 * scale)
        let a = DisplayList(size: size, commands: old), b = DisplayList(size: size, commands: new)
        return DamageRows.between(a, OcclusionPlan(a, scale: scale, width: height, height: height),
                                  and: b, OcclusionPlan(b, scale: scale, width: height, height: height),
                                  scale: scale, height: height, glyphRows: ink)
    }

    /// The same list: nothing to redraw. A box moved from y 20...30 to 40...50: rows 20..<30
    /// and 40..<50, each widened by 2, so 18..<32 and 38..<52.
    func testAMovedBoxDamagesWhereItWasAndWhereItIs() {
        XCTAssertEqual(damage([backdrop(), box(y: 20)], [backdrop(), box(y: 20)]), [])
        XCTAssertEqual(damage([backdrop(), box(y: 20)], [backdrop(), box(y: 40)]), [18..<32, 38..<52])
        // Added: a box at y 50...55 gives 48..<57. Overlapping ones merge: 18..<32 and 26..<40.
        XCTAssertEqual(damage([backdrop(), box(y: 20)], [backdrop(), box(y: 20), box(y: 50, height: 5)]), [48..<57])
        XCTAssertEqual(damage([backdrop(), box(y: 20)], [backdrop(), box(y: 28)]), [18..<40])
    }

    /// At scale 2 a stroke of y 10...20 with line width 1 reaches 9...21 pt (a full line width
    /// either way, corners included): 18...42 px, widened to 16..<44. A line from y 30 to 35,
    /// width 2: 28...37 pt, 56...74 px, so 54..<76.
    func testStrokesAndLinesReachOutByTheirLineWidth() {
        let stroke = DrawCommand.stroke(Rect(x: 10, y: 10, width: 20, height: 10), radii: .all(3), lineWidth: 1, color: black)
        XCTAssertEqual(damage([backdrop()], [backdrop(), stroke], scale: 2), [16..<44])
        let line = DrawCommand.line(from: Point(x: 0, y: 35), to: Point(x: 50, y: 30), lineWidth: 2, color: black)
        XCTAssertEqual(damage([backdrop()], [backdrop(), line], scale: 2), [54..<76])
    }

    /// A box moving under an opaque full-width fill over y 60...100 (rows 60..<100 covered) in
    /// both frames shows on rows 0..<60 only: its rows 68..<82 and 73..<87 are cut to none.
    func testAChangeUnderALaterOpaqueFillDamagesNothing() {
        let cover = DrawCommand.fill(Rect(x: 0, y: 60, width: 100, height: 40), radii: .none, color: grey)
        XCTAssertEqual(damage([backdrop(), box(y: 70), cover], [backdrop(), box(y: 75), cover]), [])
        // Partly under it: 48..<62 cut to 48..<60.
        XCTAssertEqual(damage([backdrop(), cover], [backdrop(), box(y: 50), cover]), [48..<60])
    }

    /// A clip that comes or goes among the changes, another size, or a glyph run whose ink is
    /// unknown: redraw all.
    func testClipsOtherSizesAndUnknownInkRedrawEverything() {
        let clip = DrawCommand.pushClip(Rect(x: 0, y: 10, width: 100, height: 50), radii: .none)
        XCTAssertNil(damage([backdrop(), clip, box(y: 20), .popClip], [backdrop(), box(y: 20)]))
        // A pop where the other frame pushes: the nesting differs.
        XCTAssertNil(damage([backdrop(), clip, box(y: 20), .popClip, box(y: 70)], [backdrop(), clip, box(y: 20), clip, .popClip]))
        let a = DisplayList(size: size, commands: [backdrop()])
        let b = DisplayList(size: Size(width: 100, height: 90), commands: [backdrop()])
        XCTAssertNil(DamageRows.between(a, OcclusionPlan(a, scale: 1, width: 100, height: 100),
                                        and: b, OcclusionPlan(b, scale: 1, width: 100, height: 90),
                                        scale: 1, height: 100, glyphRows: { _ in 0..<1 }))
        let run = GlyphRun(face: .regular, pointSize: 17, glyphs: [PositionedGlyph(glyphID: 40, x: 5, y: 30)])
        XCTAssertNil(damage([backdrop()], [backdrop(), .glyphs(run, color: black)]))
        // Inside an unchanged clip a changed box counts as any other.
        XCTAssertEqual(damage([backdrop(), clip, box(y: 20), .popClip], [backdrop(), clip, box(y: 40), .popClip]), [18..<32, 38..<52])
    }

    /// A clip whose rectangle changes, the nesting the same (a text view growing by a line):
    /// whatever draws under it changes only inside the old or the new rectangle. Clip 10...60
    /// grown to 10...70 around an unchanged box: rows 10..<60 and 10..<70, widened by 2 and
    /// merged, 8..<72. With the box moved from 20 to 40 as well, its rows 18..<32 and 38..<52
    /// lie inside.
    func testAClipThatChangesItsRectangleDamagesItsRows() {
        let clip = DrawCommand.pushClip(Rect(x: 0, y: 10, width: 100, height: 50), radii: .none)
        let grown = DrawCommand.pushClip(Rect(x: 0, y: 10, width: 100, height: 60), radii: .none)
        XCTAssertEqual(damage([backdrop(), clip, box(y: 20), .popClip], [backdrop(), grown, box(y: 20), .popClip]), [8..<72])
        XCTAssertEqual(damage([backdrop(), clip, box(y: 20), .popClip, box(y: 80)], [backdrop(), grown, box(y: 40), .popClip, box(y: 80)]),
                       [8..<72])
        // A box after the clip, moved too, counts apart: 78..<92 and 83..<97 merge to 78..<97.
        XCTAssertEqual(damage([backdrop(), clip, box(y: 20), .popClip, box(y: 80)], [backdrop(), grown, box(y: 20), .popClip, box(y: 85)]),
                       [8..<72, 78..<97])
    }

    /// Two lines of three glyphs, baselines at y 20 and 40; the ink of any glyphs is taken as
    /// 12 pt above the highest baseline to 3 pt below the lowest. Changing the last glyph of the
    /// second line asks only about that glyph, old and new: 28...43 pt, rows 26..<45. In
    /// another colour the whole runs count: 8...43 pt, rows 6..<45.
    func testAGlyphRunCountsOnlyTheGlyphsThatChanged() {
        func run(lastGlyph: UInt32) -> GlyphRun {
            GlyphRun(face: .regular, pointSize: 17, glyphs: [20.0, 40.0].flatMap { (y: Double) -> [PositionedGlyph] in
                (0..<3).map { (k: Int) -> PositionedGlyph in
                    PositionedGlyph(glyphID: y == 40 && k == 2 ? lastGlyph : 44, x: 5 + Double(k) * 9, y: y)
                }
            })
        }
        var asked: [[PositionedGlyph]] = []
        let ink: (GlyphRun) -> Range<Double>? = { run in
            asked.append(run.glyphs)
            return (run.glyphs.map(\.y).min()! - 12)..<(run.glyphs.map(\.y).max()! + 3)
        }
        XCTAssertEqual(damage([backdrop(), .glyphs(run(lastGlyph: 50), color: black)],
                              [backdrop(), .glyphs(run(lastGlyph: 51), color: black)], ink: ink), [26..<45])
        XCTAssertEqual(asked, [[PositionedGlyph(glyphID: 50, x: 23, y: 40)], [PositionedGlyph(glyphID: 51, x: 23, y: 40)]])
        XCTAssertEqual(damage([backdrop(), .glyphs(run(lastGlyph: 50), color: black)],
                              [backdrop(), .glyphs(run(lastGlyph: 50), color: tint)], ink: ink), [6..<45])
    }

    /// cairo's ink rows of a run hold every row it inks, drawn alone on a transparent surface.
    func testInkRowsHoldEveryInkedRow() throws {
        let renderer = try CairoRenderer()
        for (scale, size) in [(1.0, 17.0), (3.0, 34.0)] {
            let run = GlyphRun(face: .regular, pointSize: size, glyphs: (0..<4).map { (k: Int) -> PositionedGlyph in
                PositionedGlyph(glyphID: UInt32(36 + k * 7), x: 4 + Double(k) * size * 0.6, y: 60.3)
            })
            let image = try renderer.render(DisplayList(size: self.size, commands: [.glyphs(run, color: black)]), scale: scale)
            let inked = (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(x: $0, y: y).3 != 0 } }
            XCTAssertFalse(inked.isEmpty, "the run inks something at scale \(scale)")
            let surface = try CairoSurface(width: image.width, height: image.height)
            let context = try CairoContext(surface: surface)
            context.scale(by: scale)
            let rows = try XCTUnwrap(context.inkRows(of: run, fontFace: CairoFontFace(library: FreeTypeLibrary(), path: FontFace.regular.path, color: false)))
            // Every inked row inside the rows with the margin, and the rows no taller than 1.5 pt a point of size.
            let lower = Int((rows.lowerBound * scale).rounded(.down)) - DamageRows.margin
            let upper = Int((rows.upperBound * scale).rounded(.up)) + DamageRows.margin
            XCTAssertGreaterThanOrEqual(inked.first!, lower, "scale \(scale)")
            XCTAssertLessThan(inked.last!, upper, "scale \(scale)")
            XCTAssertLessThan(rows.upperBound - rows.lowerBound, 1.5 * size)
        }
    }

    /// A sheet-like frame: backdrop, a card, two lines of text, a caret, a scrolled list of
    /// boxes inside a clip, and a keyboard-like cover at the bottom.
    private func frame(typed: Int, caretY: Double, scroll: Double = 0, extraBox: Bool = false, clipTop: Double = 50) -> DisplayList {
        // Nine glyphs a line, 9.7 pt apart, baselines 18 pt apart from y 20.5.
        let glyphs: [PositionedGlyph] = (0..<typed).map { (k: Int) -> PositionedGlyph in
            let column = Double(k % 9), line = Double(k / 9)
            return PositionedGlyph(glyphID: UInt32(68 + k % 20), x: 6 + column * 9.7, y: 20.5 + line * 18)
        }
        let text = GlyphRun(face: .regular, pointSize: 15, glyphs: glyphs)
        var commands: [DrawCommand] = [
            backdrop(),
            .fill(Rect(x: 3, y: 4, width: 94, height: 44), radii: .all(8), color: grey),
            .glyphs(text, color: black),
            .fill(Rect(x: 6 + Double(typed % 9) * 9.7, y: caretY, width: 2, height: 16.3), radii: .none, color: tint),
            .pushClip(Rect(x: 0, y: clipTop, width: 100, height: 30), radii: .top(6)),
        ]
        for row in 0..<5 { commands.append(box(y: clipTop - scroll + Double(row) * 9.3, height: 6.1)) }
        if extraBox { commands.append(.fillEllipse(Rect(x: 40, y: 30, width: 20, height: 12.5), color: tint)) }
        commands += [.popClip, .fill(Rect(x: 0, y: 75, width: 100, height: 25), radii: .none, color: grey)]
        return DisplayList(size: size, commands: commands)
    }

    /// Typing, a caret moving, a list scrolling in its clip, a shape coming and going, the clip
    /// moving: each frame drawn over the one before equals the frame drawn afresh, byte for byte,
    /// at scale 1 and 3; and a caret move alone redraws only its rows.
    func testFramesDrawnOverTheLastEqualFreshOnes() throws {
        let steps: [DisplayList] = [
            frame(typed: 3, caretY: 8.2), frame(typed: 4, caretY: 8.2), frame(typed: 5, caretY: 8.2),
            frame(typed: 10, caretY: 26.2), frame(typed: 10, caretY: 26.2, scroll: 4.4), frame(typed: 10, caretY: 26.2, scroll: 9),
            frame(typed: 10, caretY: 26.2, scroll: 9, extraBox: true), frame(typed: 10, caretY: 26.2, scroll: 9),
            frame(typed: 9, caretY: 8.2, scroll: 9),
            // A glyph deleted on the first line while the caret stays on the second.
            frame(typed: 9, caretY: 26.2, scroll: 9), frame(typed: 8, caretY: 26.2, scroll: 9),
            // The clip moved 2.5 pt down (its rows count, old and new), then the same frame again.
            frame(typed: 9, caretY: 8.2, scroll: 9, clipTop: 52.5), frame(typed: 9, caretY: 8.2, scroll: 9, clipTop: 52.5),
            // The text and the shape inside the clip change together: the changes span the clip.
            frame(typed: 12, caretY: 26.2, scroll: 9, extraBox: true, clipTop: 52.5),
        ]
        for scale in [1.0, 3.0] {
            let culled = try CairoRenderer()
            for (index, list) in steps.enumerated() {
                let expected = try CairoRenderer().render(list, scale: scale)
                let actual = try culled.renderCulled(list, scale: scale) { $0 }
                XCTAssertTrue(actual == expected, "frame \(index) at scale \(scale) differs from the frame drawn afresh")
                switch index {
                case 0: XCTAssertNil(culled.redrawnRows, "the first frame: all drawn")
                case 12: XCTAssertEqual(culled.redrawnRows, 0, "the same frame again: nothing redrawn")
                default: XCTAssertNotNil(culled.redrawnRows, "frame \(index) at scale \(scale) redraws only what changed")
                }
            }
        }
        // The caret alone moving from y 8.2 to 12.6 (16.3 tall) at scale 1: rows 8...25 and
        // 12...29, widened by 2 and merged, 6..<31: 25 rows.
        let renderer = try CairoRenderer()
        _ = try renderer.renderCulled(frame(typed: 5, caretY: 8.2), scale: 1) { $0 }
        _ = try renderer.renderCulled(frame(typed: 5, caretY: 12.6), scale: 1) { $0 }
        XCTAssertEqual(renderer.redrawnRows, 25)
    }

    /// A frame that failed to draw leaves nothing to draw over: the next one is drawn whole.
    func testAFailedFrameIsNotDrawnOver() throws {
        let renderer = try CairoRenderer()
        _ = try renderer.renderCulled(frame(typed: 5, caretY: 8.2), scale: 1) { $0 }
        var broken = frame(typed: 5, caretY: 8.2)
        broken.append(.popClip)
        XCTAssertThrowsError(try renderer.renderCulled(broken, scale: 1) { $0 })
        let list = frame(typed: 6, caretY: 8.2)
        XCTAssertTrue(try renderer.renderCulled(list, scale: 1) { $0 } == CairoRenderer().render(list, scale: 1))
        XCTAssertNil(renderer.redrawnRows)
    }
}
