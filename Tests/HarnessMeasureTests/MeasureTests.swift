import HarnessCore
import HarnessPixels
import XCTest

/// Hand-worked frames: every expected number follows from the rectangles drawn.
final class MeasureTests: XCTestCase {
    let options = MeasureOptions.light(scale: 3)

    private func measureFrame(_ canvas: Canvas, _ options: MeasureOptions? = nil) -> PixelMeasurement {
        HarnessPixels.measure(canvas.image, options: options ?? self.options)
    }

    /// The brief's example: bar 50.0...109.4, button top 181 -> gap (181 - 109.4) / 3.
    func testCaretBottomButtonTopAndGap() throws {
        var canvas = Canvas(width: 300, height: 400)
        canvas.caret(top: 50, bottom: 109.4)
        canvas.button(top: 181)
        // Row 109 is 40 % tint: R = 255 - 0.4 * 255 = 153.
        XCTAssertEqual(canvas.image.pixel(x: 102, y: 109).0, 153)

        let m = measureFrame(canvas)
        XCTAssertEqual(m.status, .measured)
        XCTAssertEqual(m.caretCandidateCount, 1)
        let caret = try XCTUnwrap(m.caret)
        XCTAssertEqual(caret.bottomY, 109.4, accuracy: 0.05)
        XCTAssertEqual(caret.topY, 50, accuracy: 0.05)
        XCTAssertEqual(caret.leftX, 100, accuracy: 0.05)
        XCTAssertEqual(caret.rightX, 106, accuracy: 0.05)
        XCTAssertEqual(caret.minX, 100)
        XCTAssertEqual(caret.maxX, 105)
        XCTAssertEqual(caret.columns, 100...105)
        XCTAssertEqual(caret.topRow, 50)
        XCTAssertEqual(caret.bottomRow, 109)
        XCTAssertEqual(try XCTUnwrap(m.buttonTopY), 181, accuracy: 0.05)
        XCTAssertEqual(m.buttonTopRow, 181)
        XCTAssertEqual(m.buttonMidX, 149)
        XCTAssertEqual(try XCTUnwrap(m.gapPoints), (181 - 109.4) / 3, accuracy: 0.02)
        XCTAssertEqual(try XCTUnwrap(m.gapPoints), 23.8667, accuracy: 0.02)
        XCTAssertNil(m.keyboardTopY)
        XCTAssertNil(m.keyboardTopRow)
    }

    /// Moving the bar down 6 px (2 pt at 3x) shrinks the gap by exactly 2 pt.
    func testMovingTheBarBySixPixelsChangesTheGapByTwoPoints() throws {
        var a = Canvas(width: 300, height: 400), b = Canvas(width: 300, height: 400)
        a.caret(top: 50, bottom: 109.4)
        b.caret(top: 56, bottom: 115.4)
        a.button(top: 181)
        b.button(top: 181)
        let gapA = try XCTUnwrap(measureFrame(a).gapPoints)
        let gapB = try XCTUnwrap(measureFrame(b).gapPoints)
        XCTAssertEqual(gapA - gapB, 2, accuracy: 1e-9)
    }

    /// Fractional edges on every side, and on the button's top.
    func testSubPixelEdgesEverywhere() throws {
        var canvas = Canvas(width: 300, height: 400)
        canvas.caret(x: 120.3, top: 60.7, bottom: 120.05)
        canvas.button(top: 180.6)
        let m = measureFrame(canvas)
        XCTAssertEqual(m.status, .measured)
        let caret = try XCTUnwrap(m.caret)
        XCTAssertEqual(caret.leftX, 120.3, accuracy: 0.05)
        XCTAssertEqual(caret.rightX, 126.3, accuracy: 0.05)
        XCTAssertEqual(caret.topY, 60.7, accuracy: 0.05)
        XCTAssertEqual(caret.bottomY, 120.05, accuracy: 0.05)
        XCTAssertEqual(caret.columns, 120...126)
        XCTAssertEqual(caret.topRow, 60)
        XCTAssertEqual(caret.bottomRow, 120)
        XCTAssertEqual(try XCTUnwrap(m.buttonTopY), 180.6, accuracy: 0.05)
        XCTAssertEqual(m.buttonTopRow, 180)
        XCTAssertEqual(try XCTUnwrap(m.gapPoints), (180.6 - 120.05) / 3, accuracy: 0.03)
    }

    /// A caret end row that is 95 % covered passes the tint tolerance; the edge is still exact.
    func testNearlyFullEndRows() throws {
        var canvas = Canvas(width: 300, height: 400)
        canvas.caret(top: 50.05, bottom: 109.95)
        canvas.button(top: 181)
        let caret = try XCTUnwrap(measureFrame(canvas).caret)
        XCTAssertEqual(caret.topY, 50.05, accuracy: 0.02)
        XCTAssertEqual(caret.bottomY, 109.95, accuracy: 0.02)
    }

    /// Over the sheet's #F2F2F7 instead of white.
    func testCaretOverGroupedBackground() throws {
        var canvas = Canvas(width: 300, height: 400, background: Canvas.grouped)
        canvas.caret(top: 50, bottom: 109.4)
        canvas.button(top: 181)
        let caret = try XCTUnwrap(measureFrame(canvas).caret)
        XCTAssertEqual(caret.bottomY, 109.4, accuracy: 0.05)
    }

    func testNoCaret() throws {
        var canvas = Canvas(width: 300, height: 400)
        canvas.button(top: 181)
        let m = measureFrame(canvas)
        XCTAssertEqual(m.status, .noCaret)
        XCTAssertNil(m.caret)
        XCTAssertNil(m.gapPoints)
        XCTAssertEqual(m.caretCandidateCount, 0)
        XCTAssertEqual(try XCTUnwrap(m.buttonTopY), 181, accuracy: 0.05)
    }

    /// The caret is drawn under the keyboard, which covers it: nothing of it is left.
    func testCaretCoveredByTheKeyboardIsNotFound() throws {
        var canvas = Canvas(width: 300, height: 400)
        canvas.button(top: 100)
        canvas.caret(top: 300, bottom: 360)
        canvas.fill(x0: 0, y0: 280, x1: 300, y1: 400, Canvas.keyboard)
        let m = measureFrame(canvas)
        XCTAssertEqual(m.status, .noCaret)
        XCTAssertEqual(try XCTUnwrap(m.keyboardTopY), 280, accuracy: 0.05)
        XCTAssertEqual(m.keyboardTopRow, 280)
    }

    /// A keyboard with a predictive bar's text and keys drawn on it, top on a fractional edge.
    func testKeyboardTop() throws {
        var canvas = Canvas(width: 300, height: 400, background: Canvas.grouped)
        canvas.caret(top: 50, bottom: 109.4)
        canvas.button(top: 130)
        canvas.fill(x0: 0, y0: 300.5, x1: 300, y1: 400, Canvas.keyboard)
        canvas.fill(x0: 140, y0: 320, x1: 160, y1: 330, (0, 0, 0))  // "suggestion" text
        for i in 0..<10 {
            canvas.fill(x0: 9 + Double(i) * 29, y0: 345, x1: 33 + Double(i) * 29, y1: 390, Canvas.key)
        }
        let m = measureFrame(canvas)
        XCTAssertEqual(m.status, .measured)
        XCTAssertEqual(try XCTUnwrap(m.keyboardTopY), 300.5, accuracy: 0.05)
        XCTAssertEqual(m.keyboardTopRow, 300)
    }

    /// A keyboard-coloured band that stops short of the screen bottom is not a keyboard.
    func testKeyboardMustReachTheBottom() {
        var canvas = Canvas(width: 300, height: 400)
        canvas.fill(x0: 0, y0: 300, x1: 300, y1: 390, Canvas.keyboard)
        XCTAssertNil(measureFrame(canvas).keyboardTopY)
    }

    func testWideTintBlockIsNotACaret() {
        var canvas = Canvas(width: 300, height: 400)
        canvas.fill(x0: 100, y0: 50, x1: 140, y1: 110, Canvas.tint)
        canvas.button(top: 181)
        XCTAssertEqual(measureFrame(canvas).status, .noCaret)
    }

    func testTooThinOrTooShortBarsAreNotCarets() {
        var thin = Canvas(width: 300, height: 400)
        thin.caret(top: 50, bottom: 110, width: 3)  // 1 pt
        thin.button(top: 181)
        XCTAssertEqual(measureFrame(thin).status, .noCaret)
        var short = Canvas(width: 300, height: 400)
        short.caret(top: 50, bottom: 80)  // 10 pt
        short.button(top: 181)
        XCTAssertEqual(measureFrame(short).status, .noCaret)
    }

    /// The emoji circle (tint at 15 %) and a 1 px glyph-like black stroke next to the caret.
    func testEmojiCircleIsIgnored() throws {
        var canvas = Canvas(width: 300, height: 400)
        canvas.disc(cx: 150, cy: 60, radius: 45, Canvas.tint, alpha: 0.15)
        XCTAssertEqual(measureFrame(canvas).status, .noCaret)
        canvas.caret(x: 60, top: 120, bottom: 179.4)
        canvas.fill(x0: 58, y0: 125, x1: 59, y1: 170, (0, 0, 0))
        canvas.button(top: 250)
        let m = measureFrame(canvas)
        XCTAssertEqual(m.status, .measured)
        XCTAssertEqual(try XCTUnwrap(m.caret).bottomY, 179.4, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(m.caret).leftX, 60, accuracy: 0.05)
    }

    /// Tint gaps between the white letters of the button's label are caret-shaped but inside
    /// the button, so they do not count.
    func testGapsInTheButtonLabelAreNotCarets() throws {
        var canvas = Canvas(width: 300, height: 400)
        canvas.caret(top: 50, bottom: 109.4)
        canvas.button(top: 181)
        for i in 0..<8 {
            let x = 110 + Double(i) * 10
            canvas.fill(x0: x, y0: 240, x1: x + 5, y1: 280, Canvas.white)
        }
        let m = measureFrame(canvas)
        XCTAssertEqual(m.status, .measured)
        XCTAssertEqual(m.caretCandidateCount, 1)
        XCTAssertEqual(try XCTUnwrap(m.caret).bottomY, 109.4, accuracy: 0.05)
    }

    /// A caret drawn under the button shows down to the button's top: the gap reads 0.
    func testCaretCutByTheButton() throws {
        var canvas = Canvas(width: 300, height: 400)
        canvas.caret(x: 120.5, top: 130.4, bottom: 200)
        canvas.button(top: 181)
        let m = measureFrame(canvas)
        XCTAssertEqual(m.status, .measured)
        let caret = try XCTUnwrap(m.caret)
        XCTAssertEqual(caret.topY, 130.4, accuracy: 0.05)
        XCTAssertEqual(caret.bottomY, 181, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(m.gapPoints), 0, accuracy: 0.02)
    }

    func testTwoCaretsAreAmbiguous() {
        var canvas = Canvas(width: 300, height: 400)
        canvas.caret(x: 60, top: 50, bottom: 109.4)
        canvas.caret(x: 200, top: 90, bottom: 149.4)
        canvas.button(top: 181)
        let m = measureFrame(canvas)
        XCTAssertEqual(m.status, .ambiguousCaret)
        XCTAssertEqual(m.caretCandidateCount, 2)
        XCTAssertNil(m.caret)
        XCTAssertNil(m.gapPoints)
    }

    func testNoButton() throws {
        var canvas = Canvas(width: 300, height: 400)
        canvas.caret(top: 50, bottom: 109.4)
        let m = measureFrame(canvas)
        XCTAssertEqual(m.status, .noButton)
        XCTAssertEqual(try XCTUnwrap(m.caret).bottomY, 109.4, accuracy: 0.05)
        XCTAssertNil(m.buttonTopY)
        XCTAssertNil(m.buttonTopRow)
        XCTAssertNil(m.gapPoints)
    }

    /// Dark palette: #0A84FF over #1C1C1E, keyboard #2B2B2B.
    func testDarkAppearance() throws {
        var canvas = Canvas(width: 300, height: 400, background: Canvas.darkSection)
        canvas.caret(top: 50, bottom: 109.4, color: Canvas.darkTint)
        canvas.button(top: 181, color: Canvas.darkTint)
        canvas.fill(x0: 0, y0: 330, x1: 300, y1: 400, Canvas.darkKeyboard)
        let m = measureFrame(canvas, .dark(scale: 3))
        XCTAssertEqual(m.status, .measured)
        XCTAssertEqual(try XCTUnwrap(m.caret).bottomY, 109.4, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(m.gapPoints), (181 - 109.4) / 3, accuracy: 0.02)
        XCTAssertEqual(try XCTUnwrap(m.keyboardTopY), 330, accuracy: 0.05)
        // The light keyboard colour is not the dark one.
        XCTAssertNil(measureFrame(canvas, .light(scale: 3)).keyboardTopY)
    }

    /// At 2x the caret is 4 px wide and the gap divides by 2.
    func testScaleTwo() throws {
        var canvas = Canvas(width: 300, height: 400)
        canvas.caret(top: 40, bottom: 79.6, width: 4)
        canvas.button(top: 130, height: 104)
        let m = measureFrame(canvas, .light(scale: 2))
        XCTAssertEqual(m.status, .measured)
        XCTAssertEqual(try XCTUnwrap(m.gapPoints), (130 - 79.6) / 2, accuracy: 0.02)
        // The same frame read as 3x: 4 px is 1.33 pt, too thin.
        XCTAssertEqual(measureFrame(canvas, .light(scale: 3)).status, .noCaret)
    }

    /// A full-size 1179 x 2556 frame: a capsule-ish button, a caret 72 px above it, a keyboard.
    func testFullFrameIsFast() throws {
        var canvas = Canvas(width: 1179, height: 2556, background: Canvas.grouped)
        canvas.fill(x0: 48, y0: 600, x1: 1131, y1: 900, Canvas.white)
        canvas.caret(x: 400.4, top: 1317.2, bottom: 1376.57)
        // Button 48...1131 x 1448.57...1604.57 with its corners cut like a capsule's.
        canvas.button(top: 1448.57, x: 48 + 78, width: 1083 - 156, height: 156)
        canvas.fill(x0: 48, y0: 1448.57 + 40, x1: 1131, y1: 1604.57 - 40, Canvas.tint)
        canvas.fill(x0: 0, y0: 1548, x1: 1179, y1: 2556, Canvas.keyboard)
        let started = Date()
        let m = measureFrame(canvas)
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(m.status, .measured)
        XCTAssertEqual(try XCTUnwrap(m.gapPoints), (1448.57 - 1376.57) / 3, accuracy: 0.02)
        XCTAssertEqual(try XCTUnwrap(m.keyboardTopY), 1548, accuracy: 0.05)
        XCTAssertLessThan(elapsed, 2, "measuring a full frame took \(elapsed) s")
        print("full-frame measure: \(String(format: "%.1f", elapsed * 1000)) ms")
    }
}
