import HarnessGeometry
import HarnessText

/// The model of TextStyleEditContentComponent: the column that scrolls inside the sheet (emoji,
/// "Style Name" and "Instructions" fields, the delete section in edit mode, "Add a link").
public enum TextStyleEditContentComponent {
    /// The content view. It lays out its children against the width it is given; the sheet sets
    /// its frame.
    public final class View: HarnessGeometry.View {
        // Design step 1: two tags created once.
        let titleFieldTag = ListMultilineTextFieldItemComponent.Tag()
        let textFieldTag = ListMultilineTextFieldItemComponent.Tag()

        public let mode: SheetMode
        public let emojiView = HarnessGeometry.View()
        public let titleField: ListMultilineTextFieldItemComponent.View
        public let textField: ListMultilineTextFieldItemComponent.View
        public let titleSection: ListSectionView
        public let textSection: ListSectionView
        /// The delete section, edit mode only.
        public let deleteSection: HarnessGeometry.View?
        public let linkRow = HarnessGeometry.View()

        /// What the last caret recentering did (for tables and tests; the real method returns nothing).
        public private(set) var lastRecenterOutcome: RecenterOutcome?

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
                tag: titleFieldTag, placeholder: "Style Name", textView: titleTextView)
            textField = ListMultilineTextFieldItemComponent.View(
                tag: textFieldTag, placeholder: "Instructions", textView: promptTextView)
            titleSection = ListSectionView(row: titleField)
            textSection = ListSectionView(row: textField)
            deleteSection = mode == .edit ? HarnessGeometry.View() : nil
            super.init()
            for child in [emojiView, titleSection, textSection] { addSubview(child) }
            if let deleteSection { addSubview(deleteSection) }
            addSubview(linkRow)
        }

        /// Lays out the column for `availableSize.width` and returns the content size.
        /// The design's hint check runs in `finishUpdate`, once the sheet has set every frame.
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

        /// Design step 2, the recenter trigger: with every frame set, a `.textChanged` hint on the
        /// transition recenters the caret; any other hint, or none, leaves the scroll alone.
        public func finishUpdate(availableSize: Size, environment: SheetEnvironment, transition: ComponentTransition) {
            lastRecenterOutcome = nil
            if let hint = transition.userData(TextFieldComponent.AnimationHint.self),
               case .textChanged = hint.kind,
               let hintView = hint.view {
                self.recenterCaret(hintView: hintView, availableSize: availableSize, environment: environment,
                                   transition: transition)
            }
        }

        /// Design step 3: scrolls the enclosing scroll view so the caret of the edited field sits
        /// between `visibleTop` and `visibleBottom`, written as the design writes it.
        @discardableResult
        func recenterCaret(hintView: HarnessGeometry.View, availableSize: Size, environment: SheetEnvironment,
                           transition: ComponentTransition) -> RecenterOutcome {
            let outcome = recenterCaretSteps(hintView: hintView, environment: environment, transition: transition)
            lastRecenterOutcome = outcome
            return outcome
        }

        private func recenterCaretSteps(hintView: HarnessGeometry.View, environment: SheetEnvironment,
                                        transition: ComponentTransition) -> RecenterOutcome {
            // 1. Locate field view: the first ListMultilineTextFieldItemComponent.View at or above
            // the hint's view, and only if it is one of our two fields.
            let candidates = [hintView] + Array(hintView.ancestors)
            guard let fieldView = candidates.lazy.compactMap({ $0 as? ListMultilineTextFieldItemComponent.View }).first,
                  fieldView.matches(tag: self.titleFieldTag) || fieldView.matches(tag: self.textFieldTag) else {
                return .bailed(.unrelatedField)
            }

            // 2. Compute caret rect in text-view space.
            guard let inputTextView = fieldView.textFieldView?.inputTextView else {
                return .bailed(.caretUnavailable)
            }
            let endPosition = inputTextView.selectedTextRange?.end ?? inputTextView.endOfDocument
            let caretRect = inputTextView.caretRect(for: endPosition)
            if caretRect.isNull || caretRect.isInfinite {
                return .bailed(.caretUnavailable)
            }

            // 3. Locate enclosing scroll view.
            guard let scrollView = self.ancestors.lazy.compactMap({ $0 as? ScrollView }).first else {
                return .bailed(.noScrollView)
            }

            // 4. Convert caret rect to scroll-view coordinates.
            let caretInScroll = inputTextView.convert(caretRect, to: scrollView)

            // 5. Compute visible region.
            let (visibleTop, visibleBottom) = CaretInsets.design.visibleRegion(
                boundsMinY: scrollView.bounds.minY, boundsMaxY: scrollView.bounds.maxY, inputHeight: environment.inputHeight)

            // 6. Adjust bounds.origin.y: assign directly, then animate the difference additively.
            let previousBounds = scrollView.bounds
            var newBounds = previousBounds
            if caretInScroll.maxY > visibleBottom {
                newBounds.origin.y += (caretInScroll.maxY - visibleBottom)
            } else if caretInScroll.minY < visibleTop {
                newBounds.origin.y -= (visibleTop - caretInScroll.minY)
            }
            let wanted = newBounds.origin.y
            // The design's clamp to min(max(0, y), max(0, contentSize.height - bounds.height)):
            // the scroll view's range, which it is here (no content inset).
            newBounds.origin.y = scrollView.clampedContentOffsetY(newBounds.origin.y)
            guard newBounds != previousBounds else {
                return wanted == previousBounds.origin.y ? .alreadyVisible : .clampedInPlace
            }
            scrollView.bounds = newBounds
            if !transition.animation.isImmediate {
                let offsetY = previousBounds.origin.y - newBounds.origin.y
                transition.animateBoundsOrigin(view: scrollView, from: Point(x: 0.0, y: offsetY), to: Point(),
                                               additive: true)
            }
            return .scrolled(from: previousBounds.origin.y, to: newBounds.origin.y,
                             clamped: newBounds.origin.y != wanted)
        }
    }
}
