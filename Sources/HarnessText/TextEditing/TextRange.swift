/// A selection in a `TextView`, as UITextRange; an empty range is a caret.
package struct TextRange: Hashable, Sendable {
    /// The earlier end.
    package let start: TextPosition
    /// The later end, where UIKit-style callers put the caret.
    package let end: TextPosition

    /// The range between two positions, in either order.
    package init(start: TextPosition, end: TextPosition) {
        self.start = min(start, end)
        self.end = max(start, end)
    }

    /// A caret at `position`.
    package init(caretAt position: TextPosition) {
        self.init(start: position, end: position)
    }

    /// True for a caret.
    package var isEmpty: Bool { start == end }

    /// The grapheme offsets covered.
    package var offsets: Range<Int> { start.offset..<end.offset }
}
