/// A caret position in a `TextView`, as UITextPosition: a grapheme offset into the text.
package struct TextPosition: Hashable, Comparable, Sendable {
    /// Graphemes before the position.
    package var offset: Int

    /// The position after `offset` graphemes.
    package init(offset: Int) {
        self.offset = offset
    }

    /// Earlier in the text first.
    package static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        lhs.offset < rhs.offset
    }
}
