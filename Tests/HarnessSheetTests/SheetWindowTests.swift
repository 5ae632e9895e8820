import Foundation
import HarnessCore
import HarnessScreens
import UIKit
import XCTest

/// The stock sheet in its own window, driven as a screen of your own views is: a tap makes the
/// field's `UITextView` first responder, the window shows its keyboard and posts the keyboard
/// notifications (their object the window's screen), and the sheet takes its `inputHeight` from
/// the will-change-frame end frame, as the app's container does. On the iPhone SE in portrait
/// the keyboard with its predictive bar is 260 pt (sheet-geometry.md's table, an estimate), so
/// it rests at y 667 - 260 = 407 and the button's top is at 407 - 8 - 52 = 347.
@MainActor
final class SheetWindowTests: XCTestCase {
    final class Log: @unchecked Sendable {
        var ends: [(Notification.Name, CGRect?)] = []
    }

    func testFocusIsTheFirstResponderAndTheKeyboardIsTheWindows() async throws {
        let screen = TextStyleEditScreen(device: Device.named("iphone-se-3")!, mode: .create)
        let log = Log()
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: screen.window.screen, queue: .main) { note in
                log.ends.append((note.name, (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue))
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        XCTAssertNil(screen.window.firstResponder)
        XCTAssertEqual(screen.inputHeight, 0)

        screen.tap(.title)
        XCTAssertTrue(screen.window.firstResponder === screen.textView(.title))
        XCTAssertEqual(screen.focusedField, .title)
        XCTAssertEqual(log.ends.map(\.0), [UIResponder.keyboardWillShowNotification])
        XCTAssertEqual(log.ends.last?.1, CGRect(x: 0, y: 407, width: 375, height: 260))
        XCTAssertEqual(screen.inputHeight, 260)
        XCTAssertEqual(screen.sheet.buttonView.frame.minY, 347)

        // Focus moves: the title gives it up without the keyboard hiding; iOS posts will-show again.
        screen.tap(.instructions)
        XCTAssertFalse(screen.textView(.title).isFirstResponder)
        XCTAssertEqual(screen.focusedField, .instructions)
        XCTAssertEqual(log.ends.map(\.0), [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillShowNotification])

        // `keyboard hide`: the keyboard goes below the screen, the field keeps focus (and its
        // caret); the button drops to max(safeBottom 0, 30) above the bottom: 667 - 30 - 52 = 585.
        screen.setKeyboardVisible(false)
        XCTAssertEqual(screen.focusedField, .instructions)
        XCTAssertEqual(log.ends.last?.0, UIResponder.keyboardWillHideNotification)
        XCTAssertEqual(log.ends.last?.1, CGRect(x: 0, y: 667, width: 375, height: 260))
        XCTAssertEqual(screen.inputHeight, 0)
        XCTAssertEqual(screen.sheet.buttonView.frame.minY, 585)

        // `keyboard show` brings it back for the field that has focus.
        screen.setKeyboardVisible(true)
        XCTAssertEqual(screen.inputHeight, 260)
        XCTAssertEqual(log.ends.last?.0, UIResponder.keyboardWillShowNotification)

        // Hidden again, a tap on the focused field brings it back too.
        screen.setKeyboardVisible(false)
        screen.tap(.instructions)
        XCTAssertEqual(screen.inputHeight, 260)
        XCTAssertTrue(screen.textView(.instructions).isFirstResponder)
    }

    /// Two sheets at once keep their keyboards apart: each listens to its own window's screen.
    func testAnotherSheetsKeyboardDoesNotReachThisOne() async throws {
        let first = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        let second = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        first.tap(.title)
        XCTAssertEqual(first.inputHeight, 336)
        XCTAssertEqual(second.inputHeight, 0)
        XCTAssertNil(second.focusedField)
    }

    /// With no input focused there is no keyboard to show, as on iOS.
    func testKeyboardShowWithoutFocusShowsNothing() async throws {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        screen.setKeyboardVisible(true)
        XCTAssertEqual(screen.inputHeight, 0)
        XCTAssertNil(screen.window.keyboardFrame)
    }

    /// A sheet no one holds goes, with its window and its keyboard observer: its own
    /// observation holds it weakly, so thousands of sweep cells leave nothing listening.
    func testASheetNoOneHoldsGoes() async throws {
        weak var gone: TextStyleEditScreen?
        weak var window: UIWindow?
        do {
            let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
            screen.tap(.instructions)
            screen.type("hello")
            (gone, window) = (screen, screen.window)
        }
        XCTAssertNil(gone)
        XCTAssertNil(window)
    }
}
