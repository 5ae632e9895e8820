@testable import HarnessScreens
import HarnessCore
import HarnessText
import XCTest

/// Each step and non-goal of recenterCaret (caret-tracking-design.md) through the whole sheet, with
/// numbers worked out by hand in HandWorked; the edge cases on a bare UIKit tree are in
/// UIKitTests/RecenterCaretUIKitTests.
final class RecenterCaretTests: XCTestCase {
    private let L = HandWorked.lineHeight

    /// Instructions focused, keyboard up, `lines` lines of text (caret on the last).
    private func screenTyping(lines: Int) -> TextStyleEditScreen {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        screen.tap(.instructions)
        screen.type("1")
        for n in 2...max(2, lines) where n <= lines {
            screen.type("\n\(n)")
        }
        return screen
    }

    private func origin(_ screen: TextStyleEditScreen) -> Double { screen.sheet.scrollView.bounds.origin.y }

    func testShortTextNeverScrolls() {
        // Caret bottom with 4 lines: 64 + 286.287109375 + 4 * 20.287109375 = 431.435546875 <= 432.
        let screen = screenTyping(lines: 4)
        XCTAssertEqual(origin(screen), 0)
        XCTAssertEqual(screen.content.lastRecenterOutcome, .alreadyVisible)
    }

    func testCaretBelowVisibleBottomScrollsToExactly24AboveTheButton() {
        // 5 lines: caret bottom 64 + 286.287109375 + 5 * 20.287109375 = 350.287109375 + 101.435546875
        // = 451.72265625 in scroll space; visibleBottom = 0 + 432, so origin += 19.72265625.
        let screen = screenTyping(lines: 5)
        XCTAssertEqual(origin(screen), 19.72265625, accuracy: 1e-9)
        let snapshot = SheetSnapshot(screen: screen)
        XCTAssertEqual(snapshot.caretGapToButton!, 24, accuracy: 1e-9)
        XCTAssertEqual(snapshot.caret!.maxY, 432, accuracy: 1e-9)
    }

    func testEachNewlineAddsOneLineHeightToTheOrigin() {
        let screen = screenTyping(lines: 5)
        for extra in 1...6 {
            screen.type("\n")
            XCTAssertEqual(origin(screen), 19.72265625 + Double(extra) * L, accuracy: 1e-9)
            XCTAssertEqual(SheetSnapshot(screen: screen).caretGapToButton!, 24, accuracy: 1e-9)
        }
    }

    func testManualScrollThenOneCharacterSnapsBack() {
        let screen = screenTyping(lines: 8)
        // 8 lines: 350.287109375 + 8 * 20.287109375 - 432 = 350.287109375 + 162.296875 - 432 = 80.583984375.
        XCTAssertEqual(origin(screen), 80.583984375, accuracy: 1e-9)
        screen.scroll(to: 0)
        XCTAssertEqual(origin(screen), 0)
        screen.type("!")
        XCTAssertEqual(origin(screen), 80.583984375, accuracy: 1e-9)
        XCTAssertEqual(SheetSnapshot(screen: screen).caretGapToButton!, 24, accuracy: 1e-9)
    }

    func testCaretAboveVisibleTopScrollsUpTo24BelowTheTop() {
        let screen = screenTyping(lines: 30)
        screen.tap(.title)
        let before = origin(screen)
        XCTAssertGreaterThan(before, 300, "30 lines scrolled far down")
        screen.type("T")
        // Title caret top in scroll space: 64 + 210 = 274; visibleTop = origin + 24, so origin = 250.
        XCTAssertEqual(origin(screen), 250, accuracy: 1e-9)
    }

    func testAnimatedTransitionRecordsTheAdditiveAnimation() {
        let screen = screenTyping(lines: 5)
        let animations = screen.lastTransition.log.boundsOriginAnimations
        XCTAssertEqual(animations.count, 1)
        // from (0, previous - new) = (0, 0 - 19.72265625) to (0, 0), additive, on the 0.4 s spring.
        XCTAssertEqual(animations[0].from.y, -19.72265625, accuracy: 1e-9)
        XCTAssertEqual(animations[0].to, Point())
        XCTAssertTrue(animations[0].additive)
        XCTAssertEqual(animations[0].duration, 0.4)
    }

    func testImmediateTransitionRecordsNoAnimation() {
        let screen = screenTyping(lines: 8)
        screen.scroll(to: 0)
        let hintView = screen.fieldView(.instructions).textFieldView!
        let transition = ComponentTransition(animation: .none,
                                             userData: [TextFieldComponent.AnimationHint(view: hintView, kind: .textChanged)])
        screen.sheet.update(environment: SheetEnvironment(inputHeight: 336), transition: transition)
        XCTAssertEqual(origin(screen), 80.583984375, accuracy: 1e-9)
        XCTAssertTrue(transition.log.boundsOriginAnimations.isEmpty)
    }

    // MARK: edge cases

    func testCaretAlreadyVisibleLeavesBoundsAlone() {
        let screen = screenTyping(lines: 6)
        let before = origin(screen)
        screen.select(.instructions, at: .endOfLine(5))
        screen.type("x")
        XCTAssertEqual(screen.content.lastRecenterOutcome, .alreadyVisible)
        XCTAssertEqual(origin(screen), before)
        XCTAssertTrue(screen.lastTransition.log.boundsOriginAnimations.isEmpty)
    }

    // MARK: non-goals

    func testFocusChangeAloneNeverScrolls() {
        let screen = screenTyping(lines: 8)
        screen.scroll(to: 0)
        screen.tap(.title)
        screen.tap(.instructions)
        XCTAssertEqual(origin(screen), 0)
        XCTAssertNil(screen.content.lastRecenterOutcome, "a focus hint never reaches recenterCaret")
    }

    func testSelectionChangeNeverScrolls() {
        let screen = screenTyping(lines: 8)
        screen.scroll(to: 0)
        screen.select(.instructions, at: .start)
        screen.select(.instructions, at: .end)
        XCTAssertEqual(origin(screen), 0)
    }

    func testKeyboardShowAndHideNeverScroll() {
        let screen = screenTyping(lines: 8)
        let before = origin(screen)
        screen.setKeyboardVisible(false)
        XCTAssertEqual(origin(screen), before)
        screen.setKeyboardVisible(true)
        XCTAssertEqual(origin(screen), before)
    }

    func testTheDesignConstants() {
        XCTAssertEqual(CaretTrackingConstants.caretTopInset, 24)
        XCTAssertEqual(CaretTrackingConstants.caretBottomInset, 24)
        XCTAssertEqual(CaretTrackingConstants.bottomActionAreaHeight, 60)
    }
}
