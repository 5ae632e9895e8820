import HarnessCore
@testable import HarnessPixels
import XCTest

/// A session scans only the rows it is told changed and keeps the other rows' runs: with the
/// right rows it gives `measure`'s answer, worked by hand as in MeasureTests.
final class MeasureSessionTests: XCTestCase {
    private let options = MeasureOptions.light(scale: 3)

    private func frame(caretTop: Double, caretBottom: Double, height: Int = 400) -> Canvas {
        var canvas = Canvas(width: 300, height: height)
        canvas.caret(top: caretTop, bottom: caretBottom)
        canvas.button(top: 181)
        return canvas
    }

    private func measure(_ session: inout MeasureSession, _ canvas: Canvas, changed: [Range<Int>]?) -> PixelMeasurement {
        canvas.image.pixels.withUnsafeBytes {
            session.measure($0, width: canvas.image.width, height: canvas.image.height, changed: changed)
        }
    }

    /// The caret moves from rows 50...109.4 to 80...139.4: the gap goes from (181 - 109.4) / 3 to
    /// (181 - 139.4) / 3 = 13.87 pt when rows 50..<140 are rescanned. Told nothing changed, the
    /// session keeps the old caret's runs and finds no caret: the rows it is given are the rows it reads.
    func testOnlyTheChangedRowsAreScannedAgain() throws {
        let before = frame(caretTop: 50, caretBottom: 109.4), after = frame(caretTop: 80, caretBottom: 139.4)
        var session = MeasureSession(options: options, order: .rgba)
        XCTAssertEqual(try XCTUnwrap(measure(&session, before, changed: nil).gapPoints), (181 - 109.4) / 3, accuracy: 0.02)
        let moved = measure(&session, after, changed: [50..<140])
        XCTAssertEqual(try XCTUnwrap(moved.gapPoints), (181 - 139.4) / 3, accuracy: 0.02)
        XCTAssertEqual(moved, HarnessPixels.measure(after.image, options: options))

        var stale = MeasureSession(options: options, order: .rgba)
        _ = measure(&stale, before, changed: nil)
        let kept = measure(&stale, after, changed: [])
        XCTAssertNil(kept.caret, "no row rescanned: the old caret's runs, whose rows 50..<80 the new frame no longer inks, make no caret")
        XCTAssertNotEqual(kept, moved)
    }

    /// Two bands, one above the caret and one through it, and bands past the frame's last row.
    func testSeveralBandsAndBandsBeyondTheFrame() {
        let before = frame(caretTop: 50, caretBottom: 109.4), after = frame(caretTop: 60, caretBottom: 119.4)
        var session = MeasureSession(options: options, order: .rgba)
        _ = measure(&session, before, changed: nil)
        XCTAssertEqual(measure(&session, after, changed: [0..<10, 45..<125, 390..<500]), HarnessPixels.measure(after.image, options: options))
    }

    /// Another size, or `forget`, scans the whole frame whatever rows are given.
    func testAnotherSizeOrForgetScansEverything() {
        let small = frame(caretTop: 50, caretBottom: 109.4, height: 300), tall = frame(caretTop: 80, caretBottom: 139.4)
        var session = MeasureSession(options: options, order: .rgba)
        _ = measure(&session, small, changed: nil)
        XCTAssertEqual(measure(&session, tall, changed: []), HarnessPixels.measure(tall.image, options: options))
        session.forget()
        XCTAssertEqual(measure(&session, small, changed: []), HarnessPixels.measure(small.image, options: options))
    }

    /// Splicing by hand: runs on rows 1, 3, 5 and 7; bands 2..<4 (fresh: one run on row 2) and
    /// 6..<9 (fresh: none) give rows 1, 2, 5.
    func testSplice() {
        let kept = [1, 3, 5, 7].map { Run(y: $0, start: 0, end: 1) }
        let spliced = MeasureSession.splice(kept, [2..<4, 6..<9], [[Run(y: 2, start: 4, end: 5)], []])
        XCTAssertEqual(spliced.map(\.y), [1, 2, 5])
        XCTAssertEqual(spliced[1].start, 4)
        XCTAssertEqual(MeasureSession.splice(kept, [], []).map(\.y), [1, 3, 5, 7])
    }
}
