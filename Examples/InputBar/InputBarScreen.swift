import CaretHarness
import Foundation
import UIKit

/// A messenger's input bar: a message list above a growing UITextView (up to 6 lines, then it
/// scrolls inside), kept above the keyboard by bottom padding from the keyboard notifications
/// (alt-keyboard-adaptive-padding.md: padding = keyboard height - bottom safe area, set on
/// will-show and will-hide, animated 0.25 s ease-out).
@MainActor
public final class InputBarScreen: UIView {
    public let messages = UIScrollView()
    public let bar = UIView()
    public let input = UITextView()
    public let send = UIButton()
    /// The padding under the bar while the keyboard shows.
    public private(set) var keyboardPadding: CGFloat = 0
    /// Lines the input grows to before it scrolls.
    public static let maxLines: CGFloat = 6
    private let barInset: CGFloat = 8
    private var observers: [NSObjectProtocol] = []
    /// False leaves out the modifier: the bar stays at the bottom, under the keyboard.
    public let avoidsKeyboard: Bool

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public init(context: ViewScreenContext, avoidsKeyboard: Bool = true) {
        self.avoidsKeyboard = avoidsKeyboard
        super.init(frame: CGRect(origin: .zero, size: context.size))
        backgroundColor = .systemBackground
        input.font = .systemFont(ofSize: context.textSize)
        input.accessibilityIdentifier = "comment"
        input.isScrollEnabled = true
        bar.backgroundColor = .secondarySystemGroupedBackground
        send.setTitle("Send", for: .normal)
        // A custom button's title is white, as on iOS: on the white bar it must be set.
        send.setTitleColor(.label, for: .normal)
        for i in 0..<12 {
            // A bubble: a rounded view with its text inset 12 pt, white on the tint (sent), black on gray.
            let bubble = UIView()
            bubble.backgroundColor = i % 2 == 0 ? .systemBlue : UIColor(rgb: 0xE5E5EA)
            bubble.layer.cornerRadius = 18
            let text = UILabel()
            text.text = "Message \(i + 1)"
            text.textColor = i % 2 == 0 ? .white : .label
            bubble.addSubview(text)
            messages.addSubview(bubble)
        }
        addSubview(messages)
        addSubview(bar)
        bar.addSubview(input)
        bar.addSubview(send)
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
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
        _ = context
    }

    /// The modifier's rule: max(0, keyboard height - bottom safe area), animated 0.25 s ease-out.
    private func keyboardChanged(end: CGRect?) {
        guard avoidsKeyboard else { return }
        let padding = max(0, (end?.height ?? 0) - safeAreaInsets.bottom)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
            self.keyboardPadding = padding
            self.layoutSubviews()
        })
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let lineHeight = (input.font ?? .systemFont(ofSize: 17)).lineHeight
        let insets = input.textContainerInset.top + input.textContainerInset.bottom
        // The input grows with its text up to maxLines, then scrolls inside.
        let fitted = input.sizeThatFits(CGSize(width: width - 90, height: .greatestFiniteMagnitude)).height
        let inputHeight = min(fitted, Self.maxLines * lineHeight + insets)
        let barHeight = inputHeight + 2 * barInset
        let bottom = bounds.height - keyboardPadding - safeAreaInsets.bottom
        bar.frame = CGRect(x: 0, y: bottom - barHeight, width: width, height: barHeight + safeAreaInsets.bottom)
        input.frame = CGRect(x: 12, y: barInset, width: width - 90, height: inputHeight)
        send.frame = CGRect(x: width - 70, y: barInset, width: 58, height: 36)
        messages.frame = CGRect(x: 0, y: safeAreaInsets.top, width: width, height: bar.frame.minY - safeAreaInsets.top)
        var y: CGFloat = 8
        for (i, bubble) in messages.subviews.enumerated() {
            bubble.frame = CGRect(x: i % 2 == 0 ? width - 220 : 12, y: y, width: 208, height: 40)
            bubble.subviews.first?.frame = CGRect(x: 12, y: 0, width: 184, height: 40)
            y += 48
        }
        messages.contentSize = CGSize(width: width, height: y)
        // New input keeps the latest message in view.
        messages.contentOffset = CGPoint(x: 0, y: max(0, y - messages.bounds.height))
        // The caret stays in view inside the input once it scrolls.
        if let end = input.selectedTextRange?.end, fitted > inputHeight {
            input.scrollRectToVisible(input.caretRect(for: end), animated: false)
        }
    }
}

/// The screen for the harness: made fresh for each variant.
public let inputBarScreen = ViewScreen { InputBarScreen(context: $0) }
/// The same screen without the padding: the keyboard covers the bar.
public let inputBarScreenWithoutAvoidance = ViewScreen { InputBarScreen(context: $0, avoidsKeyboard: false) }
