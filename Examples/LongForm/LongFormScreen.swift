import CaretHarness
import Foundation
import UIKit

/// A long form: eight text fields in a UIScrollView; the focused field is scrolled into view
/// (alt-scroll-field-into-view.md: on the keyboard's frame, contentInset.bottom = the keyboard's
/// overlap with the scroll view, then scrollRectToVisible(the field's frame); the inset goes
/// back to zero when the keyboard hides).
@MainActor
public final class LongFormScreen: UIView, UITextFieldDelegate {
    public let scroll = UIScrollView()
    public private(set) var fields: [UITextField] = []
    public let submit = UIButton()
    private var observers: [NSObjectProtocol] = []
    private let rowHeight: CGFloat
    /// False leaves out the article's fix: nothing scrolls the focused field into view.
    public let avoidsKeyboard: Bool

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public init(context: ViewScreenContext, avoidsKeyboard: Bool = true) {
        self.avoidsKeyboard = avoidsKeyboard
        rowHeight = max(88, context.textSize * 4)
        super.init(frame: CGRect(origin: .zero, size: context.size))
        backgroundColor = .systemGroupedBackground
        for i in 0..<8 {
            let label = UILabel()
            label.text = "Field \(i + 1)"
            label.font = .systemFont(ofSize: context.textSize)
            let field = UITextField()
            field.font = .systemFont(ofSize: context.textSize)
            field.backgroundColor = .secondarySystemGroupedBackground
            field.placeholder = "Answer \(i + 1)"
            field.delegate = self
            // A UI test's name for the field: `tap field5` reaches the fifth.
            field.accessibilityIdentifier = "field\(i + 1)"
            scroll.addSubview(label)
            scroll.addSubview(field)
            fields.append(field)
        }
        submit.setTitle("Submit", for: .normal)
        submit.backgroundColor = .systemBlue
        scroll.addSubview(submit)
        addSubview(scroll)
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                // Posted on the main thread, as UIKit does.
                nonisolated(unsafe) let note = note
                MainActor.assumeIsolated {
                    let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                    let hiding = note.name == UIResponder.keyboardWillHideNotification
                    self?.keyboardChanged(end: hiding ? nil : end)
                }
            })
        }
    }

    /// The article's update(with:): inset by the overlap, then show the focused field's frame.
    private func keyboardChanged(end: CGRect?) {
        guard avoidsKeyboard, let end, let field = fields.first(where: \.isFirstResponder) else {
            scroll.contentInset = .zero
            return
        }
        let keyboardInScroll = scroll.convert(end, from: nil)
        let overlap = scroll.bounds.intersection(keyboardInScroll)
        scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: overlap.isNull ? 0 : overlap.height, right: 0)
        scroll.scrollRectToVisible(field.frame, animated: true)
    }

    /// Focus moving to another field while the keyboard shows: iOS posts the keyboard frame again.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}

    public override func layoutSubviews() {
        super.layoutSubviews()
        scroll.frame = bounds.inset(by: UIEdgeInsets(top: safeAreaInsets.top, left: 0, bottom: 0, right: 0))
        var y: CGFloat = 16
        let width = bounds.width - 32
        for (i, field) in fields.enumerated() {
            scroll.subviews[2 * i].frame = CGRect(x: 16, y: y, width: width, height: 24)
            field.frame = CGRect(x: 16, y: y + 28, width: width, height: rowHeight - 40)
            y += rowHeight
        }
        submit.frame = CGRect(x: 16, y: y + 8, width: width, height: 50)
        scroll.contentSize = CGSize(width: bounds.width, height: y + 74 + safeAreaInsets.bottom)
    }
}

/// The screen for the harness: made fresh for each variant.
public let longFormScreen = ViewScreen { LongFormScreen(context: $0) }
/// The same form without the keyboard handling: the last field stays under the keyboard.
public let longFormScreenWithoutAvoidance = ViewScreen { LongFormScreen(context: $0, avoidsKeyboard: false) }
