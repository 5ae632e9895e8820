// A sign-up form as an iOS team writes it: a stack view of labelled fields inside a scroll view
// laid out with anchors, kept clear of the keyboard the classic way (a `#selector` observer sets
// `contentInset.bottom` to the keyboard's overlap and scrolls the focused field into view). The
// team's own file: Examples/SignUpFormSupport's caret-harness-sources.json names it and the
// CaretHarnessSourcesPlugin compiles an adapted copy into that target.
import UIKit

final class SignUpFormView: UIView, UITextFieldDelegate {
    let scrollView = UIScrollView()
    let stackView = UIStackView()
    let submitButton = UIButton()
    private(set) var fields: [UITextField] = []

    private let identifiers = ["firstName", "lastName", "email", "phone", "street", "city", "postcode", "referralCode"]
    private let titles = ["First name", "Last name", "Email", "Phone", "Street", "City", "Postcode", "Referral code"]

    init(frame: CGRect, font: UIFont = .preferredFont(forTextStyle: .body)) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 16
        addSubview(scrollView)
        scrollView.addSubview(stackView)

        for title in titles {
            let label = UILabel()
            label.text = title
            label.font = font
            label.textColor = .secondaryLabel
            let field = UITextField()
            field.placeholder = title
            field.font = font
            field.backgroundColor = .secondarySystemGroupedBackground
            field.delegate = self
            // The team's UI tests find each field by its identifier (`app.textFields["email"]`).
            field.accessibilityIdentifier = identifiers[fields.count]
            let row = UIStackView(arrangedSubviews: [label, field])
            row.axis = .vertical
            row.spacing = 6
            stackView.addArrangedSubview(row)
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
            fields.append(field)
        }
        submitButton.setTitle("Create account", for: .normal)
        submitButton.backgroundColor = .systemBlue
        submitButton.layer.cornerRadius = 12
        submitButton.addTarget(self, action: #selector(submit), for: .touchUpInside)
        stackView.addArrangedSubview(submitButton)
        if let lastRow = stackView.arrangedSubviews.dropLast().last {
            stackView.setCustomSpacing(32, after: lastRow)
        }

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
            stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
            submitButton.heightAnchor.constraint(equalToConstant: 50),
        ])

        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                           name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: Keyboard

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let keyboardTop = convert(endFrame, from: nil).minY
        let overlap = max(0, scrollView.frame.maxY - keyboardTop)
        // The scroll view adds the bottom safe area itself (contentInsetAdjustmentBehavior).
        scrollView.contentInset.bottom = max(0, overlap - safeAreaInsets.bottom)
        scrollFocusedFieldIntoView()
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = .zero
    }

    private func scrollFocusedFieldIntoView() {
        guard let field = fields.first(where: { $0.isFirstResponder }) else { return }
        scrollView.scrollRectToVisible(field.convert(field.bounds, to: scrollView), animated: true)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        scrollFocusedFieldIntoView()
    }

    @objc private func submit() {
        fields.forEach { _ = $0.resignFirstResponder() }
    }
}
