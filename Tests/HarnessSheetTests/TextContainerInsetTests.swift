@testable import HarnessScreens
import HarnessCore
import UIKit
import XCTest

/// The caret the design scrolls, the caret that is drawn and the caret that is judged are one
/// caret: the sheet's own `UITextView`'s. Moving the instructions text view's
/// `textContainerInset.top` from 16 to 17 pt, and nothing else, must move all three by that 1 pt
/// (and only vertically: every caret's x is the baseline's).
///
/// Worked by hand on the iPhone 15 Pro with the keyboard up (HandWorked: line L = 20.287109375,
/// content origin 64, instructions section top 270.287109375 in the column, button top 456), from
/// the design's visibleBottom = bounds.maxY - inputHeight - 60 - 24 = (origin + 852) - 336 - 60 -
/// 24 = origin + 432 in scroll space, that is 432 on screen (the button's top 456 less 24); the
/// caret on screen is its place in scroll space less the origin:
///
/// - What moves by 1 pt: the instructions text top in the column, 270.287109375 + 16 =
///   286.287109375 becomes 287.287109375, so in scroll space 64 + that, 350.287109375 becomes
///   351.287109375; the caret on line n ends (its bottom) at 350.287109375 + n L, now
///   351.287109375 + n L; the field (and its section, and the column, and so the largest origin)
///   is n L + 33 tall instead of n L + 32.
/// - What stays: the title (its text view keeps 16), so the instructions section's top; the
///   content origin 64 (topInset is 0 with the keyboard up either way: 852 - 64 - 467.57421875 -
///   336 < 0); the button at 456; visibleBottom - bounds.minY = 432; the caret's height L, its x
///   (16 + 16 - 5 + 5 = 32) and width 2.
///
/// So when the design scrolls (caret bottom past visibleBottom), it assigns origin = caret bottom
/// in scroll space - 432: the origin is 1 pt larger and the caret ends on screen where it did,
/// its bottom at 432, 24 pt above the button. When it does not scroll, the origin stays 0 and the
/// caret on screen is 1 pt lower, its gap to the button 1 pt smaller.
@MainActor
final class TextContainerInsetTests: XCTestCase {
    private let L = HandWorked.lineHeight

    /// The sheet as made, and the same sheet with the instructions text view's top inset 1 pt taller.
    private func screens() -> (baseline: TextStyleEditScreen, taller: TextStyleEditScreen) {
        let baseline = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        let taller = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        XCTAssertEqual(taller.textView(.instructions).textContainerInset.top, 16)
        taller.textView(.instructions).textContainerInset.top += 1
        return (baseline, taller)
    }

    /// The caret in the painted frame: the one 2 pt wide fill in the tint colour.
    private func paintedCaret(_ screen: TextStyleEditScreen, file: StaticString = #filePath, line: UInt = #line) -> Rect? {
        let tint = Appearance.light.palette.tint
        let carets = SheetPainter(screen: screen, appearance: .light).paint().commands.compactMap { command -> Rect? in
            if case let .fill(rect, _, color) = command, color == tint, rect.width == 2 { return rect }
            return nil
        }
        XCTAssertEqual(carets.count, 1, "one caret painted", file: file, line: line)
        return carets.first
    }

    private func origin(_ screen: TextStyleEditScreen) -> Double { SheetSnapshot(screen: screen).scrollOriginY }

    /// The judged caret (the snapshot's, on screen), the painted one, the gap and the origin;
    /// `caretX` where the caret's x is worked out (32 in an empty field), else only the painted
    /// caret's x is held to the judged one's.
    private func assertFrame(_ screen: TextStyleEditScreen, caretTop: Double, caretX: Double? = nil,
                             origin expectedOrigin: Double, _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let snapshot = SheetSnapshot(screen: screen)
        XCTAssertEqual(snapshot.scrollOriginY, expectedOrigin, accuracy: 1e-9, "origin, \(message)", file: file, line: line)
        guard let caret = snapshot.caret, let painted = paintedCaret(screen, file: file, line: line) else {
            return XCTFail("no caret, \(message)", file: file, line: line)
        }
        if let caretX {
            XCTAssertEqual(caret.minX, caretX, accuracy: 1e-9, "judged caret x, \(message)", file: file, line: line)
        }
        XCTAssertEqual(caret.width, 2, "judged caret width, \(message)", file: file, line: line)
        XCTAssertEqual(caret.minY, caretTop, accuracy: 1e-9, "judged caret top, \(message)", file: file, line: line)
        XCTAssertEqual(caret.height, L, accuracy: 1e-9, "judged caret height, \(message)", file: file, line: line)
        XCTAssertEqual(painted.minX, caret.minX, accuracy: 1e-9, "painted caret x, \(message)", file: file, line: line)
        XCTAssertEqual(painted.minY, caretTop, accuracy: 1e-9, "painted caret top, \(message)", file: file, line: line)
        XCTAssertEqual(painted.height, L, accuracy: 1e-9, "painted caret height, \(message)", file: file, line: line)
        XCTAssertEqual(snapshot.caretGapToButton ?? .nan, 456 - (caretTop + L), accuracy: 1e-9, "gap, \(message)",
                       file: file, line: line)
    }

    /// The inset moves nothing sideways: the judged and painted carets' x are the baseline's.
    private func assertSameX(_ baseline: TextStyleEditScreen, _ taller: TextStyleEditScreen,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(SheetSnapshot(screen: taller).caret?.minX, SheetSnapshot(screen: baseline).caret?.minX,
                       "judged caret x", file: file, line: line)
        XCTAssertEqual(paintedCaret(taller)?.minX, paintedCaret(baseline)?.minX, "painted caret x", file: file, line: line)
    }

    func testWhenTheDesignScrollsTheOriginTakesTheInchAndTheCaretStaysPut() async {
        let (baseline, taller) = screens()
        for screen in [baseline, taller] {
            screen.tap(.instructions)
            screen.type("1")
            for n in 2...5 { screen.type("\n\(n)") }
        }
        // The field is one point taller: 5 L + 32 = 133.435546875 against 5 L + 33 = 134.435546875.
        XCTAssertEqual(Double(baseline.section(.instructions).frame.height), 5 * L + 32, accuracy: 1e-9)
        XCTAssertEqual(Double(taller.section(.instructions).frame.height), 5 * L + 33, accuracy: 1e-9)
        XCTAssertEqual(Double(taller.section(.instructions).frame.minY), Double(baseline.section(.instructions).frame.minY))
        // 5 lines: caret bottom in scroll space 350.287109375 + 5 L = 451.72265625 > 432, so the
        // origin is 451.72265625 - 432 = 19.72265625; one point lower, 452.72265625, gives
        // 20.72265625. On screen the caret ends at 432 both times (its top 432 - L = 411.712890625),
        // 24 pt above the button. Unclamped: the largest origin is 467.57421875 + 4 L + 400 - 852 =
        // 96.72265625 (97.72265625 with the taller field).
        XCTAssertEqual(SheetSnapshot(screen: baseline).caretInScroll?.maxY ?? 0, 451.72265625, accuracy: 1e-9)
        XCTAssertEqual(SheetSnapshot(screen: taller).caretInScroll?.maxY ?? 0, 452.72265625, accuracy: 1e-9)
        XCTAssertEqual(baseline.maximumScrollOrigin, 96.72265625, accuracy: 1e-9)
        XCTAssertEqual(taller.maximumScrollOrigin, 97.72265625, accuracy: 1e-9)
        assertFrame(baseline, caretTop: 411.712890625, origin: 19.72265625, "baseline, 5 lines")
        assertFrame(taller, caretTop: 411.712890625, origin: 20.72265625, "inset + 1, 5 lines")
        assertSameX(baseline, taller)

        // A text change: line 6. Caret bottom 350.287109375 + 6 L = 472.009765625, origin
        // 40.009765625; with the inset 473.009765625 and 41.009765625. The caret stays at 432.
        XCTAssertTrue(baseline.type("\n6"))
        XCTAssertTrue(taller.type("\n6"))
        XCTAssertEqual(SheetSnapshot(screen: baseline).caretInScroll?.maxY ?? 0, 472.009765625, accuracy: 1e-9)
        XCTAssertEqual(SheetSnapshot(screen: taller).caretInScroll?.maxY ?? 0, 473.009765625, accuracy: 1e-9)
        assertFrame(baseline, caretTop: 411.712890625, origin: 40.009765625, "baseline, 6 lines")
        assertFrame(taller, caretTop: 411.712890625, origin: 41.009765625, "inset + 1, 6 lines")
        assertSameX(baseline, taller)
        // The scroll each edit animated: previous - new = 19.72265625 - 40.009765625 = -L both times.
        XCTAssertEqual(baseline.lastScrollOffsets.count, 1)
        XCTAssertEqual(taller.lastScrollOffsets.count, 1)
        XCTAssertEqual(baseline.lastScrollOffsets.first ?? 0, -L, accuracy: 1e-9)
        XCTAssertEqual(taller.lastScrollOffsets.first ?? 0, -L, accuracy: 1e-9)
    }

    func testWhenTheDesignDoesNotScrollTheCaretOnScreenMovesDownOnePoint() async {
        let (baseline, taller) = screens()
        // Focus alone, empty field: the caret on line 1, top 64 + 286.287109375 = 350.287109375
        // on screen (origin 0), bottom 370.57421875, gap 456 - 370.57421875 = 85.42578125; with
        // the inset, top 351.287109375, gap 84.42578125.
        baseline.tap(.instructions)
        taller.tap(.instructions)
        assertFrame(baseline, caretTop: 350.287109375, caretX: 32, origin: 0, "baseline, focused")
        assertFrame(taller, caretTop: 351.287109375, caretX: 32, origin: 0, "inset + 1, focused")
        assertSameX(baseline, taller)

        // A text change, three lines: caret bottom 350.287109375 + 3 L = 411.1484375 <= 432 (412.1484375
        // with the inset): no scroll, the caret top 390.861328125 against 391.861328125, the gap
        // 456 - 411.1484375 = 44.8515625 against 43.8515625.
        XCTAssertTrue(baseline.type("1\n2\n3"))
        XCTAssertTrue(taller.type("1\n2\n3"))
        XCTAssertEqual(baseline.content.lastRecenterOutcome, .alreadyVisible)
        XCTAssertEqual(taller.content.lastRecenterOutcome, .alreadyVisible)
        assertFrame(baseline, caretTop: 390.861328125, origin: 0, "baseline, 3 lines")
        assertFrame(taller, caretTop: 391.861328125, origin: 0, "inset + 1, 3 lines")
        assertSameX(baseline, taller)
        XCTAssertTrue(baseline.lastScrollOffsets.isEmpty)
        XCTAssertTrue(taller.lastScrollOffsets.isEmpty)
    }

    func testTheInchCrossesTheDesignsThresholdAtFourLines() async {
        let (baseline, taller) = screens()
        for screen in [baseline, taller] {
            screen.tap(.instructions)
            XCTAssertTrue(screen.type("1\n2\n3\n4"))
        }
        // 4 lines: caret bottom 350.287109375 + 4 L = 431.435546875 <= 432, no scroll, caret top
        // 411.1484375 on screen. One point lower, 432.435546875 > 432: the design scrolls by
        // 0.435546875 and the caret ends at 432, top 411.712890625, 24 pt above the button.
        XCTAssertEqual(baseline.content.lastRecenterOutcome, .alreadyVisible)
        assertFrame(baseline, caretTop: 411.1484375, origin: 0, "baseline, 4 lines")
        assertFrame(taller, caretTop: 411.712890625, origin: 0.435546875, "inset + 1, 4 lines")
        assertSameX(baseline, taller)
    }
}
