import ComponentFlow
import UIKit
import Foundation

/// The emoji at the column's top: a circle of the tint at 15 % over its bounds with the emoji
/// (48 pt) centred in it.
@MainActor
package final class EmojiCircleView: UIView {
    required init?(coder: NSCoder) { nil }
    private let circle: CAShapeLayer
    package let emojiLabel: UILabel

    package init(emoji: String, colors: SheetColors) {
        circle = makeShape(fill: colors.tint.withAlphaComponent(0.15))
        emojiLabel = makeLabel(emoji, size: 48, color: colors.primaryText)
        super.init(frame: .zero)
        layer.addSublayer(circle)
        addSubview(emojiLabel)
    }

    package override func layoutSubviews() {
        circle.path = UIBezierPath(ovalIn: bounds).cgPath
        emojiLabel.frame = bounds
    }
}

/// The delete section of edit mode: a rounded section (26 pt, the glass style) with its
/// destructive title centred, 17 pt.
@MainActor
package final class DeleteSectionView: UIView {
    required init?(coder: NSCoder) { nil }
    package static let cornerRadius: CGFloat = 26
    package let titleLabel: UILabel

    package init(colors: SheetColors) {
        titleLabel = makeLabel("Delete Style", size: 17, color: colors.destructive)
        super.init(frame: .zero)
        backgroundColor = colors.sectionBackground
        layer.cornerRadius = Self.cornerRadius
        addSubview(titleLabel)
    }

    package override func layoutSubviews() { titleLabel.frame = bounds }
}

/// "Add a link": an 18 pt checkbox (a 1.5 pt outline with 5 pt corners, its stroke inside the
/// box) at the row's top-left and the 13 pt label 10 pt after it, centred on the box.
@MainActor
package final class LinkRowView: UIView {
    required init?(coder: NSCoder) { nil }
    private let checkbox: CAShapeLayer
    package let titleLabel: UILabel

    package init(colors: SheetColors) {
        checkbox = makeShape(stroke: colors.secondaryText, lineWidth: 1.5)
        titleLabel = makeLabel("Add a link", size: ContentMetrics.linkLabelPointSize, color: colors.primaryText,
                               alignment: .natural)
        super.init(frame: .zero)
        layer.addSublayer(checkbox)
        addSubview(titleLabel)
    }

    package override func layoutSubviews() {
        let size = ContentMetrics.linkCheckboxSize, spacing = ContentMetrics.linkLabelSpacing
        let box = CGRect(x: 0, y: 0, width: size, height: size)
        let half = checkbox.lineWidth / 2
        checkbox.path = UIBezierPath(roundedRect: box.insetBy(dx: half, dy: half), cornerRadius: 5).cgPath
        titleLabel.frame = CGRect(x: box.maxX + spacing, y: 0, width: bounds.width - size - spacing, height: size)
    }
}

/// A field's section as drawn: the rounded section (26 pt) with the text (or, while it is
/// empty, the placeholder in the secondary colour) at `textOrigin`, wrapped at `wrapWidth`,
/// and the caret (a tint-coloured view, as UIKit's caret is a view over the text) while the
/// field has focus. Whoever owns the row says where the text and caret go, from the text
/// view's own layout.
@MainActor
package final class FieldSectionView: UIView {
    required init?(coder: NSCoder) { nil }
    package static let cornerRadius: CGFloat = 26
    package let placeholderLabel: UILabel
    package let textLabel = UILabel()
    package let caretView = UIView()
    /// Where the text's first line's top-left sits, in the row's space.
    package var textOrigin: CGPoint = .zero { didSet { if textOrigin != oldValue { setNeedsLayout() } } }
    /// The width the text wraps at.
    package var wrapWidth: CGFloat = 0 { didSet { if wrapWidth != oldValue { setNeedsLayout() } } }
    /// The caret in the row's space; nil while the field has no focus.
    package var caret: CGRect? { didSet { if caret != oldValue { setNeedsLayout() } } }

    package init(placeholder: String, font: UIFont, colors: SheetColors) {
        placeholderLabel = makeLabel(placeholder, size: font.pointSize, weight: font.weight, color: colors.secondaryText,
                                     alignment: .natural)
        super.init(frame: .zero)
        backgroundColor = colors.sectionBackground
        layer.cornerRadius = Self.cornerRadius
        textLabel.font = font
        textLabel.textColor = colors.primaryText
        textLabel.numberOfLines = 0
        caretView.backgroundColor = colors.tint
        for view in [placeholderLabel, textLabel, caretView] { addSubview(view) }
    }

    /// The text shown; empty shows the placeholder.
    package var text: String {
        get { textLabel.text ?? "" }
        set {
            guard newValue != text else { return }
            textLabel.text = newValue
            setNeedsLayout()
        }
    }

    package override func layoutSubviews() {
        let empty = text.isEmpty
        placeholderLabel.isHidden = !empty
        textLabel.isHidden = empty
        let placeholderSize = placeholderLabel.sizeThatFits(.zero)
        placeholderLabel.frame = CGRect(origin: textOrigin, size: placeholderSize)
        let textHeight = empty ? 0 : textLabel.sizeThatFits(CGSize(width: wrapWidth, height: .greatestFiniteMagnitude)).height
        textLabel.frame = CGRect(x: textOrigin.x, y: textOrigin.y, width: wrapWidth, height: textHeight)
        caretView.isHidden = caret == nil
        caretView.frame = caret ?? .zero
    }
}
