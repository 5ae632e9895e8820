/// A selection in a `TextView`, as UITextRange; an empty range is a caret.
public struct TextRange: Hashable, Sendable {
    /// The earlier end.
    public let start: TextPosition
    /// The later end, where UIKit-style callers put the caret.
    public let end: TextPosition

    /// The range between two positions, in either order.
    public init(start: TextPosition, end: TextPosition) {
        self.start = min(start, end)
        self.end = max(start, end)
    }

    /// A caret at `position`.
    public init(caretAt position: TextPosition) {
        self.init(start: position, end: position)
    }

    /// True for a caret.
    public var isEmpty: Bool { start == end }

    /// The grapheme offsets covered.
    public var offsets: Range<Int> { start.offset..<end.offset }
}
