import Foundation
import UIKit
import XCTest

/// Notifications as UIKit delivers them (UIKitNotifications.swift) and the userInfo types iOS
/// fills (uikit-layout.md, "Keyboard notification userInfo").
final class NotificationDeliveryTests: XCTestCase {
    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    /// iPhone 15 Pro: 393 x 852, keyboard 336 with the predictive bar.
    @MainActor
    private func window() -> (UIWindow, UITextView) {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), keyboardHeight: 336))
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        window.addSubview(textView)
        return (window, textView)
    }

    /// One post from the main actor reaches observers registered with `queue: nil`, `.main` and
    /// another operation queue, each once, and returns (no wait on the main queue).
    @MainActor
    func testEveryQueueGetsThePostWithoutWaitingOnTheMainQueue() async {
        let log = Log()
        let other = OperationQueue()
        let name = UIResponder.keyboardWillChangeFrameNotification
        let center = NotificationCenter.default
        let tokens = [
            center.addObserver(forName: name, object: nil, queue: nil) { _ in log.entries.append("nil") },
            center.addObserver(forName: name, object: nil, queue: .main) { _ in log.entries.append("main") },
            center.addObserver(forName: name, object: nil, queue: other) { _ in log.entries.append("other") },
        ]
        let (window, textView) = window()
        defer { withExtendedLifetime(window) {} }
        XCTAssertTrue(textView.becomeFirstResponder())
        tokens.forEach(center.removeObserver)
        // Foundation runs the other queue's block there and waits for it, so all three are in.
        XCTAssertEqual(log.entries.sorted(), ["main", "nil", "other"])
        XCTAssertTrue(MainQueue.isCurrent)
    }

    /// The frames are NSValues (read both ways), duration and curve NSNumbers (0.25, 7), the
    /// local flag a Bool NSNumber. Shown end frame: y 852 - 336 = 516; begin: hidden, y 852.
    @MainActor
    func testKeyboardUserInfoTypes() async {
        nonisolated(unsafe) var info: [AnyHashable: Any]?
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                           queue: .main) { info = $0.userInfo }
        let (window, textView) = window()
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        NotificationCenter.default.removeObserver(token)
        let end = info?[UIResponder.keyboardFrameEndUserInfoKey]
        XCTAssertEqual((end as? NSValue)?.cgRectValue, CGRect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertEqual(end as? CGRect, CGRect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertEqual((info?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                       CGRect(x: 0, y: 852, width: 393, height: 336))
        XCTAssertEqual((info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue, 0.25)
        XCTAssertEqual((info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue, 7)
        // The options code builds from the curve: 7 << 16.
        let curve = (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        XCTAssertEqual(UIView.AnimationOptions(rawValue: curve << 16).curveNumber, 7)
        XCTAssertEqual((info?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue, true)
        XCTAssertEqual(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue, CGRect(x: 1, y: 2, width: 3, height: 4))
        // A number is not a rectangle.
        XCTAssertNil((NSNumber(value: 3) as Any) as? CGRect)
    }

    /// Text notifications carry the input as `object:`, so an `object: textView` observer fires.
    @MainActor
    func testTextNotificationsNameTheInput() async {
        let log = Log()
        let (window, textView) = window()
        let field = UITextField(frame: CGRect(x: 0, y: 200, width: 300, height: 40))
        window.addSubview(field)
        let center = NotificationCenter.default
        let tokens = [
            center.addObserver(forName: UITextView.textDidBeginEditingNotification, object: textView, queue: .main) { _ in log.entries.append("view begin") },
            center.addObserver(forName: UITextView.textDidChangeNotification, object: textView, queue: .main) { _ in log.entries.append("view change") },
            center.addObserver(forName: UITextView.textDidEndEditingNotification, object: textView, queue: .main) { _ in log.entries.append("view end") },
            center.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: .main) { _ in log.entries.append("field change") },
            center.addObserver(forName: UITextField.textDidBeginEditingNotification, object: field, queue: .main) { _ in log.entries.append("field begin") },
        ]
        textView.becomeFirstResponder()
        textView.insertText("a")
        // Focus moves to the field: the text view ends editing.
        field.becomeFirstResponder()
        field.insertText("b")
        tokens.forEach(center.removeObserver)
        XCTAssertEqual(log.entries, ["view begin", "view change", "view end", "field begin", "field change"])
    }
}
