import Foundation
import UIKit
import XCTest

/// A keyboard that changes its height while it shows (another keyboard, the predictive bar, a
/// hardware keyboard): the frame moves and iOS's four notifications are posted with the old and
/// new frames (uikit-layout.md, "Keyboard notification userInfo").
final class KeyboardChangeTests: XCTestCase {
    final class Log: @unchecked Sendable {
        var posts: [(Notification.Name, CGRect?, CGRect?)] = []
    }

    /// iPhone 15 Pro, 393 x 852: the keyboard with the predictive bar is 336 (top 852 - 336 =
    /// 516); the emoji keyboard estimated 376 (top 476); a hardware keyboard's bar 55 (top 797).
    @MainActor
    func testAChangeWhileShownPostsTheFourNotificationsWithBothFrames() async {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), keyboardHeight: 336))
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        window.addSubview(textView)
        textView.becomeFirstResponder()
        let log = Log()
        let names = [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                     UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in
                log.posts.append((note.name, (note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                                  (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue))
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        let standard = CGRect(x: 0, y: 516, width: 393, height: 336), emoji = CGRect(x: 0, y: 476, width: 393, height: 376)
        window.changeKeyboardHeight(to: 376)
        XCTAssertEqual(window.keyboardFrame, emoji)
        XCTAssertEqual(log.posts.map(\.0), Array(names.prefix(4)))
        XCTAssertTrue(log.posts.allSatisfy { $0.1 == standard && $0.2 == emoji })
        log.posts = []
        window.changeKeyboardHeight(to: 55)
        XCTAssertEqual(log.posts.first?.2, CGRect(x: 0, y: 797, width: 393, height: 55))
        // The same height again: nothing moves, nothing is posted.
        log.posts = []
        window.changeKeyboardHeight(to: 55)
        XCTAssertTrue(log.posts.isEmpty)
        // Hidden: the height is kept for the next focus, nothing posted.
        textView.resignFirstResponder()
        log.posts = []
        window.changeKeyboardHeight(to: 336)
        XCTAssertTrue(log.posts.isEmpty)
        textView.becomeFirstResponder()
        XCTAssertEqual(window.keyboardFrame, standard)
    }

    /// The keyboard hidden while the input keeps focus (a hardware keyboard, its bar hidden):
    /// will-hide with the end frame below the screen (852), the text view still first
    /// responder; shown again, will-show with the end frame back at 516. With no first responder
    /// there is nothing to show. Each post's object is the window's screen (iOS 16.1 and later),
    /// so an observer of another window's screen hears none of it.
    @MainActor
    func testTheKeyboardHidesAndShowsAgainKeepingTheFirstResponder() async {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), keyboardHeight: 336))
        let other = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), keyboardHeight: 336))
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        window.addSubview(textView)
        let log = Log(), otherLog = Log()
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification]
        let tokens = names.flatMap { name in [
            NotificationCenter.default.addObserver(forName: name, object: window.screen, queue: .main) { note in
                log.posts.append((note.name, nil, (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue))
            },
            NotificationCenter.default.addObserver(forName: name, object: other.screen, queue: .main) { note in
                otherLog.posts.append((note.name, nil, nil))
            },
        ] }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        window.setKeyboardHiddenKeepingFocus(false)
        XCTAssertNil(window.keyboardFrame, "no first responder, no keyboard")
        XCTAssertTrue(log.posts.isEmpty)
        textView.becomeFirstResponder()
        log.posts = []
        window.setKeyboardHiddenKeepingFocus(true)
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertNil(window.keyboardFrame)
        XCTAssertEqual(log.posts.map(\.0), [UIResponder.keyboardWillHideNotification])
        XCTAssertEqual(log.posts.first?.2, CGRect(x: 0, y: 852, width: 393, height: 336))
        // Hidden already: nothing more.
        window.setKeyboardHiddenKeepingFocus(true)
        XCTAssertEqual(log.posts.count, 1)
        window.setKeyboardHiddenKeepingFocus(false)
        XCTAssertEqual(window.keyboardFrame, CGRect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertEqual(log.posts.map(\.0), names.reversed())
        XCTAssertEqual(log.posts.last?.2, CGRect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertTrue(otherLog.posts.isEmpty, "another window's screen hears nothing")
    }
}
