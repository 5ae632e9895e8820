/// Splits shaped characters into lines the way NSLayoutManager wraps by word: break after a run
/// of spaces, let trailing spaces hang past the edge, break a word wider than the line between
/// graphemes, and end a line after each newline.
enum LineBreaker {
    /// Line ranges of character offsets. Every line but a final empty one holds at least one
    /// character, so any width (zero, negative, NaN) terminates.
    /// - Parameter fits: whether a line whose pen ends at the given font-unit x fits the width.
    static func lines(of shaped: ShapedCharacters, fits: (Int) -> Bool) -> [Range<Int>] {
        let count = shaped.kinds.count
        var lines: [Range<Int>] = []
        var lineStart = 0
        var x = 0
        var breakAfterSpaces: (offset: Int, x: Int)?
        var index = 0
        while index < count {
            switch shaped.kinds[index] {
            case .newline:
                lines.append(lineStart..<(index + 1))
                lineStart = index + 1
                x = 0
                breakAfterSpaces = nil
                index += 1
            case .space:
                x += shaped.advances[index]
                index += 1
                breakAfterSpaces = (index, x)
            case .visible:
                if index > lineStart, !fits(x + shaped.advances[index]) {
                    lines.append(lineStart..<(breakAfterSpaces?.offset ?? index))
                    if let spaces = breakAfterSpaces {
                        // The word so far moves down; measure it again on the new line.
                        lineStart = spaces.offset
                        x -= spaces.x
                        breakAfterSpaces = nil
                        continue
                    }
                    lineStart = index
                    x = 0
                }
                x += shaped.advances[index]
                index += 1
            }
        }
        lines.append(lineStart..<count)
        return lines
    }
}
