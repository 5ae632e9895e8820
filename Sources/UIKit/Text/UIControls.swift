import Foundation
import HarnessText

/// UIKit's UIControl, the base of buttons and text fields: its state.
@MainActor
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1)
        public static let disabled = State(rawValue: 2)
        public static let selected = State(rawValue: 4)
    }

    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false
}

/// UIKit's UILabel: a line (or lines) of text in a font and colour.
@MainActor
open class UILabel: UIView {
    public var text: String? {
        didSet {
            textBackgroundColor = nil
            textColorRuns = nil
        }
    }
    /// The attributed text's background and its foreground colour per range (AttributedText.swift).
    package var textBackgroundColor: UIColor?
    package var textColorRuns: [TextColorRun]?
    public var font: UIFont = .systemFont(ofSize: 17)
    public var textColor: UIColor = .label
    public var textAlignment: NSTextAlignment = .natural
    /// 1 by default; 0 for as many lines as the text needs.
    public var numberOfLines = 1
    /// A text-style font follows the window's content size category (`UIContentSizeCategoryAdjusting`).
    public var adjustsFontForContentSizeCategory = false

    /// The last layout made and what it was made of: a label lays its text out again only when
    /// its text, font or wrapping width changed, so `sizeThatFits`, a parent's layout and the
    /// painter share one layout, and a label that did not change is not laid out each frame.
    private var made: (text: String, font: UIFont, width: CGFloat, layout: TextLayout?)?

    private func layout(width: CGFloat) -> TextLayout? {
        let text = text ?? ""
        if let made, made.width == width, made.font == font, made.text == text { return made.layout }
        let layout = TextLayouter.layout(text: text, font: font, width: width)
        made = (text, font, width, layout)
        return layout
    }

    /// The text's size: one line's width and height (or the wrapped lines' within `size.width`
    /// when `numberOfLines` is not 1).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let layout = layout(width: numberOfLines == 1 ? .greatestFiniteMagnitude : size.width) else { return .zero }
        let lines = numberOfLines == 0 ? layout.lines.count : min(layout.lines.count, numberOfLines)
        return CGSize(width: CGFloat(layout.usedWidth), height: CGFloat(lines) * font.lineHeight)
    }

    /// The laid-out text at the label's width, for a painter.
    package var textLayout: TextLayout? { layout(width: numberOfLines == 1 ? .greatestFiniteMagnitude : bounds.width) }
}

/// UIKit's UIButton with a title: the title is a label centred in the button. Its colour is
/// UIKit's default for the button's type unless set: white for a custom button (`UIButton()`,
/// `UIButton(type: .custom)`: white on a white bar is invisible on a phone, and here too), the
/// tint colour for a system button (`UIButton(type: .system)`).
@MainActor
open class UIButton: UIControl {
    /// UIKit's button types; the harness draws custom and system ones (the others as system).
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static var roundedRect: ButtonType { .system }
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// The label showing the current title.
    public let titleLabel: UILabel? = UILabel()
    /// `.custom` unless made with `init(type:)`.
    public private(set) var buttonType: ButtonType = .custom
    /// A system button's title colour (UIKit's default tint).
    public var tintColor: UIColor = .systemBlue { didSet { updateTitleColor() } }

    /// No archives on Linux (`UIView.init?(coder:)`): nil.
    public required init?(coder: NSCoder) { return nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel?.textAlignment = .center
        titleLabel.map(addSubview)
        updateTitleColor()
    }

    /// A button of `type`, zero-sized.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        updateTitleColor()
    }

    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }

    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitleColor()
    }

    /// The colour set for `state`, else for normal, else the type's default.
    public func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? defaultTitleColor
    }

    private var defaultTitleColor: UIColor { buttonType == .custom ? .white : tintColor }

    private func updateTitleColor() { titleLabel?.textColor = titleColor(for: .normal) ?? defaultTitleColor }

    public var currentTitle: String? { title(for: .normal) }

    /// Centres the title label in the bounds.
    open override func layoutSubviews() {
        guard let label = titleLabel else { return }
        let size = label.sizeThatFits(bounds.size)
        label.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                             width: size.width, height: size.height)
    }
}

/// What a text field tells its delegate.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
}

/// UIKit's UITextField: one line, no container inset; the text starts at x 0 and is centred
/// vertically (`UIKitEstimates.textFieldCentresText`). Positions count UTF-16 units.
@MainActor
open class UITextField: UIControl, TextInputGeometry, UITextInputHosting {
    var content = TextContent()
    private var focused = false
    public var font: UIFont? = .systemFont(ofSize: 17)
    public var textColor: UIColor? = .label
    /// The caret's colour (UIKit's default tint).
    public var tintColor: UIColor = .systemBlue
    public var placeholder: String? { didSet { placeholderStyle = nil } }
    /// The attributed placeholder's style and the attributed text's background (AttributedText.swift).
    package var placeholderStyle: WholeTextStyle?
    package var textBackgroundColor: UIColor?
    public weak var delegate: UITextFieldDelegate?
    /// A text-style font follows the window's content size category (`UIContentSizeCategoryAdjusting`).
    public var adjustsFontForContentSizeCategory = false

    public var text: String? {
        get { content.text }
        set {
            content.setText((newValue ?? "").filter { !$0.isNewline })
            textBackgroundColor = nil
            content.selected = NSRange(location: content.utf16Count, length: 0)
        }
    }

    public var hasText: Bool { !content.text.isEmpty }

    public var selectedTextRange: UITextRange? {
        get { selectedTextRangeValue }
        set {
            guard let r = newValue else { return }
            content.selected = NSRange(location: r.start.utf16Offset, length: r.end.utf16Offset - r.start.utf16Offset)
        }
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(0) }
    public var endOfDocument: UITextPosition { UITextPosition(content.utf16Count) }
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        (self as TextInputGeometry).position(from: position, offset: offset)
    }
    public func offset(from: UITextPosition, to: UITextPosition) -> Int { to.utf16Offset - from.utf16Offset }
    public func caretRect(for position: UITextPosition) -> CGRect { (self as TextInputGeometry).caretRect(for: position) }
    public func firstRect(for range: UITextRange) -> CGRect { (self as TextInputGeometry).firstRect(for: range) }

    /// Replaces the selection with `text` less its newlines, as typing does.
    public func insertText(_ text: String) { edit(content.selected, text.filter { !$0.isNewline }) }

    public func deleteBackward() {
        guard let range = content.backspaceRange else { return }
        edit(range, "")
    }

    private func edit(_ range: NSRange, _ replacement: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else { return }
        content.replace(range, with: replacement)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// Posted after each edit with `object:` the text field, as UIKit posts it.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when the field takes focus, `object:` the field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the field gives up focus, `object:` the field.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// One line of the font: the text's width and the line's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let layout = currentLayout(width: .greatestFiniteMagnitude)
        return CGSize(width: CGFloat(layout?.usedWidth ?? 0), height: (font ?? .systemFont(ofSize: 17)).lineHeight)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }
    open override var isFirstResponder: Bool { focused }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        if focused { return true }
        focused = true
        window.inputDidBecomeFirstResponder(self)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard focused else { return true }
        focused = false
        window?.inputDidResignFirstResponder(self)
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        return true
    }

    package func loseFocusSilently() {
        focused = false
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    private func currentLayout(width: CGFloat) -> TextLayout? {
        TextLayouter.layout(text: content.text, font: font ?? .systemFont(ofSize: 17), width: width)
    }

    func currentLayout() -> TextLayout? { bounds.width == 0 ? nil : currentLayout(width: .greatestFiniteMagnitude) }

    var layoutOrigin: CGPoint {
        CGPoint(x: 0, y: ((bounds.height - (font ?? .systemFont(ofSize: 17)).lineHeight) / 2))
    }
}
