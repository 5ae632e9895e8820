@testable import UIKit
import XCTest

/// What the source adapter emits for a class with `@objc` methods, written out by hand.
@MainActor
final class Handler: UIView, SelectorPerforming {
    var log: [String] = []
    func tapped() { log.append("tapped") }
    func pressed(_ sender: UIButton) { log.append("pressed \(sender.currentTitle ?? "")") }
    func pressed(_ sender: UIButton, forEvent event: UIEvent) { log.append("pressed+event") }
    func keyboard(_ note: Notification) { log.append("note \(note.name.rawValue)") }
    func recognized(_ recognizer: UITapGestureRecognizer) { log.append("recognized \(recognizer.state == .recognized)") }

    func performSelector(_ caretSelector: Selector, with caretObject: Any?, with caretOther: Any?) -> Bool {
        switch caretSelector.name {
        case "tapped": tapped(); return true
        case "pressed:": pressed(caretObject as! UIButton); return true
        case "pressed:forEvent:": pressed(caretObject as! UIButton, forEvent: caretOther as! UIEvent); return true
        case "keyboard:": keyboard(caretObject as! Notification); return true
        case "recognized:": recognized(caretObject as! UITapGestureRecognizer); return true
        default: return false
        }
    }
}

final class SelectorDispatchTests: XCTestCase {
    @MainActor
    func testTargetActionForEvents() async {
        let handler = Handler()
        let button = UIButton()
        button.setTitle("Send", for: .normal)
        button.addTarget(handler, action: Selector("pressed:"), for: .touchUpInside)
        button.addTarget(handler, action: "pressed:forEvent:", for: [.touchUpInside, .primaryActionTriggered])
        button.addTarget(handler, action: NSSelectorFromString("tapped"), for: .valueChanged)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        XCTAssertEqual(handler.log, ["pressed Send", "pressed+event", "tapped"])
        button.removeTarget(handler, action: "pressed:", for: .touchUpInside)
        handler.log = []
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(handler.log, ["pressed+event"])
        XCTAssertEqual(NSStringFromSelector(Selector("a:b:")), "a:b:")
    }

    @MainActor
    func testNilTargetWalksTheResponderChain() async {
        let handler = Handler()
        let middle = UIView()
        let button = UIButton()
        handler.addSubview(middle)
        middle.addSubview(button)
        button.addTarget(nil, action: "tapped", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(handler.log, ["tapped"])
    }

    @MainActor
    func testUIActionClosures() async {
        let button = UIButton()
        var calls: [String] = []
        let action = UIAction(title: "Go") { action in calls.append("\(action.title) from \(action.sender is UIButton)") }
        button.addAction(action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        XCTAssertEqual(calls, ["Go from true"])
        button.removeAction(action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(calls.count, 1)
    }

    @MainActor
    func testTapGestureRecognizerCallsItsTarget() async {
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: "recognized:")
        let plain = UIGestureRecognizer(target: handler, action: "tapped")
        handler.addGestureRecognizer(tap)
        handler.addGestureRecognizer(plain)
        XCTAssertTrue(tap.view === handler)
        tap.recognize()
        plain.recognize()
        XCTAssertEqual(handler.log, ["recognized true", "tapped"])
        XCTAssertEqual(handler.gestureRecognizers?.count, 2)
    }

    @MainActor
    func testSelectorObserversAndRemoval() async {
        let center = NotificationCenter()
        let handler = Handler()
        let name = Notification.Name("Ping")
        center.addObserver(handler, selector: "keyboard:", name: name, object: nil)
        center.post(name: name, object: nil)
        XCTAssertEqual(handler.log, ["note Ping"])
        center.removeObserver(handler)
        center.post(name: name, object: nil)
        XCTAssertEqual(handler.log, ["note Ping"], "removed")
        handler.perform(Selector("tapped"))
        XCTAssertEqual(handler.log, ["note Ping", "tapped"])
    }

    @MainActor
    func testKeyboardNotificationsReachASelectorObserver() async {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), keyboardHeight: 336))
        let handler = Handler()
        let input = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(handler)
        handler.addSubview(input)
        NotificationCenter.default.addObserver(handler, selector: Selector("keyboard:"),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        defer { NotificationCenter.default.removeObserver(handler) }
        input.becomeFirstResponder()
        XCTAssertEqual(handler.log, ["note UIKeyboardWillShowNotification"])
    }
}
