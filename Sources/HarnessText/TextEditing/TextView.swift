import HarnessCore

/// The subset of UITextView that the sheet's fields use: text laid out inside
/// `textContainerInset`, a selection in grapheme offsets, caret rectangles in the view's own
/// space, and the edits a keyboard makes.
///
/// Like UIKit, the view has no layout until it has a width: before its first layout pass
/// `caretRect(for:)` answers `Rect.null`.
open class TextView: View {
    /// The contents. Setting it relays out and clamps the selection into the new text.
    package var text: String = "" {
        didSet {
            characterCount = text.count
            selectedTextRange = selectedTextRange.map(clamped)
            relayout()
        }
    }

    /// The face the text is set in.
    package var face: FontFace = .regular { didSet { relayout() } }

    /// The text size in points.
    package var pointSize: Double = 17 { didSet { relayout() } }

    /// Space between the view's edges and the text container, as UITextView's.
    package var textContainerInset = Insets(top: 16, left: 0, bottom: 16, right: 0) { didSet { relayout() } }

    /// UIKit's line fragment padding on the right. The real field cancels the left padding, so
    /// only this side narrows the lines.
    package var lineFragmentPaddingRight: Double = 5 { didSet { relayout() } }

    /// The most graphemes an insertion may bring the text to; longer insertions are truncated.
    package var maximumLength: Int?

    /// False for a single-line field: newlines are removed from insertions.
    package var allowsNewlines = true

    /// The selection, kept inside the text; nil when there is none. Edits without a selection
    /// act at the end of the text, where UITextView's `selectedRange` starts.
    package var selectedTextRange: TextRange? {
        didSet {
            if let range = selectedTextRange, clamped(range) != range { selectedTextRange = clamped(range) }
        }
    }

    /// The current layout in text-container coordinates (add `textContainerOrigin` for the
    /// view's); nil before the view has a width or when the font cannot be read.
    package private(set) var layout: TextLayout?

    /// Why the pinned font could not be read at the last layout, if it could not.
    package private(set) var fontError: FontError?

    private var characterCount = 0

    /// Makes an empty text view; it lays out once it is given a width.
    package override init(frame: Rect = .zero) {
        super.init(frame: frame)
        relayout()
    }

    /// The position before the first grapheme.
    package var beginningOfDocument: TextPosition { TextPosition(offset: 0) }

    /// The position after the last grapheme.
    package var endOfDocument: TextPosition { TextPosition(offset: characterCount) }

    /// The caret at the selection's end, or at the end of the text without a selection: the
    /// caret a person sees (null before layout, as `caretRect(for:)`).
    package var caretRectAtSelectionEnd: Rect {
        caretRect(for: selectedTextRange?.end ?? endOfDocument)
    }

    /// Where the text container's top-left lies in the view's space.
    package var textContainerOrigin: Point { Point(x: textContainerInset.left, y: textContainerInset.top) }

    /// The caret at `position` (clamped to the text) in the view's own space, or `Rect.null`
    /// while there is no layout.
    package func caretRect(for position: TextPosition) -> Rect {
        guard let layout else { return .null }
        return layout.caretRect(atOffset: position.offset)
            .offsetBy(dx: textContainerInset.left, dy: textContainerInset.top)
    }

    /// The size the view needs at `width` to show all its text: the lines' height plus the
    /// vertical insets (only the insets when the font cannot be read).
    package func sizeThatFits(width: Double) -> Size {
        let wrapWidth = layoutWidth(forBoundsWidth: width)
        let fitted = layout?.width == wrapWidth ? layout : makeLayout(width: wrapWidth)
        let textHeight = fitted?.usedHeight ?? 0
        return Size(width: width, height: textHeight + textContainerInset.top + textContainerInset.bottom)
    }

    /// Lays the text out again when the width changed; a change of height alone (the field
    /// growing by a line) keeps the layout, which depends on the width only.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if layout == nil || layout?.width != layoutWidth(forBoundsWidth: bounds.width) { relayout() }
    }

    /// Puts an empty selection (a caret) at `offset`, clamped to the text.
    package func select(offset: Int) {
        selectedTextRange = TextRange(caretAt: TextPosition(offset: offset))
    }

    /// Replaces the selection with `string` and puts the caret after it. An insertion that the
    /// field refuses entirely (a newline in a single-line field, no room left) changes nothing,
    /// as when a UITextView delegate declines the edit.
    package func insertText(_ string: String) {
        var insertion = allowsNewlines ? string : String(string.filter { !$0.isNewline })
        let replaced = editingRange
        if let maximumLength {
            insertion = String(insertion.prefix(max(0, maximumLength - (characterCount - replaced.count))))
        }
        if insertion.isEmpty, !string.isEmpty { return }
        replace(replaced, with: insertion)
    }

    /// Deletes the selection, or else the grapheme before the caret.
    package func deleteBackward() {
        var range = editingRange
        if range.isEmpty {
            guard range.lowerBound > 0 else { return }
            range = (range.lowerBound - 1)..<range.lowerBound
        }
        replace(range, with: "")
    }

    private var editingRange: Range<Int> {
        (selectedTextRange ?? TextRange(caretAt: endOfDocument)).offsets
    }

    /// Splices by string index (the offsets are grapheme offsets inside the text, as
    /// `editingRange` keeps them), copying the text's bytes rather than rebuilding it a grapheme
    /// at a time.
    private func replace(_ range: Range<Int>, with insertion: String) {
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.index(start, offsetBy: range.count)
        let head = String(text[..<start]) + insertion
        text = head + String(text[end...])
        // Offsets count graphemes, so the caret is on a boundary even if the insertion merged
        // with a neighbouring mark.
        select(offset: head.count)
    }

    private func clamped(_ range: TextRange) -> TextRange {
        func clamp(_ position: TextPosition) -> TextPosition {
            TextPosition(offset: min(max(position.offset, 0), characterCount))
        }
        return TextRange(start: clamp(range.start), end: clamp(range.end))
    }

    private func layoutWidth(forBoundsWidth width: Double) -> Double {
        width - textContainerInset.left - textContainerInset.right - lineFragmentPaddingRight
    }

    private func relayout() {
        layout = bounds.width == 0 ? nil : makeLayout(width: layoutWidth(forBoundsWidth: bounds.width))
    }

    private func makeLayout(width: Double) -> TextLayout? {
        do throws(FontError) {
            let engine = try TextEngine.shared()
            fontError = nil
            let make = { () throws(FontError) -> TextLayout in
                try TextLayout(text: self.text, face: self.face, pointSize: self.pointSize, width: width, metrics: nil,
                               engine: engine)
            }
            guard let cache = TextLayoutCache.installed else { return try make() }
            return try cache.layout(text: text, face: face, pointSize: pointSize, width: width, make: make)
        } catch {
            fontError = error
            return nil
        }
    }
}
