// A program written only against `import UIKit`, as app code is: no harness module is imported
// here. It builds a window, a scroll view and a text view, brings up the keyboard, types, makes
// room for the keyboard as alt-scroll-field-into-view.md does, scrolls the caret into view and
// reads it back. Every expected number is worked out by hand in the comments.
import UIKit
import XCTest

@MainActor
final class NoteEditor: UITextViewDelegate {
    let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 390, height: 844), keyboardHeight: 300))
    let scrollView = UIScrollView()
    let textView = UITextView()
    var changes = 0
    var keyboardTop: CGFloat?
    private var observer: NSObjectProtocol?

    init() {
        scrollView.frame = window.bounds
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        textView.frame = CGRect(x: 20, y: 900, width: 350, height: 100)
        textView.font = .systemFont(ofSize: 17)
        textView.delegate = self
        window.addSubview(scrollView)
        scrollView.addSubview(textView)
        let scrollView = self.scrollView
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                          queue: nil) { [weak self] note in
            guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            MainActor.assumeIsolated {
                scrollView.contentInset.bottom = end.height
                self?.keyboardTop = end.minY
            }
        }
    }

    func stop() { observer.map(NotificationCenter.default.removeObserver) }

    func textViewDidChange(_ textView: UITextView) {
        changes += 1
        let caret = textView.caretRect(for: textView.selectedTextRange?.end ?? textView.endOfDocument)
        scrollView.scrollRectToVisible(textView.convert(caret, to: scrollView), animated: false)
    }
}

final class UIKitOnlyProgramTests: XCTestCase {
    @MainActor
    func testTheProgramScrollsTheCaretAboveTheKeyboard() async {
        let editor = NoteEditor()
        defer { editor.stop() }
        XCTAssertTrue(editor.textView.becomeFirstResponder())
        // The keyboard's top: 844 - 300 = 544; the inset it asked for: 300.
        XCTAssertEqual(editor.keyboardTop, 544)
        XCTAssertEqual(editor.scrollView.contentInset.bottom, 300)
        editor.textView.insertText("Hello\n")
        XCTAssertEqual(editor.changes, 1)
        // The caret on line 2 in the text view: x 0 + 5, y 8 + 20.287109375 = 28.287109375.
        let caret = editor.textView.caretRect(for: editor.textView.endOfDocument)
        XCTAssertEqual(caret, CGRect(x: 5, y: 28.287109375, width: 2, height: 20.287109375))
        // In the scroll view: (20 + 5, 900 + 28.287109375) = (25, 928.287109375); its bottom
        // 948.57421875 against the visible bottom 0 + 844 - 300 = 544 scrolls by 404.57421875.
        XCTAssertEqual(editor.textView.convert(caret, to: editor.scrollView).origin, CGPoint(x: 25, y: 928.287109375))
        XCTAssertEqual(editor.scrollView.contentOffset.y, 404.57421875)
        // On screen the caret's bottom now sits on the keyboard's top: 948.57421875 - 404.57421875.
        XCTAssertEqual(editor.textView.convert(caret, to: nil).maxY, 544)
        // Typing on the same line moves nothing vertically: still visible, no scroll.
        editor.textView.insertText("w")
        XCTAssertEqual(editor.scrollView.contentOffset.y, 404.57421875)
        // An animation block sets the model value at once and records 1 - 0.5 as an additive offset.
        UIViewAnimationTimeline.shared.reset()
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { editor.textView.alpha = 0.5 })
        XCTAssertEqual(editor.textView.alpha, 0.5)
        let records = UIViewAnimationTimeline.shared.records(of: editor.textView, .alpha)
        XCTAssertEqual(records.map(\.from), [[0.5]])
        XCTAssertEqual(records.map(\.duration), [0.3])
        XCTAssertTrue(editor.textView.resignFirstResponder())
    }
}
