import HarnessGeometry
import HarnessText

/// The model of TextStyleEditContentComponent: the column that scrolls inside the sheet (emoji,
/// "Style Name" and "Instructions" fields, the delete section in edit mode, "Add a link"). Its
/// layout is mirrored into the UIKit column (`TextStyleEditViews`), where recenterCaret runs.
public enum TextStyleEditContentComponent {
    /// The content view. It lays out its children against the width it is given; the sheet sets
    /// its frame.
    public final class View: HarnessGeometry.View {
        public let mode: SheetMode
        public let emojiView = HarnessGeometry.View()
        public let titleField: ListMultilineTextFieldItemComponent.View
        public let textField: ListMultilineTextFieldItemComponent.View
        public let titleSection: ListSectionView
        public let textSection: ListSectionView
        /// The delete section, edit mode only.
        public let deleteSection: HarnessGeometry.View?
        public let linkRow = HarnessGeometry.View()

        /// What the last update's caret recentering did (for tables and tests; the real method
        /// returns nothing): the UIKit content column's, written back by `UIKitSheetMirror`.
        public internal(set) var lastRecenterOutcome: RecenterOutcome?

        /// The fields' font size in points (the app's list font size; 17 by default).
        public let textSize: Double

        public init(mode: SheetMode, textSize: Double = 17) {
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
            deleteSection = mode == .edit ? HarnessGeometry.View() : nil
            super.init()
            for child in [emojiView, titleSection, textSection] { addSubview(child) }
            if let deleteSection { addSubview(deleteSection) }
            addSubview(linkRow)
        }

        /// Lays out the column for `availableSize.width` and returns the content size. The
        /// design's hint check runs in the UIKit column (`CaretTrackingDesign`) once the sheet has
        /// set every frame.
        @discardableResult
        public func update(availableSize: Size) -> Size {
            let m = ContentMetrics.self
            let width = availableSize.width
            let sectionWidth = width - 2 * m.sideInset
            var y = m.topPadding
            setFrame(Rect(x: (width - m.emojiDiameter) / 2, y: y, width: m.emojiDiameter, height: m.emojiDiameter),
                     of: emojiView)
            y += m.emojiDiameter + m.sectionSpacing
            for (section, field) in [(titleSection, titleField), (textSection, textField)] {
                let height = field.preferredHeight(width: sectionWidth)
                setFrame(Rect(x: m.sideInset, y: y, width: sectionWidth, height: height), of: section)
                y += height
                if section === titleSection { y += m.sectionSpacing }
            }
            if let deleteSection {
                y += m.sectionSpacing
                setFrame(Rect(x: m.sideInset, y: y, width: sectionWidth, height: m.deleteSectionHeight), of: deleteSection)
                y += m.deleteSectionHeight
            }
            y += m.spacingAboveLinkRow
            setFrame(Rect(x: m.sideInset, y: y, width: sectionWidth, height: m.linkCheckboxSize), of: linkRow)
            y += m.linkCheckboxSize + m.bottomPadding
            return Size(width: width, height: y)
        }
    }
}
