/// A caret position in a `TextView`, as UITextPosition: a grapheme offset into the text.
public struct TextPosition: Hashable, Comparable, Sendable {
    /// Graphemes before the position.
    public var offset: Int

    /// The position after `offset` graphemes.
    public init(offset: Int) {
        self.offset = offset
    }

    /// Earlier in the text first.
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        lhs.offset < rhs.offset
    }
}
