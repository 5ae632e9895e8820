@testable import ComposerSupport
import UIKit
import XCTest

/// The team's ComposerView (compiled through the plugin) laid out by the constraints it makes.
/// iPhone 15 Pro: 393 x 852, safe area top 59 bottom 34, keyboard 336; iPhone SE (3rd gen): 375 x 667,
/// safe area top 20 bottom 0, keyboard 260. systemFont(ofSize: 17).lineHeight = 20.287109375, so
/// one line of text view is 20.287109375 + 8 + 8 = 36.287109375 tall and the bar 8 + that + 8 = 52.287109375.
final class ComposerLayoutTests: XCTestCase {
    @MainActor
    func composer(_ size: CGSize, safe: UIEdgeInsets, keyboard: CGFloat) -> (UIWindow, ComposerView) {
        let window = UIWindow(display: HarnessDisplay(screenSize: size, scale: 3, safeAreaInsets: safe, keyboardHeight: keyboard))
        let view = ComposerView(frame: window.bounds, font: .systemFont(ofSize: 17))
        window.addSubview(view)
        window.layoutIfNeeded()
        return (window, view)
    }

    @MainActor
    func testTheBarSitsOnTheKeyboardOnTwoDevices() async {
        // Hidden: the bar's bottom on the safe area's bottom (852 - 34 = 818; 667). Shown: the
        // keyboard's top (852 - 336 = 516; 667 - 260 = 407).
        for (size, safe, keyboard, hidden, shown) in [
            (CGSize(width: 393, height: 852), UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), CGFloat(336), CGFloat(818), CGFloat(516)),
            (CGSize(width: 375, height: 667), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), 260, 667, 407),
        ] {
            let (window, view) = composer(size, safe: safe, keyboard: keyboard)
            XCTAssertEqual(view.inputBar.frame.maxY, hidden)
            XCTAssertEqual(view.inputBar.frame.height, 52.287109375)
            XCTAssertEqual(view.messagesView.frame.minY, safe.top)
            XCTAssertEqual(view.messagesView.frame.maxY, hidden - 52.287109375)
            XCTAssertTrue(view.textView.becomeFirstResponder())
            // The keyboardWillChangeFrame handler laid out at once.
            XCTAssertEqual(view.inputBar.frame.maxY, shown)
            // ... and scrolled the latest message above the bar.
            let last = view.messagesStack.arrangedSubviews.last!
            let lastInWindow = last.convert(last.bounds, to: window)
            XCTAssertLessThanOrEqual(lastInWindow.maxY, view.inputBar.frame.minY + 0.001)
            XCTAssertGreaterThan(view.messagesView.contentOffset.y, 0)
        }
    }

    @MainActor
    func testTheTextViewGrowsToFiveLinesThenScrolls() async {
        let (window, view) = composer(CGSize(width: 393, height: 852), safe: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboard: 336)
        view.textView.becomeFirstResponder()
        view.textView.insertText("one\ntwo\nthree")
        window.layoutIfNeeded()
        // Three lines: 3 * 20.287109375 + 16 = 76.861328125.
        XCTAssertEqual(view.textView.frame.height, 76.861328125)
        XCTAssertFalse(view.textView.isScrollEnabled)
        view.textView.insertText("\nfour\nfive\nsix\nseven")
        window.layoutIfNeeded()
        // Capped at five lines: 5 * 20.287109375 + 16 = 117.435546875, scrolling inside.
        XCTAssertEqual(view.textView.frame.height, 117.435546875)
        XCTAssertTrue(view.textView.isScrollEnabled)
        XCTAssertEqual(view.inputBar.frame.maxY, 516)
    }

    @MainActor
    func testSendGoesThroughTheSelectorTarget() async {
        final class Recorder: ComposerViewDelegate {
            var sent: [String] = []
            func composerView(_ composerView: ComposerView, didSend text: String) { sent.append(text) }
        }
        let (window, view) = composer(CGSize(width: 393, height: 852), safe: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboard: 336)
        let recorder = Recorder()
        view.delegate = recorder
        view.textView.becomeFirstResponder()
        view.textView.insertText("hi\nthere")
        view.sendButton.sendActions(for: .touchUpInside)
        window.layoutIfNeeded()
        XCTAssertEqual(recorder.sent, ["hi\nthere"])
        XCTAssertEqual(view.textView.frame.height, 36.287109375, "back to one line")
    }

    @MainActor
    func testATapOnTheMessagesDismissesTheKeyboard() async {
        final class Minimal: ComposerViewDelegate {   // skips the optional requirement
            func composerView(_ composerView: ComposerView, didSend text: String) {}
        }
        let (window, view) = composer(CGSize(width: 393, height: 852), safe: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboard: 336)
        let delegate = Minimal()
        view.delegate = delegate
        view.textView.becomeFirstResponder()
        view.textView.insertText("x")   // the optional composerViewDidChangeText?(_:) has a default here
        XCTAssertEqual(view.inputBar.frame.maxY, 516)
        view.messagesView.gestureRecognizers?.first?.recognize()   // #selector(messagesTapped)
        window.layoutIfNeeded()
        XCTAssertFalse(view.textView.isFirstResponder)
        XCTAssertNil(window.keyboardFrame)
        XCTAssertEqual(view.inputBar.frame.maxY, 818)
    }
}
