@testable import HarnessScreens
import UIKit
import XCTest

/// The invariants can fail: each check is shown a sheet put in a state the design forbids.
@MainActor
final class SheetInvariantsTests: XCTestCase {
    /// Instructions focused with eight lines typed, so the design has scrolled (origin
    /// 80.583984375, worked out in RecenterCaretTests).
    private func scrolledScreen() -> TextStyleEditScreen {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        screen.tap(.instructions)
        screen.type("1\n2\n3\n4\n5\n6\n7\n8")
        return screen
    }

    private func violation(after event: SheetEvent, edited: Bool, before: SheetInvariants.Before,
                           on screen: TextStyleEditScreen) -> String? {
        do {
            try SheetInvariants.check(after: event, edited: edited, before: before, on: screen)
            return nil
        } catch {
            return error.property
        }
    }

    func testAnEditThatScrollsAsDesignedPasses() async {
        let screen = scrolledScreen()
        let before = SheetInvariants.Before(screen)
        XCTAssertTrue(SheetEvent.type("\n9").apply(to: screen))
        XCTAssertNil(violation(after: .type("\n9"), edited: true, before: before, on: screen))
    }

    func testAScrollTheOutcomeDoesNotReportIsCaught() async {
        let screen = scrolledScreen()
        let before = SheetInvariants.Before(screen)
        XCTAssertTrue(SheetEvent.type("\n9").apply(to: screen))
        screen.sheet.scrollView.contentOffset.y -= 5
        XCTAssertEqual(violation(after: .type("\n9"), edited: true, before: before, on: screen), "outcome-matches-scroll")
    }

    func testAnEditWithoutRecenteringIsCaught() async {
        let screen = scrolledScreen()
        // A selection runs an update with no hint, which leaves no outcome.
        screen.select(.instructions, at: .end)
        let before = SheetInvariants.Before(screen)
        XCTAssertEqual(violation(after: .type("x"), edited: true, before: before, on: screen), "recenter-ran")
    }

    func testACaretOutsideTheVisibleRangeIsCaught() async {
        // 30 lines: the design scrolls to 350.287109375 + 30 * 20.287109375 - 432 = 526.900390625, inside
        // the maximum (467.57421875 + 29 * 20.287109375 + 64 + 336) - 852 = 603.900390625, so unclamped;
        // visibleTop is then 550.900390625.
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        screen.tap(.instructions)
        screen.type((1...29).map(String.init).joined(separator: "\n"))
        let before = SheetInvariants.Before(screen)
        XCTAssertTrue(SheetEvent.type("\n30").apply(to: screen))
        XCTAssertEqual(Double(screen.sheet.scrollView.bounds.origin.y), 526.900390625, accuracy: 1e-9)
        // The caret moved to line 1 (top 350.287109375) behind the update's back.
        screen.textView(.instructions).selectedRange = NSRange(location: 0, length: 0)
        XCTAssertEqual(violation(after: .type("\n30"), edited: true, before: before, on: screen),
                       "caret-in-visible-range")
    }

    func testAScrollWithoutAnEditIsCaught() async {
        let screen = scrolledScreen()
        let before = SheetInvariants.Before(screen)
        screen.setKeyboardVisible(false)
        screen.sheet.scrollView.contentOffset.y = 0
        XCTAssertEqual(violation(after: .keyboard(visible: false), edited: false, before: before, on: screen),
                       "no-scroll-without-edit")
    }

    func testAManualScrollMustLandWhereAsked() async {
        let screen = scrolledScreen()
        let before = SheetInvariants.Before(screen)
        screen.scroll(to: 30)
        XCTAssertNil(violation(after: .scroll(30), edited: false, before: before, on: screen))
        XCTAssertEqual(violation(after: .scroll(40), edited: false, before: before, on: screen), "manual-scroll-lands")
    }

    func testATitleOverItsLimitIsCaught() async {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        // Setting `text` directly skips the limits that typing and prefilling obey.
        screen.textView(.title).text = String(repeating: "a", count: 257)
        // UITextView's `text` setter puts the caret at the end, 8 wrapped lines down in a field
        // still one line tall until the next update; the caret goes back to the start, where the
        // field's (one-line) bounds hold it, so the limit is what fails.
        screen.textView(.title).selectedRange = NSRange(location: 0, length: 0)
        let before = SheetInvariants.Before(screen)
        XCTAssertEqual(violation(after: .keyboard(visible: true), edited: false, before: before, on: screen),
                       "field-limits")
    }
}
