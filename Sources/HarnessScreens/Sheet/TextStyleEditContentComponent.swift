import Foundation
import HarnessCore
import HarnessText

/// The model of TextStyleEditContentComponent: the column that scrolls inside the sheet (emoji,
/// "Style Name" and "Instructions" fields, the delete section in edit mode, "Add a link"). Its
/// layout is mirrored into the UIKit column (`ComponentFlow`), where recenterCaret runs.
package enum TextStyleEditContentComponent {
    /// The content view. It lays out its children against the width it is given; the sheet sets
    /// its frame.
    package final class View: HarnessCore.View {
        package let mode: SheetMode
        package let emojiView = HarnessCore.View()
        package let titleField: ListMultilineTextFieldItemComponent.View
        package let textField: ListMultilineTextFieldItemComponent.View
        package let titleSection: ListSectionView
        package let textSection: ListSectionView
        /// The delete section, edit mode only.
        package let deleteSection: HarnessCore.View?
        package let linkRow = HarnessCore.View()

        /// What the last update's caret recentering did (for tables and tests; the real method
        /// returns nothing): the UIKit content column's, written back by `UIKitSheetMirror`.
        package internal(set) var lastRecenterOutcome: RecenterOutcome?

        /// The fields' font size in points (the app's list font size; 17 by default).
        package let textSize: Double

        package init(mode: SheetMode, textSize: Double = 17) {
            self.mode = mode
            self.textSize = textSize
            let titleTextView = TextView()
            titleTextView.pointSize = textSize
            titleTextView.allowsNewlines = false
            titleTextView.maximumLength = ContentMetrics.titleCharacterLimit
            let promptTextView = TextView()
            promptTextView.pointSize = textSize
            promptTextView.maximumLength = ContentMetrics.instructionsCharacterLimit
            titleField = ListMultilineTextFieldItemComponent.View(
                tag: ListMultilineTextFieldItemComponent.Tag(), placeholder: "Style Name", textView: titleTextView)
            textField = ListMultilineTextFieldItemComponent.View(
                tag: ListMultilineTextFieldItemComponent.Tag(), placeholder: "Instructions", textView: promptTextView)
            titleSection = ListSectionView(row: titleField)
            textSection = ListSectionView(row: textField)
            deleteSection = mode == .edit ? HarnessCore.View() : nil
            super.init()
            for child in [emojiView, titleSection, textSection] { addSubview(child) }
            if let deleteSection { addSubview(deleteSection) }
            addSubview(linkRow)
        }

        /// Lays out the column for `availableSize.width` and returns the content size. The
        /// design's hint check runs in the UIKit column (`CaretTrackingDesign`) once the sheet has
        /// set every frame.
        @discardableResult
        package func update(availableSize: Size) -> Size {
            let width = availableSize.width
            let sectionWidth = Double(ContentLayout.sectionWidth(columnWidth: width))
            let layout = ContentLayout(width: width, titleHeight: titleField.preferredHeight(width: sectionWidth),
                                       textHeight: textField.preferredHeight(width: sectionWidth),
                                       hasDeleteSection: deleteSection != nil)
            setFrame(Self.rect(layout.emoji), of: emojiView)
            setFrame(Self.rect(layout.titleSection), of: titleSection)
            setFrame(Self.rect(layout.textSection), of: textSection)
            if let deleteSection, let frame = layout.deleteSection { setFrame(Self.rect(frame), of: deleteSection) }
            setFrame(Self.rect(layout.linkRow), of: linkRow)
            return Size(width: Double(layout.size.width), height: Double(layout.size.height))
        }

        static func rect(_ r: CGRect) -> Rect {
            Rect(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
        }
    }
}
