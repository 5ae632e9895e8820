@testable import HarnessScreens
import ComponentFlow
import HarnessCore
import HarnessText
import UIKit
import XCTest

/// Each step and non-goal of recenterCaret (caret-tracking-design.md) through the whole sheet, with
/// numbers worked out by hand in HandWorked; the edge cases on a bare UIKit tree are in
/// UIKitTests/RecenterCaretUIKitTests.
@MainActor
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

    private func origin(_ screen: TextStyleEditScreen) -> Double { Double(screen.sheet.scrollView.bounds.origin.y) }

    /// Runs the sheet's update as the screen does after an edit of `field`, with `transition`
    /// carrying the field's `.textChanged` hint, and returns the scroll view's bounds animations
    /// it recorded on UIKit's timeline.
    private func updateWithTextChangedHint(_ screen: TextStyleEditScreen, _ field: FieldID,
                                           animation: ComponentTransition.Animation) -> [UIViewAnimationTimeline.Record] {
        let hint = TextFieldComponent.AnimationHint(view: screen.field(field), kind: .textChanged)
        let transition = ComponentTransition(animation: animation).withUserData(hint)
        func state(_ field: FieldID) -> ContentState.Field {
            let view = screen.textView(field)
            return ContentState.Field(text: view.text ?? "", selection: view.selectedRange)
        }
        let timeline = UIViewAnimationTimeline.shared
        timeline.reset()
        screen.sheet.update(environment: SheetEnvironment(inputHeight: 336), transition: transition,
                            state: ContentState(title: state(.title), instructions: state(.instructions), textSize: 17),
                            focusedField: screen.field(field))
        defer { timeline.reset() }
        return timeline.records(of: screen.sheet.scrollView, .bounds)
    }

    func testShortTextNeverScrolls() async {
        // Caret bottom with 4 lines: 64 + 286.287109375 + 4 * 20.287109375 = 431.435546875 <= 432.
        let screen = screenTyping(lines: 4)
        XCTAssertEqual(origin(screen), 0)
        XCTAssertEqual(screen.content.lastRecenterOutcome, .alreadyVisible)
    }

    func testCaretBelowVisibleBottomScrollsToExactly24AboveTheButton() async {
        // 5 lines: caret bottom 64 + 286.287109375 + 5 * 20.287109375 = 350.287109375 + 101.435546875
        // = 451.72265625 in scroll space; visibleBottom = 0 + 432, so origin += 19.72265625.
        let screen = screenTyping(lines: 5)
        XCTAssertEqual(origin(screen), 19.72265625, accuracy: 1e-9)
        let snapshot = SheetSnapshot(screen: screen)
        XCTAssertEqual(snapshot.caretGapToButton!, 24, accuracy: 1e-9)
        XCTAssertEqual(snapshot.caret!.maxY, 432, accuracy: 1e-9)
    }

    func testEachNewlineAddsOneLineHeightToTheOrigin() async {
        let screen = screenTyping(lines: 5)
        for extra in 1...6 {
            screen.type("\n")
            XCTAssertEqual(origin(screen), 19.72265625 + Double(extra) * L, accuracy: 1e-9)
            XCTAssertEqual(SheetSnapshot(screen: screen).caretGapToButton!, 24, accuracy: 1e-9)
        }
    }

    func testManualScrollThenOneCharacterSnapsBack() async {
        let screen = screenTyping(lines: 8)
        // 8 lines: 350.287109375 + 8 * 20.287109375 - 432 = 350.287109375 + 162.296875 - 432 = 80.583984375.
        XCTAssertEqual(origin(screen), 80.583984375, accuracy: 1e-9)
        screen.scroll(to: 0)
        XCTAssertEqual(origin(screen), 0)
        screen.type("!")
        XCTAssertEqual(origin(screen), 80.583984375, accuracy: 1e-9)
        XCTAssertEqual(SheetSnapshot(screen: screen).caretGapToButton!, 24, accuracy: 1e-9)
    }

    func testCaretAboveVisibleTopScrollsUpTo24BelowTheTop() async {
        let screen = screenTyping(lines: 30)
        screen.tap(.title)
        let before = origin(screen)
        XCTAssertGreaterThan(before, 300, "30 lines scrolled far down")
        screen.type("T")
        // Title caret top in scroll space: 64 + 210 = 274; visibleTop = origin + 24, so origin = 250.
        XCTAssertEqual(origin(screen), 250, accuracy: 1e-9)
    }

    func testAnimatedTransitionRecordsTheAdditiveAnimation() async {
        let screen = screenTyping(lines: 5)
        // One offset, previous - new = 0 - 19.72265625, on the edit's 0.4 s spring.
        XCTAssertEqual(screen.lastScrollOffsets.count, 1)
        XCTAssertEqual(screen.lastScrollOffsets[0], -19.72265625, accuracy: 1e-9)
        XCTAssertEqual(screen.lastTransition.animation, .curve(duration: 0.4, curve: .spring))
        // The whole record, from the sheet's update run by hand with the same hint after a manual
        // scroll to 0 of the 8-line sheet (design origin 80.583984375): from (0, 0 - 80.583984375)
        // to (0, 0), an offset added to the model's bounds (additive), on the 0.4 s spring.
        let eight = screenTyping(lines: 8)
        eight.scroll(to: 0)
        let animations = updateWithTextChangedHint(eight, .instructions, animation: .curve(duration: 0.4, curve: .spring))
        XCTAssertEqual(origin(eight), 80.583984375, accuracy: 1e-9)
        XCTAssertEqual(animations.count, 1)
        XCTAssertEqual(Double(animations[0].from[0]), 0)
        XCTAssertEqual(Double(animations[0].from[1]), -80.583984375, accuracy: 1e-9)
        XCTAssertEqual(animations[0].to.prefix(2).map { Double($0) }, [0, 0])
        XCTAssertEqual(animations[0].duration, 0.4)
        XCTAssertEqual(animations[0].curve, .named("spring"))
    }

    func testImmediateTransitionRecordsNoAnimation() async {
        let screen = screenTyping(lines: 8)
        screen.scroll(to: 0)
        let animations = updateWithTextChangedHint(screen, .instructions, animation: .none)
        XCTAssertEqual(origin(screen), 80.583984375, accuracy: 1e-9)
        XCTAssertTrue(animations.isEmpty)
    }

    // MARK: edge cases

    func testCaretAlreadyVisibleLeavesBoundsAlone() async {
        let screen = screenTyping(lines: 6)
        let before = origin(screen)
        screen.select(.instructions, at: .endOfLine(5))
        screen.type("x")
        XCTAssertEqual(screen.content.lastRecenterOutcome, .alreadyVisible)
        XCTAssertEqual(origin(screen), before)
        XCTAssertTrue(screen.lastScrollOffsets.isEmpty)
    }

    // MARK: non-goals

    func testFocusChangeAloneNeverScrolls() async {
        let screen = screenTyping(lines: 8)
        screen.scroll(to: 0)
        screen.tap(.title)
        screen.tap(.instructions)
        XCTAssertEqual(origin(screen), 0)
        XCTAssertNil(screen.content.lastRecenterOutcome, "a focus hint never reaches recenterCaret")
    }

    func testSelectionChangeNeverScrolls() async {
        let screen = screenTyping(lines: 8)
        screen.scroll(to: 0)
        screen.select(.instructions, at: .start)
        screen.select(.instructions, at: .end)
        XCTAssertEqual(origin(screen), 0)
    }

    func testKeyboardShowAndHideNeverScroll() async {
        let screen = screenTyping(lines: 8)
        let before = origin(screen)
        screen.setKeyboardVisible(false)
        XCTAssertEqual(origin(screen), before)
        screen.setKeyboardVisible(true)
        XCTAssertEqual(origin(screen), before)
    }

    func testTheDesignConstants() async {
        XCTAssertEqual(CaretTrackingConstants.caretTopInset, 24)
        XCTAssertEqual(CaretTrackingConstants.caretBottomInset, 24)
        XCTAssertEqual(CaretTrackingConstants.bottomActionAreaHeight, 60)
    }
}
