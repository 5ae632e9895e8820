import HarnessScreens
import UIKit
import XCTest
import HarnessCore

/// Text views' carets with UIKit's defaults, UTF-16 positions, and the keyboard notifications
/// sized from the harness's devices; expected numbers worked out by hand in the comments.
final class TextAndKeyboardTests: XCTestCase {
    /// systemFont(ofSize: 17).lineHeight = 17 * (1950 + 494) / 2048 = 20.287109375.
    let line17: CGFloat = 20.287109375

    func testLineHeightFromSFMetrics() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).lineHeight, 20.287109375)
        // 14 * 2444 / 2048 = 16.70703125.
        XCTAssertEqual(UIFont.systemFont(ofSize: 14, weight: .semibold).lineHeight, 16.70703125)
    }

    @MainActor
    func testCaretAtStartAndEndOfTwoLinesWithDefaultInsets() async {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.font = .systemFont(ofSize: 17)
        textView.text = "first line\n"
        XCTAssertEqual(textView.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(textView.textContainer.lineFragmentPadding, 5)
        // Start: x = inset 0 + padding 5, y = inset 8, 2 wide, a line tall.
        XCTAssertEqual(textView.caretRect(for: textView.beginningOfDocument), CGRect(x: 5, y: 8, width: 2, height: line17))
        // End, after the newline, on the second (empty) line: x 5, y = 8 + 20.287109375.
        XCTAssertEqual(textView.caretRect(for: textView.endOfDocument),
                       CGRect(x: 5, y: 8 + 20.287109375, width: 2, height: line17))
        // Two lines plus 8 + 8: 2 * 20.287109375 + 16 = 56.57421875.
        XCTAssertEqual(textView.sizeThatFits(CGSize(width: 200, height: 1000)).height, 56.57421875)
        // Without a width there is no layout: the null rect.
        XCTAssertTrue(UITextView().caretRect(for: UITextView().endOfDocument).isNull)
    }

    @MainActor
    func testPositionsCountUTF16Units() async {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "a\u{1F44D}b"  // a, thumbs up (2 UTF-16 units), b: 4 units.
        XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: textView.endOfDocument), 4)
        // Offset 2 falls inside the emoji's surrogate pair: the position stays at its start, 1.
        let inside = textView.position(from: textView.beginningOfDocument, offset: 2)!
        XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: inside), 1)
        XCTAssertNil(textView.position(from: textView.endOfDocument, offset: 1))
        // Backspace at the end removes b (1 unit), then the whole emoji (2 units).
        textView.deleteBackward()
        XCTAssertEqual(textView.selectedRange, NSRange(location: 3, length: 0))
        textView.deleteBackward()
        XCTAssertEqual(textView.text, "a")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 1, length: 0))
    }

    /// Positions snap to clusters in plain ASCII (one unit a character) and around a CRLF, the
    /// one ASCII pair that is a single cluster: "ab\r\ncd" is 6 units and 5 clusters.
    @MainActor
    func testPositionsSnapToClustersInASCIIAndAroundACarriageReturn() async {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "abcd"
        for offset in 0...4 {
            let p = textView.position(from: textView.beginningOfDocument, offset: offset)!
            XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: p), offset)
        }
        textView.text = "ab\r\ncd"
        XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: textView.endOfDocument), 6)
        // Offset 3 falls between CR and LF: the position stays at the pair's start, 2.
        let inside = textView.position(from: textView.beginningOfDocument, offset: 3)!
        XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: inside), 2)
        // Backspace at the end removes d, then c, then the CRLF's two units at once.
        textView.deleteBackward()
        textView.deleteBackward()
        XCTAssertEqual(textView.selectedRange, NSRange(location: 4, length: 0))
        textView.deleteBackward()
        XCTAssertEqual(textView.text, "ab")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 2, length: 0))
    }

    /// Records keyboard notifications on the posting thread.
    final class Recorder: @unchecked Sendable {
        var posts: [(Notification.Name, CGRect?, Double?, Int?)] = []
    }

    @MainActor
    private func keyboardEndFrames(_ variant: Variant) -> Recorder {
        let s = variant.screen, safe = variant.safeArea
        let window = UIWindow(display: HarnessDisplay(
            screenSize: CGSize(width: s.width, height: s.height), scale: variant.device.scale,
            safeAreaInsets: UIEdgeInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right),
            keyboardHeight: variant.inputHeight))
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        window.addSubview(textView)
        let recorder = Recorder()
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
                     UIResponder.keyboardWillHideNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let info = note.userInfo
                recorder.posts.append((note.name, info?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                                       (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
                                       (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue))
            }
        }
        XCTAssertTrue(textView.becomeFirstResponder())
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertTrue(textView.resignFirstResponder())
        tokens.forEach(NotificationCenter.default.removeObserver)
        return recorder
    }

    @MainActor
    func testKeyboardEndFrameOnTwoDevicesInBothOrientations() async {
        // (device, orientation, shown end frame): the keyboard spans the screen's width at its
        // bottom, inputHeight tall (predictive bar on): 15 Pro 393 x 852 with 336 -> y 516;
        // landscape 852 x 393 with 209 -> y 184; SE 375 x 667 with 260 -> y 407; landscape
        // 667 x 375 with 200 -> y 175.
        let cases: [(String, Orientation, CGRect)] = [
            ("iphone-15-pro", .portrait, CGRect(x: 0, y: 516, width: 393, height: 336)),
            ("iphone-15-pro", .landscape, CGRect(x: 0, y: 184, width: 852, height: 209)),
            ("iphone-se-3", .portrait, CGRect(x: 0, y: 407, width: 375, height: 260)),
            ("iphone-se-3", .landscape, CGRect(x: 0, y: 175, width: 667, height: 200)),
        ]
        for (id, orientation, shown) in cases {
            let variant = Variant(device: Device.named(id)!, settings: Settings(orientation: orientation))
            let posts = keyboardEndFrames(variant).posts
            // uikit-layout.md's observed order: will change frame before will show (will hide).
            XCTAssertEqual(posts.map(\.0), [UIResponder.keyboardWillChangeFrameNotification,
                                            UIResponder.keyboardWillShowNotification,
                                            UIResponder.keyboardWillChangeFrameNotification,
                                            UIResponder.keyboardWillHideNotification], id)
            XCTAssertEqual(posts[0].1, shown, "\(id) \(orientation)")
            // Hiding: the same frame just below the screen (y = the screen's height).
            XCTAssertEqual(posts[2].1, CGRect(x: 0, y: shown.maxY, width: shown.width, height: shown.height))
            XCTAssertEqual(posts[0].2, 0.25)
            XCTAssertEqual(posts[0].3, 7)
        }
    }
}
