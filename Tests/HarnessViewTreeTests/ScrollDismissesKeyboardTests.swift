import HarnessCore
@testable import HarnessPasses
import HarnessScript
import UIKit
import XCTest

/// A script's `scroll` is a drag in the screen's scroll view: with `keyboardDismissMode = .onDrag`
/// it dismisses the keyboard when it begins, as iOS does; with the default `.none` it does not.
final class ScrollDismissesKeyboardTests: XCTestCase {
    @MainActor
    func testAScriptedScrollDismissesTheKeyboardOnlyOnDrag() async throws {
        // A 100 x 200 window with a 50 pt keyboard; a scroll view filling it, its content 400 tall
        // (scrollable: 400 > 200), holding a text field at the top.
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 100, height: 200), scale: 1, keyboardHeight: 50))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 100, height: 400)
        let field = UITextField(frame: CGRect(x: 0, y: 10, width: 100, height: 30))
        scroll.addSubview(field)
        window.addSubview(scroll)
        var last: UIView?
        XCTAssertTrue(field.becomeFirstResponder())
        // `.none`: scrolled by 20, the keyboard stays (its frame y 200 - 50 = 150).
        try ViewScreenInput.act(.scroll(.by(20)), in: window, lastFocus: &last)
        XCTAssertEqual(scroll.contentOffset.y, 20)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(window.keyboardFrame, CGRect(x: 0, y: 150, width: 100, height: 50))
        // `.onDrag`: the next scroll dismisses it, and still scrolls (20 + 30 = 50).
        scroll.keyboardDismissMode = .onDrag
        try ViewScreenInput.act(.scroll(.by(30)), in: window, lastFocus: &last)
        XCTAssertEqual(scroll.contentOffset.y, 50)
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertNil(window.keyboardFrame)
    }
}
