@testable import HarnessScreens
import HarnessCore
import UIKit
import XCTest

/// Each keyboard-avoidance approach's own rule, with numbers worked out by hand (HandWorked:
/// line height L = 20.287109375, instructions text top in scroll space 64 + 286.287109375 = 350.287109375,
/// its text view frame top 64 + 270.287109375 = 334.287109375, keyboard 336, button top 456).
@MainActor
final class StrategyTests: XCTestCase {
    private let L = HandWorked.lineHeight

    private func screen(_ avoidance: KeyboardAvoidance, instructions: String = "") -> TextStyleEditScreen {
        TextStyleEditScreen(device: .iPhone15Pro, mode: .create, instructions: instructions, avoidance: avoidance)
    }

    /// Focus Instructions and type `lines` lines, one edit a line.
    private func typeLines(_ screen: TextStyleEditScreen, _ lines: Int) {
        screen.tap(.instructions)
        screen.type("1")
        for n in 2...lines { screen.type("\n\(n)") }
    }

    private func lines(_ count: Int) -> String {
        (1...count).map { "Line \($0)" }.joined(separator: "\n")
    }

    private func origin(_ s: TextStyleEditScreen) -> Double { Double(s.sheet.scrollView.bounds.origin.y) }

    func testNoneNeverScrolls() async {
        let s = screen(NoAvoidance())
        typeLines(s, 8)
        XCTAssertEqual(origin(s), 0)
        // Caret bottom 350.287109375 + 8 L = 512.583984375 on screen: top 492.296875, into the button
        // (456...508), above the keyboard (516).
        XCTAssertEqual(SheetSnapshot(screen: s).caret!.maxY, 512.583984375, accuracy: 1e-9)
        XCTAssertEqual(SheetSnapshot(screen: s).occludedBy, [.button])
    }

    func testKeyboardPaddingAddsKeyboardLessSafeAreaAndNeverScrolls() async {
        let s = screen(KeyboardAdaptivePadding())
        s.tap(.instructions)
        // 467.57421875 + (336 - 34) = 769.57421875 of content; topInset 0; + 64 + 336.
        XCTAssertEqual(Double(s.sheet.scrollView.contentSize.height), 1169.57421875, accuracy: 1e-9)
        typeLines(s, 8)
        XCTAssertEqual(origin(s), 0)
        s.setKeyboardVisible(false)
        XCTAssertEqual(s.sheet.sizing.topInset, 852 - 64 - (467.57421875 + 7 * L), accuracy: 1e-9, "no padding once hidden")
    }

    func testScrollFieldIntoViewInsetsAndScrollsTheFieldOnKeyboardShowOnly() async {
        let s = screen(ScrollFieldIntoView(), instructions: lines(20))
        s.tap(.instructions)
        // Overlap of the keyboard (516...852) with the bounds (0...852): 336.
        XCTAssertEqual(Double(s.sheet.scrollView.contentInset.bottom), 336)
        // Field bottom 334.287109375 + 20 L + 32 = 772.029296875; visible bottom 852 - 336 = 516.
        XCTAssertEqual(origin(s), 256.029296875, accuracy: 1e-9)
        s.type("\nmore")
        s.type("\nand more")
        XCTAssertEqual(origin(s), 256.029296875, accuracy: 1e-9, "typing never scrolls")
        s.setKeyboardVisible(false)
        XCTAssertEqual(s.sheet.scrollView.contentInset, .zero)
    }

    func testIQKeyboardManagerKeepsTheWholeFieldTenAboveTheKeyboard() async {
        let s = screen(IQKeyboardManagerModel())
        typeLines(s, 8)
        // Field bottom 334.287109375 + 8 L + 32 = 528.583984375; room bottom 852 - 336 - 10 = 506.
        XCTAssertEqual(origin(s), 22.583984375, accuracy: 1e-9)
        // It ignores the button: the caret (bottom 512.583984375 - 22.583984375 = 490) is under it.
        XCTAssertEqual(SheetSnapshot(screen: s).occludedBy, [.button])
    }

    func testIQKeyboardManagerShowsATallFieldFromItsTop() async {
        let s = screen(IQKeyboardManagerModel(), instructions: lines(20))
        s.tap(.instructions)
        // 20 L + 32 = 437.7421875 > room 506 - 144 = 362: field top to the header's bottom, 144.
        XCTAssertEqual(origin(s), 334.287109375 - 144, accuracy: 1e-9)
        XCTAssertEqual(SheetSnapshot(screen: s).occludedBy, [.keyboard])
    }

    func testTPKeyboardAvoidingCentresTheCaretOnFocusButNotWhileTyping() async {
        let s = screen(TPKeyboardAvoidingModel(), instructions: lines(30))
        s.tap(.instructions, at: .endOfLine(20))
        // Caret top 350.287109375 + 19 L = 735.7421875, middle + L / 2 = 745.8857421875; visible 852 - 336 = 516.
        XCTAssertEqual(origin(s), 745.8857421875 - 258, accuracy: 1e-9)
        s.type("x")
        XCTAssertEqual(origin(s), 745.8857421875 - 258, accuracy: 1e-9)
    }

    func testComposePollKeepsTheFieldSixteenAboveTheButtonScrollingDownOnly() async {
        let s = screen(ComposePollScreenModel())
        typeLines(s, 8)
        // Field bottom 528.583984375; limit = button top 456 - 16 = 440.
        XCTAssertEqual(origin(s), 88.583984375, accuracy: 1e-9)
        // The caret sits the field's 16 pt inset and the 16 pt distance above the button.
        XCTAssertEqual(SheetSnapshot(screen: s).caretGapToButton!, 32, accuracy: 1e-9)
        s.backspace()
        s.backspace()
        XCTAssertEqual(origin(s), 88.583984375, accuracy: 1e-9, "never scrolls up")
    }

    func testTheCatalogMakesEveryApproachByItsID() async {
        for id in KeyboardAvoidanceCatalog.ids {
            XCTAssertEqual(KeyboardAvoidanceCatalog.make(id)?.id, id)
        }
        XCTAssertNil(KeyboardAvoidanceCatalog.make("magic"))
    }
}
