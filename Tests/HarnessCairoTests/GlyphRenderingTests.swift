@testable import HarnessPixels
import HarnessCore
import XCTest

final class GlyphRenderingTests: XCTestCase {
    /// Glyph index of "H" in DejaVuSans.ttf (fonts-dejavu-core), read with fontTools:
    /// `TTFont(path).getGlyphID(TTFont(path).getBestCmap()[ord("H")])` gives 43.
    private let glyphH: UInt32 = 43

    func testLetterHInksOnlyItsOutline() throws {
        // fontTools' glyf outline of "H" in 2048 units/em: stems x 201...403 and 1137...1339,
        // crossbar y 711...881, height 0...1493. At 51.2 pt and scale 2, 102.4 px/em, a unit is
        // 0.05 px; with the pen at (10, 50) pt = (20, 100) px the stems span x 30.05...40.15 and
        // 76.85...86.95 px, the crossbar y 55.95...64.45 px, the top is at y 25.35 px.
        // DejaVu Sans is the text's fallback face; its TrueType outline makes the edges easy to work out.
        let run = GlyphRun(face: .fallbackRegular, pointSize: 51.2,
                           glyphs: [PositionedGlyph(glyphID: glyphH, x: 10, y: 50)])
        let image = try render([.glyphs(run, color: Color(hex: 0x000000))], width: 60, height: 60, scale: 2)

        let box = (x: 30..<87, y: 25..<100)
        var inked = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).3 > 0 {
                inked += 1
                XCTAssertTrue(box.x.contains(x) && box.y.contains(y), "ink at (\(x), \(y)) outside the glyph box")
            }
        }
        XCTAssertGreaterThan(inked, 0)
        let black: Pixel = (0, 0, 0, 255)
        for y in 26..<100 {
            assertPixel(image, 31, y, is: black)
            assertPixel(image, 39, y, is: black)
            assertPixel(image, 77, y, is: black)
            assertPixel(image, 85, y, is: black)
        }
        for x in 31..<86 {
            assertPixel(image, x, 56, is: black)
            assertPixel(image, x, 63, is: black)
        }
        // Between the stems, above and below the crossbar, nothing at all.
        for x in 41..<76 {
            for y in Array(25..<55) + Array(65..<100) { assertPixel(image, x, y, is: transparent) }
        }
    }

    func testGlyphColourIsStraight() throws {
        // Inside a stem coverage is full, so the run's colour comes back exactly.
        let run = GlyphRun(face: .fallbackBold, pointSize: 51.2,
                           glyphs: [PositionedGlyph(glyphID: glyphH, x: 10, y: 50)])
        let image = try render([.glyphs(run, color: Color(hex: 0x3366CC))], width: 60, height: 60, scale: 2)
        assertPixel(image, 35, 70, is: (0x33, 0x66, 0xCC, 255))
    }

    func testColourEmojiKeepsItsOwnColours() throws {
        // U+1F4AC SPEECH BALLOON is glyph 664 in NotoColorEmoji.ttf (fontTools: getGlyphID of
        // cmap[0x1F4AC]); its bitmap is a white balloon with a black outline and grey dots. Drawn
        // in pure red, a colour face must ignore the run's colour: no inked pixel is red, and the
        // balloon's inside is white.
        let run = GlyphRun(face: .emoji, pointSize: 48, glyphs: [PositionedGlyph(glyphID: 664, x: 4, y: 48)])
        let image = try render([.glyphs(run, color: Color(hex: 0xFF0000))], width: 64, height: 64, scale: 1)
        var inked = 0, white = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (r, g, b, a) = image.pixel(x: x, y: y)
                guard a == 255 else { continue }
                inked += 1
                XCTAssertFalse(r > 200 && g < 60 && b < 60, "red pixel at (\(x), \(y))")
                if r > 240, g > 240, b > 240 { white += 1 }
            }
        }
        XCTAssertGreaterThan(inked, 500)
        XCTAssertGreaterThan(white, 200)
    }

    func testMissingFontFileIsAnErrorNamingThePath() throws {
        let path = "/nonexistent/caret-harness/DejaVuSans.ttf"
        XCTAssertThrowsError(try FreeTypeFace(library: FreeTypeLibrary(), path: path)) { error in
            // FT_Err_Cannot_Open_Resource is 0x01.
            XCTAssertEqual(error as? RenderError, .freeType(operation: "FT_New_Face", path: path, code: 1))
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
    }

    func testRendererReportsAMissingFontOnlyWhenAGlyphNeedsIt() throws {
        let path = "/nonexistent/caret-harness/DejaVuSans-Bold.ttf"
        let renderer = try CairoRenderer(fontPath: { _ in path })
        let size = Size(width: 10, height: 10)
        XCTAssertNoThrow(try renderer.render(
            DisplayList(size: size, commands: [.fill(Rect(x: 0, y: 0, width: 1, height: 1), radii: .none,
                                                      color: Color(hex: 0))]), scale: 1))
        let run = GlyphRun(face: .bold, pointSize: 12, glyphs: [PositionedGlyph(glyphID: glyphH, x: 1, y: 9)])
        XCTAssertThrowsError(try renderer.render(DisplayList(size: size, commands: [.glyphs(run, color: Color(hex: 0))]),
                                                 scale: 1)) { error in
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
    }
}
