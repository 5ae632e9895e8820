import UIKit
import Foundation

/// What the content column's update is given about its children: the fields' text, selection
/// and font size. The content view (a parent) applies it
/// to its children in its own `update` and lays them out against its own width by the column's
/// rhythm (`ContentLayout`), each section as tall as its field's text view needs.
public struct ContentState: Sendable {
    public struct Field: Sendable {
        public let text: String
        /// The selection in UTF-16 units, as UITextView's `selectedRange` (nil: the caret at the end).
        public let selection: NSRange?

        public init(text: String, selection: NSRange?) {
            self.text = text
            self.selection = selection
        }
    }

    public let title: Field
    public let instructions: Field
    /// The fields' font size in points.
    public let textSize: CGFloat

    public init(title: Field, instructions: Field, textSize: CGFloat) {
        self.title = title
        self.instructions = instructions
        self.textSize = textSize
    }

    /// Puts each row in its section, gives each text view its text, font and selection, sets the
    /// sections' frames for `content`'s width through `transition` (the title section's and the
    /// instructions section's of `ContentLayout`: a section growing by a line animates, as the
    /// parent's `setFrame` does); then lays the column out.
    @MainActor
    public func apply(to content: UIView, titleSection: ListSectionComponent.View,
                      titleField: ListMultilineTextFieldItemComponent.View, textSection: ListSectionComponent.View,
                      textField: ListMultilineTextFieldItemComponent.View, transition: ComponentTransition = .immediate) {
        for (section, field) in [(titleSection, titleField), (textSection, textField)] where field.superview !== section {
            section.setRow(field)
        }
        for section in [titleSection, textSection] where section.superview !== content { content.addSubview(section) }
        for (field, state) in [(titleField, title), (textField, instructions)] {
            guard let textView = field.textFieldView?.inputTextView else { continue }
            if textView.font?.pointSize != textSize { textView.font = .systemFont(ofSize: textSize) }
            if textView.text != state.text { textView.text = state.text }
            let selection = state.selection ?? NSRange(location: state.text.utf16.count, length: 0)
            if textView.selectedRange != selection { textView.selectedRange = selection }
        }
        let width = content.bounds.width
        let sectionWidth = ContentLayout.sectionWidth(columnWidth: width)
        // The delete section lies below both fields, so it changes neither frame.
        let layout = ContentLayout(width: width, titleHeight: Self.height(of: titleField.textFieldView, sectionWidth: sectionWidth),
                                   textHeight: Self.height(of: textField.textFieldView, sectionWidth: sectionWidth),
                                   hasDeleteSection: false)
        transition.setFrame(view: titleSection, frame: layout.titleSection)
        transition.setFrame(view: textSection, frame: layout.textSection)
        content.layoutIfNeeded()
    }

    /// A row's height: its text field's fitting height at the section's width less the row's
    /// 16 pt insets (0 without a field).
    @MainActor
    public static func height(of field: TextFieldComponent.View?, sectionWidth: CGFloat) -> CGFloat {
        guard let textView = field?.inputTextView else { return 0 }
        let width = sectionWidth - 2 * ListMultilineTextFieldItemComponent.textInsetX
        return textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
}

/// A content column written against UIKit and the codebase's modules (the design's
/// TextStyleEditContentComponent.View as the app writes it, or our own): made once per sheet,
/// updated once per harness update with the state its children are given.
@MainActor
public protocol DesignContentView: UIView {
    init()
    /// The field rows, made with the content's own tags.
    var titleFieldView: TextFieldComponent.View? { get }
    var textFieldView: TextFieldComponent.View? { get }
    func update(state: ContentState, availableSize: CGSize, environment: ViewControllerComponentContainer.Environment,
                transition: ComponentTransition)
    /// What the last update's caret recentering did, nil when it did not run (or the column does
    /// not say: the design's own method returns nothing).
    var lastRecenterOutcome: RecenterOutcome? { get }
}

extension DesignContentView {
    public var lastRecenterOutcome: RecenterOutcome? { nil }
}
