import HarnessCore
import HarnessPixels
import XCTest

/// A caret under the start of the sheet's bottom edge effect: its lower rows shifted 6 % toward
/// the sheet colour #F2F2F7, which pushes a 94 % covered edge column out of the 24-level tint
/// tolerance on those rows only. Scale 1, as `sweep --pixels` draws, where that column is half
/// the caret. Every pixel below follows from Canvas's blending, rounded:
/// - caret x 99.06...101.06, y 50...70: column 99 covered 0.94 (red 255 - 0.94 * 255 = 15.3 -> 15),
///   column 100 fully (red 0), column 101 0.06 (red 239.7 -> 240);
/// - the fade, #F2F2F7 at 6 % over rows 62...79: column 99 red 15 + 227 * 0.06 = 28.6 -> 29 (out
///   of tolerance), column 100 red 0 + 242 * 0.06 = 14.5 -> 15, green 122 + 120 * 0.06 = 129.2 -> 129
///   (in), white becomes (254, 254, 255).
final class FadedCaretTests: XCTestCase {
    private func fadedFrame() -> Canvas {
        var canvas = Canvas(width: 300, height: 200)
        canvas.fill(x0: 99.06, y0: 50, x1: 101.06, y1: 70, Canvas.tint)
        canvas.fill(x0: 0, y0: 62, x1: 300, y1: 80, Canvas.grouped, alpha: 0.06)
        canvas.button(top: 120, height: 52)
        return canvas
    }

    func testTheFramesPixelsAreTheHandWorkedOnes() {
        let image = fadedFrame().image
        XCTAssertEqual(image.pixel(x: 99, y: 55).0, 15)
        XCTAssertEqual(image.pixel(x: 99, y: 65).0, 29)
        XCTAssertEqual(image.pixel(x: 100, y: 65).0, 15)
        XCTAssertEqual(image.pixel(x: 100, y: 65).1, 129)
        XCTAssertTrue(image.pixel(x: 100, y: 71) == (254, 254, 255, 255))
    }

    /// Rows 50...61 run over columns 99...100 and rows 62...69 over column 100 alone: 12 of 20
    /// rows (60 %) match the middle row's run exactly, yet all 20 do within one pixel, so the
    /// bar is a caret. Its left and right edges come from the rows like the middle row (50...61,
    /// unfaded): 100 - 0 - 0.94 = 99.06 and 100 + 1 + 0.06 = 101.06. Its bottom comes from column
    /// 100 alone, the only one tint down the whole bar: last tint row 69 at coverage
    /// (15 - 254) / (0 - 254) = 0.9409 against the faded white two rows below, row 70 at 0, so
    /// 69 + 0.9409 = 69.94 (the fade costs 0.06 px). Read on column 99 too, whose tint stops at
    /// row 61, the median would be (62 + 69.94) / 2 = 65.97, four pixels short.
    func testAFadeAlongTheCaretKeepsItAndItsBottom() throws {
        let m = HarnessPixels.measure(fadedFrame().image, options: .light(scale: 1))
        XCTAssertEqual(m.status, .measured)
        let caret = try XCTUnwrap(m.caret)
        XCTAssertEqual(caret.leftX, 99.06, accuracy: 0.01)
        XCTAssertEqual(caret.rightX, 101.06, accuracy: 0.01)
        XCTAssertEqual(caret.topY, 50, accuracy: 0.01)
        XCTAssertEqual(caret.bottomY, 69.94, accuracy: 0.01)
        // Button top 120: gap 120 - 69.94 = 50.06 pt at scale 1, within a pixel of the drawn 50.
        XCTAssertEqual(try XCTUnwrap(m.gapPoints), 50.06, accuracy: 0.01)
    }

    /// The one-pixel allowance does not admit a stroke that wanders: 3 px runs, columns 99...101 on
    /// rows 50...59 and 101...103 on rows 60...69, overlap at column 101 so they stack into one
    /// 20-row bar, but only the lower 10 rows (50 %) are within one pixel of the middle row's run.
    func testABarThatStepsByTwoPixelsIsStillNotACaret() {
        var canvas = Canvas(width: 300, height: 200)
        canvas.fill(x0: 99, y0: 50, x1: 102, y1: 60, Canvas.tint)
        canvas.fill(x0: 101, y0: 60, x1: 104, y1: 70, Canvas.tint)
        canvas.button(top: 120, height: 52)
        XCTAssertEqual(HarnessPixels.measure(canvas.image, options: .light(scale: 1)).status, .noCaret)
    }
}
