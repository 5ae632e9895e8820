import HarnessCore
import HarnessText

/// The model of ListMultilineTextFieldItemComponent: a list row holding a text field, identified
/// by the tag its owner passed in.
package enum ListMultilineTextFieldItemComponent {
    /// An identity token; two tags match only when they are the same object.
    package final class Tag {
        package init() {}
    }

    /// Side inset of the text view inside the row.
    package static let textInsetX: Double = 16

    /// The row: a text field inset 16 pt left and right, as tall as the row.
    package final class View: HarnessCore.View {
        package let tag: Tag?
        package private(set) var textFieldView: TextFieldComponent.View?
        /// Shown in the secondary colour while the text is empty.
        package let placeholder: String

        package init(tag: Tag?, placeholder: String, textView: TextView) {
            self.tag = tag
            self.placeholder = placeholder
            let field = TextFieldComponent.View(inputTextView: textView)
            self.textFieldView = field
            super.init()
            addSubview(field)
        }

        /// True when this row was made with `tag`.
        package func matches(tag: Tag) -> Bool {
            self.tag === tag
        }

        /// The row height for a width: the text's used height plus the text view's insets;
        /// an empty field is as tall as one line (the placeholder's height).
        package func preferredHeight(width: Double) -> Double {
            guard let textView = textFieldView?.inputTextView else { return 0 }
            return textView.sizeThatFits(width: width - 2 * ListMultilineTextFieldItemComponent.textInsetX).height
        }

        package override func layoutSubviews() {
            guard let field = textFieldView else { return }
            let inset = ListMultilineTextFieldItemComponent.textInsetX
            setFrame(Rect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height), of: field)
        }
    }
}
