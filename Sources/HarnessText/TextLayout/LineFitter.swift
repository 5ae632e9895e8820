/// Greedy line fitting as UITextView's word wrapping does it: a line takes graphemes until the
/// next would pass the width, then ends at the last line-break opportunity (UAX #14: after a
/// space, after a hyphen, between ideographs); a word wider than a whole line is broken between
/// graphemes. White space at a line's end hangs: it never makes a line too wide.
enum LineFitter {
    /// UIKit's default tab stops: every 28 pt (NSParagraphStyle.defaultTabInterval).
    static let tabInterval = 28.0

    /// The advance of a tab whose pen starts at `x` from the line's start: to the next stop.
    static func tabAdvance(at x: Double) -> Double {
        (x / tabInterval).rounded(.down) * tabInterval + tabInterval - x
    }

    /// The paragraph's lines as grapheme ranges; an empty paragraph has one empty line.
    static func lines(of paragraph: ShapedParagraph, width: Double) -> [Range<Int>] {
        let count = paragraph.count
        guard count > 0 else { return [0..<0] }
        var lines: [Range<Int>] = []
        var start = 0
        while start < count {
            var x = 0.0
            var lastBreak: Int?
            var end = count
            var index = start
            while index < count {
                if index > start, paragraph.breakBefore[index] { lastBreak = index }
                let advance = paragraph.isTab[index] ? tabAdvance(at: x) : paragraph.widths[index]
                if index > start, !paragraph.isWhite[index], x + advance > width {
                    end = lastBreak ?? index
                    break
                }
                x += advance
                index += 1
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }
}
