import HarnessPixels
import HarnessRun
import HarnessScreens
import XCTest

/// The pixels' side in the words frames.json, motion.json and the messages have always used,
/// written out by hand here; decoding reads them back and refuses words no case writes.
final class PixelStatusWordsTests: XCTestCase {
    func testEachStatusHasItsFileWordsAndReadsBack() {
        let cases: [(PixelStatus, String)] = [
            (.measurer(.measured), "measured"),
            (.measurer(.noCaret), "no-caret"),
            (.noKeyboard, "no-keyboard"),
            (.hidden(by: [.header]), "hidden (header)"),
            (.hidden(by: [.keyboard, .button]), "hidden (keyboard, button)"),
            (.notMeasured(why: "no button on this screen"), "not measured (no button on this screen)"),
        ]
        for (status, words) in cases {
            XCTAssertEqual(status.words, words)
            XCTAssertEqual(PixelStatus(words: words), status, words)
        }
    }

    func testWordsNoCaseWritesAreRefused() {
        XCTAssertNil(PixelStatus(words: "hidden (header, lid)"), "an occluder that does not exist")
        XCTAssertNil(PixelStatus(words: "hidden (header"), "no closing parenthesis")
        XCTAssertNil(PixelStatus(words: "Measured"))
        let json = Data(#"["hidden (sofa)"]"#.utf8)
        XCTAssertThrowsError(try JSONDecoder().decode([PixelStatus].self, from: json)) { error in
            XCTAssertTrue("\(error)".contains("not a pixel status: `hidden (sofa)`"), "\(error)")
        }
    }

    func testThePixelSideSaysWhatTheNotesSaid() {
        XCTAssertEqual(PixelSide.measured(23.5).words, "pixels 23.5 pt")
        XCTAssertEqual(PixelSide.covered(by: [.header]).words, "pixels: not asked (the model says header covers the caret)")
        XCTAssertEqual(PixelSide.noGap(.measurer(.noCaret)).words, "pixels: no gap measured (no-caret)")
        XCTAssertEqual(PixelSide.noGap(nil).words, "pixels: no gap measured (not measured)")
        XCTAssertEqual(PixelSide.overMotion(smallest: 12, frames: 24, unmeasured: 2).words,
                       "pixels: smallest 12.0 pt over 24 frames, 2 uncovered frames without a measured caret")
    }
}
