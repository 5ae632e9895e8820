import Foundation
import HarnessText

/// UIKit's NSTextContainer, as far as a text view's geometry uses it.
@MainActor
public final class NSTextContainer {
    /// Inset of the glyphs from each side of a line fragment; UIKit's default is 5.
    public var lineFragmentPadding: CGFloat = 5 { didSet { owner?.setNeedsLayout() } }
    weak var owner: UIView?
    init() {}
}

/// What a text view tells its delegate.
@MainActor
public protocol UITextViewDelegate: AnyObject {
    func textViewDidChange(_ textView: UITextView)
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
}

/// UIKit's UITextView: text laid out by the harness's Pango engine inside `textContainerInset`
/// (default top 8, left 0, bottom 8, right 0) and `textContainer.lineFragmentPadding` (5), so the
/// first line's glyphs start at x 5, y 8; lines are `font.lineHeight` tall. Positions count UTF-16
/// units. A text view is a scroll view: with scrolling enabled it scrolls its own content to keep
/// the caret visible after an edit; with scrolling disabled it grows through `sizeThatFits`.
@MainActor
open class UITextView: UIScrollView, TextInputGeometry, UITextInputHosting {
    var content = TextContent()
    private var focused = false

    public let textContainer = NSTextContainer()
    public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { setNeedsLayout() } }
    /// UIKit's default is the system font at 12 pt.
    public var font: UIFont? = .systemFont(ofSize: 12)
    public var textColor: UIColor? = .label
    public var tintColor: UIColor = .systemBlue
    public var textAlignment: NSTextAlignment = .natural
    public var isEditable = true
    /// The attributed text's background (AttributedText.swift).
    package var textBackgroundColor: UIColor?
    /// A text-style font follows the window's content size category (`UIContentSizeCategoryAdjusting`).
    public var adjustsFontForContentSizeCategory = false
    /// Told of edits, selection changes and focus.
    public weak var delegate: UITextViewDelegate?

    /// No archives on Linux (`UIView.init?(coder:)`): nil.
    public required init?(coder: NSCoder) { return nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.owner = self
    }

    /// The text; setting it puts the caret at its end and sends no delegate call.
    public var text: String! {
        get { content.text }
        set {
            content.setText(newValue ?? "")
            textBackgroundColor = nil
            content.selected = NSRange(location: content.utf16Count, length: 0)
            updateContentSize()
        }
    }

    public var hasText: Bool { !content.text.isEmpty }

    /// The selection in UTF-16 units.
    public var selectedRange: NSRange {
        get { content.selected }
        set {
            let start = content.snapped(newValue.location), end = content.snapped(newValue.location + newValue.length)
            content.selected = NSRange(location: start, length: max(0, end - start))
            delegate?.textViewDidChangeSelection(self)
        }
    }

    /// The selection as a text range (always present: a text view has a caret).
    public var selectedTextRange: UITextRange? {
        get { selectedTextRangeValue }
        set {
            guard let r = newValue else { return }
            selectedRange = NSRange(location: r.start.utf16Offset, length: r.end.utf16Offset - r.start.utf16Offset)
        }
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(0) }
    public var endOfDocument: UITextPosition { UITextPosition(content.utf16Count) }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        (self as TextInputGeometry).position(from: position, offset: offset)
    }

    /// UTF-16 units from one position to another.
    public func offset(from: UITextPosition, to: UITextPosition) -> Int { to.utf16Offset - from.utf16Offset }

    public func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? { UITextRange(from, to) }

    /// The caret at `position` in the text view's space; `.null` before the view has a width.
    public func caretRect(for position: UITextPosition) -> CGRect { (self as TextInputGeometry).caretRect(for: position) }

    /// The first line's rectangle of `range`, in the text view's space.
    public func firstRect(for range: UITextRange) -> CGRect { (self as TextInputGeometry).firstRect(for: range) }

    /// Replaces the selection with `text`, as typing does (the delegate may refuse it), caret after.
    public func insertText(_ text: String) {
        edit(content.selected, text)
    }

    /// Deletes the selection or the grapheme cluster before the caret.
    public func deleteBackward() {
        guard let range = content.backspaceRange else { return }
        edit(range, "")
    }

    private func edit(_ range: NSRange, _ replacement: String) {
        guard isEditable, delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return }
        content.replace(range, with: replacement)
        updateContentSize()
        if isScrollEnabled, contentSize.height > bounds.height,
           let end = selectedTextRange?.end {
            scrollRectToVisible(caretRect(for: end), animated: false)
        }
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// Posted after each edit with `object:` the text view, as UIKit posts it.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when the text view takes focus, `object:` the text view.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the text view gives up focus, `object:` the text view.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The text's used height plus the vertical insets, at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let used = layout(width: size.width).map { CGFloat($0.usedHeight) } ?? 0
        return CGSize(width: size.width, height: used + textContainerInset.top + textContainerInset.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEditable }
    open override var isFirstResponder: Bool { focused }

    /// Takes focus in a window (false outside one); the window posts the keyboard's will-show.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        if focused { return true }
        focused = true
        window.inputDidBecomeFirstResponder(self)
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Gives up focus; the window posts the keyboard's will-hide.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard focused else { return true }
        focused = false
        window?.inputDidResignFirstResponder(self)
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    package func loseFocusSilently() {
        focused = false
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: Layout

    /// Lines are as wide as the bounds less the horizontal insets and both paddings.
    private func lineWidth(forWidth width: CGFloat) -> CGFloat {
        width - (textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding)
    }

    /// The last layout made, with what it was made from: the text view keeps its text laid out,
    /// as its layout manager does, so asking for a caret or a fitting size again costs nothing.
    private var kept: (text: String, font: UIFont, width: CGFloat, layout: TextLayout?)?

    private func layout(width: CGFloat) -> TextLayout? {
        let font = font ?? .systemFont(ofSize: 12), lineWidth = lineWidth(forWidth: width), text = content.text
        if let kept, kept.width == lineWidth, kept.font == font, kept.text == text { return kept.layout }
        let made = TextLayouter.layout(text: text, font: font, width: lineWidth)
        kept = (text, font, lineWidth, made)
        return made
    }

    func currentLayout() -> TextLayout? { bounds.width == 0 ? nil : layout(width: bounds.width) }

    /// The laid-out text and where its top-left lies in the view, for a painter (nil before the
    /// view has a width).
    package var laidOutText: (layout: TextLayout, origin: CGPoint)? { currentLayout().map { ($0, layoutOrigin) } }

    var layoutOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    private func updateContentSize() {
        guard bounds.width > 0 else { return }
        contentSize = sizeThatFits(bounds.size)
    }
}
