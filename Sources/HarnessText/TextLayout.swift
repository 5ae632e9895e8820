import HarnessDrawing
import HarnessGeometry

/// Text laid out in a box of fixed width, origin at its top-left, wrapped by word as
/// UITextView / NSLayoutManager wrap it, at the unrounded positions the Cairo layer will draw.
///
/// Positions are grapheme offsets (Swift `Character`s), `0...characterCount`. Every script runs
/// left to right: right-to-left text (Hebrew, Arabic) keeps its logical order, and there is no
/// kerning or ligature shaping. Any `Character.isNewline` (\n, \r\n, \r, U+2028, U+2029...)
/// ends a line and belongs to the line it ends; a text that ends with one has a final empty line.
/// A tab is measured as a space (there are no tab stops).
public struct TextLayout: Sendable {
    /// One line fragment.
    public struct Line: Hashable, Sendable {
        /// The grapheme offsets on the line, including its newline if it has one.
        public let range: Range<Int>
        /// Distance of the line's top below the layout's top.
        public let top: Double
        /// Distance of the baseline below the layout's top: `top + ascent`.
        public let baseline: Double
        /// Width of the line's glyphs, not counting the spaces hanging at its end.
        public let width: Double
        /// Whether the line ends with a newline (so its last offset is not a caret position on it).
        public let endsWithNewline: Bool
        /// Pen x after the last character, hanging spaces included: the caret at the line's end.
        let endX: Double
    }

    /// The glyphs' face.
    public let face: FontFace
    /// The point size the text was laid out at.
    public let pointSize: Double
    /// The wrapping width; NaN is taken as 0.
    public let width: Double
    /// The line metrics at `pointSize`: the system font's (SF Pro Text), not the drawn face's,
    /// so lines and the caret are as tall as on iOS.
    public let metrics: SystemLineMetrics
    /// The lines, top to bottom; never empty (an empty text has one empty line).
    public let lines: [Line]
    /// Every glyph with its pen position (baseline origin) in layout coordinates; newlines have
    /// no glyphs, spaces do.
    public let glyphRun: GlyphRun
    /// How many grapheme clusters the text has.
    public let characterCount: Int

    /// Pen x of each character on its line.
    private let penX: [Double]

    /// Lays out `text` with `font` (whose glyphs `face` names for drawing) in `width` points.
    /// A width of zero or less still places one grapheme per line.
    public init(text: String, font: TrueTypeFont, face: FontFace, pointSize: Double, width: Double) {
        let characters = Array(text)
        let shaped = ShapedCharacters(characters: characters, font: font)
        let metrics = SystemLineMetrics(pointSize: pointSize)
        let width = width.isNaN ? 0 : width
        let upem = Double(font.unitsPerEm)
        func points(_ units: Int) -> Double { Double(units) * pointSize / upem }

        var lines: [Line] = []
        var penX = [Double](repeating: 0, count: characters.count)
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(shaped.glyphIDs.count)
        let ranges = LineBreaker.lines(of: shaped) { points($0) <= width }
        for (lineIndex, range) in ranges.enumerated() {
            let top = Double(lineIndex) * metrics.lineHeight
            let baseline = top + metrics.ascent
            var x = 0
            var inkEnd = 0
            for index in range {
                penX[index] = points(x)
                var glyphX = x
                for glyph in shaped.glyphStart[index]..<shaped.glyphStart[index + 1] {
                    glyphs.append(PositionedGlyph(glyphID: shaped.glyphIDs[glyph], x: points(glyphX), y: baseline))
                    glyphX += shaped.glyphAdvances[glyph]
                }
                x += shaped.advances[index]
                if shaped.kinds[index] == .visible { inkEnd = x }
            }
            lines.append(Line(
                range: range, top: top, baseline: baseline, width: points(inkEnd),
                endsWithNewline: range.last.map { shaped.kinds[$0] == .newline } ?? false,
                endX: points(x)))
        }

        self.face = face
        self.pointSize = pointSize
        self.width = width
        self.metrics = metrics
        self.lines = lines
        self.glyphRun = GlyphRun(face: face, pointSize: pointSize, glyphs: glyphs)
        self.characterCount = characters.count
        self.penX = penX
    }

    /// Distance between baselines.
    public var lineHeight: Double { metrics.lineHeight }

    /// Height of all lines: `lines.count * lineHeight`.
    public var usedHeight: Double { Double(lines.count) * metrics.lineHeight }

    /// The line a caret at `offset` (clamped to the text) sits on. At a soft wrap the offset
    /// belongs to the next line (UIKit's downstream affinity); after a newline, to the line below.
    public func lineIndex(containingOffset offset: Int) -> Int {
        let offset = clamped(offset)
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].range.lowerBound <= offset { low = mid + 1 } else { high = mid }
        }
        return max(low - 1, 0)
    }

    /// The first offset of line `index` (clamped to the lines).
    public func offset(atLineStart index: Int) -> Int {
        lines[clampedLine(index)].range.lowerBound
    }

    /// The offset after the last character of line `index` (clamped), before its newline.
    public func offset(atLineEnd index: Int) -> Int {
        let line = lines[clampedLine(index)]
        return line.range.upperBound - (line.endsWithNewline ? 1 : 0)
    }

    /// A 2-point caret before the grapheme at `offset` (clamped to the text): as tall as a line,
    /// at the line's top, its x kept in `0...width` so trailing spaces cannot push it out.
    public func caretRect(atOffset offset: Int) -> Rect {
        let offset = clamped(offset)
        let line = lines[lineIndex(containingOffset: offset)]
        let x = offset < line.range.upperBound ? penX[offset] : line.endX
        return Rect(x: min(max(x, 0), max(width, 0)), y: line.top, width: 2, height: metrics.lineHeight)
    }

    private func clamped(_ offset: Int) -> Int {
        min(max(offset, 0), characterCount)
    }

    private func clampedLine(_ index: Int) -> Int {
        min(max(index, 0), lines.count - 1)
    }
}
