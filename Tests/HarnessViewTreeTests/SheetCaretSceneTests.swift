import HarnessCore
@testable import HarnessPasses
import HarnessScreens
import UIKit
import XCTest

/// One caret, wherever it is read from: the stock sheet's window, its tapped field first
/// responder, shows the generic reader of any window (`CaretScene`, what a screen of your own
/// views is judged by) the very caret the sheet's frame facts hold (`SheetSnapshot`) and the
/// design scrolled, before and after the design's scroll, and the window's keyboard.
@MainActor
final class SheetCaretSceneTests: XCTestCase {
    func testCaretSceneFindsTheSheetsCaret() async throws {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        let window = screen.window
        // The title, then the instructions at four lines (no scroll: caret bottom 431.44 <= 432)
        // and at five (the design scrolls by 19.72265625, RecenterCaretTests).
        let cases: [(FieldID, String, Double)] = [(.title, "My style", 0), (.instructions, "1\n2\n3\n4", 0),
                                                  (.instructions, "\n5", 19.72265625)]
        for (field, text, origin) in cases {
            screen.tap(field)
            screen.type(text)
            XCTAssertTrue(screen.textView(field).isFirstResponder)
            XCTAssertEqual(Double(screen.sheet.scrollView.bounds.origin.y), origin, accuracy: 1e-9)
            let scene = try XCTUnwrap(CaretScene(window: window))
            XCTAssertTrue(scene.responder === screen.textView(field))
            // The 15 Pro's keyboard with its predictive bar: 336 pt at the screen's bottom.
            XCTAssertEqual(scene.keyboard, CGRect(x: 0, y: 852 - 336, width: 393, height: 336))
            let caret = try XCTUnwrap(SheetSnapshot(screen: screen).caret)
            XCTAssertEqual(Rect(scene.caret), caret, "\(field) \(text.debugDescription)")
            // Inside the sheet's scroll view and above the keyboard: nothing clips it.
            XCTAssertEqual(scene.visibleCaret, scene.caret)
        }
    }
}
