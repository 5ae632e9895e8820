// A chat composer as an iOS team writes it: Auto Layout anchors, the keyboard layout guide,
// `#selector` keyboard observers and a growing text view with a height constraint. This file is
// the team's own: it is not in any target's folder. Examples/ComposerSupport's
// caret-harness-sources.json names it, and the CaretHarnessSourcesPlugin compiles an adapted
// copy (same lines, @objc dropped, #selector turned into Selector values) into that target.
import UIKit

@objc protocol ComposerViewDelegate {
    func composerView(_ composerView: ComposerView, didSend text: String)
    @objc optional func composerViewDidChangeText(_ composerView: ComposerView)
}

final class ComposerView: UIView, UITextViewDelegate {
    let messagesView = UIScrollView()
    let messagesStack = UIStackView()
    let inputBar = UIView()
    let textView = UITextView()
    let sendButton = UIButton()
    weak var delegate: ComposerViewDelegate?

    /// The bar's bottom on the keyboard's top (iOS 15's keyboard layout guide).
    private(set) var inputBarBottom: NSLayoutConstraint!
    /// The text view grows with its text up to `maximumLines`, then scrolls inside.
    private(set) var textViewHeight: NSLayoutConstraint!
    private let maximumLines: CGFloat = 5

    init(frame: CGRect, font: UIFont = .preferredFont(forTextStyle: .body)) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        textView.font = font
        textView.accessibilityIdentifier = "message"
        setUpMessages(font: font)
        setUpInputBar()
        setUpConstraints()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        let tap = UITapGestureRecognizer(target: self, action: #selector(messagesTapped))
        messagesView.addGestureRecognizer(tap)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpMessages(font: UIFont) {
        messagesView.translatesAutoresizingMaskIntoConstraints = false
        messagesStack.translatesAutoresizingMaskIntoConstraints = false
        messagesStack.axis = .vertical
        messagesStack.spacing = 8
        addSubview(messagesView)
        messagesView.addSubview(messagesStack)
        for i in 0..<12 {
            let bubble = UIView()
            bubble.backgroundColor = i % 2 == 0 ? .systemBlue : .systemGroupedBackground
            bubble.layer.cornerRadius = 18
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Message \(i + 1)"
            label.font = font
            label.textColor = i % 2 == 0 ? .white : .label
            bubble.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(lessThanOrEqualTo: bubble.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            ])
            messagesStack.addArrangedSubview(bubble)
        }
    }

    private func setUpInputBar() {
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        inputBar.backgroundColor = .secondarySystemGroupedBackground
        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.delegate = self
        textView.isScrollEnabled = false
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        sendButton.setTitle("Send", for: .normal)
        sendButton.setTitleColor(.label, for: .normal)
        sendButton.addTarget(self, action: #selector(sendTapped(_:)), for: .touchUpInside)
        sendButton.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        addSubview(inputBar)
        inputBar.addSubview(textView)
        inputBar.addSubview(sendButton)
    }

    private func setUpConstraints() {
        inputBarBottom = inputBar.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor)
        textViewHeight = textView.heightAnchor.constraint(equalToConstant: oneLineHeight)
        NSLayoutConstraint.activate([
            messagesView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            messagesView.leadingAnchor.constraint(equalTo: leadingAnchor),
            messagesView.trailingAnchor.constraint(equalTo: trailingAnchor),
            messagesView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),

            messagesStack.topAnchor.constraint(equalTo: messagesView.contentLayoutGuide.topAnchor, constant: 8),
            messagesStack.leadingAnchor.constraint(equalTo: messagesView.contentLayoutGuide.leadingAnchor, constant: 12),
            messagesStack.trailingAnchor.constraint(equalTo: messagesView.contentLayoutGuide.trailingAnchor, constant: -12),
            messagesStack.bottomAnchor.constraint(equalTo: messagesView.contentLayoutGuide.bottomAnchor, constant: -8),
            messagesStack.widthAnchor.constraint(equalTo: messagesView.frameLayoutGuide.widthAnchor, constant: -24),

            inputBar.leadingAnchor.constraint(equalTo: leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: trailingAnchor),
            inputBarBottom,

            textView.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
            textView.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
            textViewHeight,
            sendButton.leadingAnchor.constraint(equalToSystemSpacingAfter: textView.trailingAnchor, multiplier: 1),
            sendButton.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -12),
            sendButton.bottomAnchor.constraint(equalTo: textView.bottomAnchor),
            sendButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 58),
        ])
    }

    private var oneLineHeight: CGFloat {
        (textView.font?.lineHeight ?? 17) + textView.textContainerInset.top + textView.textContainerInset.bottom
    }

    // MARK: Growing

    func textViewDidChange(_ textView: UITextView) {
        let fitting = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude)).height
        let maximum = maximumLines * (textView.font?.lineHeight ?? 17) + textView.textContainerInset.top + textView.textContainerInset.bottom
        textView.isScrollEnabled = fitting > maximum
        textViewHeight.constant = min(max(fitting, oneLineHeight), maximum)
        layoutIfNeeded()
        if textView.isScrollEnabled, let end = textView.selectedTextRange?.end {
            textView.scrollRectToVisible(textView.caretRect(for: end), animated: false)
        }
        delegate?.composerViewDidChangeText?(self)
    }

    // MARK: Keyboard

    /// Keeps the latest message in view above the bar, moving with the keyboard.
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let endFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        guard endFrame.width > 0 else { return }
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.layoutIfNeeded()
            self.scrollToLatestMessage()
        })
    }

    func scrollToLatestMessage() {
        guard let last = messagesStack.arrangedSubviews.last else { return }
        let rect = messagesStack.convert(last.frame, to: messagesView)
        messagesView.scrollRectToVisible(rect.insetBy(dx: 0, dy: -8), animated: false)
    }

    /// A tap on the messages dismisses the keyboard.
    @objc private func messagesTapped() {
        textView.resignFirstResponder()
    }

    @objc private func sendTapped(_ sender: UIButton) {
        guard let text = textView.text, !text.isEmpty else { return }
        delegate?.composerView(self, didSend: text)
        textView.text = ""
        textViewDidChange(textView)
    }
}
