import HarnessCore

/// Text laid out in a box of fixed width, origin at its top-left, as UITextView lays it out:
/// lines broken by Unicode's rules (UAX #14) with long words broken between graphemes, glyphs
/// shaped and kerned by HarfBuzz, right-to-left and mixed paragraphs in visual order (FriBidi's
/// levels), right-to-left paragraphs right-aligned, tab stops every 28 pt, and lines as tall as
/// the system font's whatever face draws the glyphs.
///
/// Positions are grapheme offsets (Swift `Character`s), `0...characterCount`. Any
/// `Character.isNewline` ends a line and belongs to the line it ends; a text that ends with one
/// has a final empty line.
package struct TextLayout: Sendable {
    /// One line fragment.
    package struct Line: Hashable, Sendable {
        /// The grapheme offsets on the line, including its newline if it has one.
        package let range: Range<Int>
        /// Distance of the line's top below the layout's top.
        package let top: Double
        /// Distance of the baseline below the layout's top: `top + ascent`.
        package let baseline: Double
        /// Width of the line's glyphs, not counting the white space hanging at its end.
        package let width: Double
        /// Whether the line ends with a newline (so its last offset is not a caret position on it).
        package let endsWithNewline: Bool
        /// Whether the line's paragraph runs right to left (and is right-aligned).
        package let rightToLeft: Bool
        /// Where the caret of an empty line stands: the paragraph's start side.
        let emptyCaretX: Double
    }

    /// The style the text is set in (`.regular` or `.bold`); fallback faces fill in.
    package let face: FontFace
    /// The point size the text was laid out at.
    package let pointSize: Double
    /// The wrapping width; NaN is taken as 0.
    package let width: Double
    /// The line metrics: the system font's (SF Pro Text) at `pointSize` unless given.
    package let metrics: SystemLineMetrics
    /// The lines, top to bottom; never empty (an empty text has one empty line).
    package let lines: [Line]
    /// The glyphs, one run per stretch of one face, pen positions in layout coordinates.
    package let glyphRuns: [GlyphRun]
    /// How many grapheme clusters the text has.
    package let characterCount: Int

    /// Each grapheme's left and right edge on its line, and whether it runs right to left.
    private let leftEdge: [Double]
    private let rightEdge: [Double]
    private let isRightToLeft: [Bool]

    /// Lays out `text` in `style` at `pointSize` in `width` points through the shared engine.
    /// A width of zero or less still places one grapheme per line.
    package init(text: String, face style: FontFace = .regular, pointSize: Double, width: Double,
                metrics: SystemLineMetrics? = nil) throws(FontError)
    {
        try self.init(text: text, face: style, pointSize: pointSize, width: width, metrics: metrics,
                      engine: TextEngine.shared())
    }

    /// Lays out through `engine`.
    package init(text: String, face style: FontFace, pointSize: Double, width: Double, metrics: SystemLineMetrics?,
                engine: TextEngine) throws(FontError)
    {
        let width = width.isNaN ? 0 : width
        let metrics = metrics ?? SystemLineMetrics(pointSize: pointSize)
        var builder = LayoutBuilder(width: width, pointSize: pointSize, metrics: metrics)
        try engine.withShaper { shaper throws(FontError) in
            for (paragraph, newline) in Self.paragraphs(of: text) {
                let shaped = try ShapedParagraph(paragraph, style: style, pointSize: pointSize, shaper: shaper,
                                                 cache: engine.words)
                builder.add(shaped, endsWithNewline: newline)
            }
        }
        self.face = style
        self.pointSize = pointSize
        self.width = width
        self.metrics = metrics
        self.lines = builder.lines
        self.glyphRuns = builder.runs
        self.characterCount = builder.offset
        self.leftEdge = builder.leftEdge
        self.rightEdge = builder.rightEdge
        self.isRightToLeft = builder.isRightToLeft
    }

    /// The paragraphs of `text`, each with whether a newline ends it.
    static func paragraphs(of text: String) -> [(Substring, Bool)] {
        var result: [(Substring, Bool)] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index].isNewline {
                result.append((text[start..<index], true))
                start = next
            }
            index = next
        }
        result.append((text[start..<text.endIndex], false))
        return result
    }

    /// Distance between baselines.
    package var lineHeight: Double { metrics.lineHeight }

    /// Height of all lines: `lines.count * lineHeight`.
    package var usedHeight: Double { Double(lines.count) * metrics.lineHeight }

    /// The widest line's width.
    package var usedWidth: Double { lines.map(\.width).max() ?? 0 }

    /// The line a caret at `offset` (clamped to the text) sits on. At a soft wrap the offset
    /// belongs to the next line (UIKit's downstream affinity); after a newline, to the line below.
    package func lineIndex(containingOffset offset: Int) -> Int {
        let offset = clamped(offset)
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].range.lowerBound <= offset { low = mid + 1 } else { high = mid }
        }
        return max(low - 1, 0)
    }

    /// The first offset of line `index` (clamped to the lines).
    package func offset(atLineStart index: Int) -> Int {
        lines[clampedLine(index)].range.lowerBound
    }

    /// The offset after the last character of line `index` (clamped), before its newline.
    package func offset(atLineEnd index: Int) -> Int {
        let line = lines[clampedLine(index)]
        return line.range.upperBound - (line.endsWithNewline ? 1 : 0)
    }

    /// A 2-point caret at `offset` (clamped to the text), as tall as a line at the line's top: at
    /// the leading edge of the grapheme after it (its left edge in left-to-right text, its right
    /// edge in right-to-left text), or at a line's end at the trailing edge of the grapheme before
    /// it. Its x is kept in `0...width` so hanging spaces cannot push it out.
    package func caretRect(atOffset offset: Int) -> Rect {
        let offset = clamped(offset)
        let line = lines[lineIndex(containingOffset: offset)]
        let contentEnd = line.range.upperBound - (line.endsWithNewline ? 1 : 0)
        var x: Double
        if offset < contentEnd {
            x = isRightToLeft[offset] ? rightEdge[offset] : leftEdge[offset]
        } else if contentEnd > line.range.lowerBound {
            let before = contentEnd - 1
            x = isRightToLeft[before] ? leftEdge[before] : rightEdge[before]
        } else {
            x = line.emptyCaretX
        }
        if x.isNaN { x = line.emptyCaretX }
        return Rect(x: min(max(x, 0), max(width, 0)), y: line.top, width: 2, height: metrics.lineHeight)
    }

    private func clamped(_ offset: Int) -> Int {
        min(max(offset, 0), characterCount)
    }

    private func clampedLine(_ index: Int) -> Int {
        min(max(index, 0), lines.count - 1)
    }
}
