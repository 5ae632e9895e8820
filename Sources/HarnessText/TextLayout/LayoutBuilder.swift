import HarnessCore

/// Places shaped paragraphs line by line: fits the lines, orders each line's runs visually,
/// aligns right-to-left paragraphs to the right, positions the glyphs and records each
/// grapheme's edges for the caret.
struct LayoutBuilder {
    let width: Double
    let pointSize: Double
    let metrics: SystemLineMetrics
    private(set) var lines: [TextLayout.Line] = []
    private(set) var runs: [GlyphRun] = []
    /// Graphemes placed so far (the next paragraph's first offset).
    private(set) var offset = 0
    private(set) var leftEdge: [Double] = []
    private(set) var rightEdge: [Double] = []
    private(set) var isRightToLeft: [Bool] = []

    init(width: Double, pointSize: Double, metrics: SystemLineMetrics) {
        self.width = width
        self.pointSize = pointSize
        self.metrics = metrics
    }

    mutating func add(_ paragraph: ShapedParagraph, endsWithNewline: Bool) {
        let base = offset
        leftEdge += [Double](repeating: .nan, count: paragraph.count)
        rightEdge += [Double](repeating: .nan, count: paragraph.count)
        isRightToLeft += paragraph.isRightToLeft
        let ranges = LineFitter.lines(of: paragraph, width: width)
        for (index, range) in ranges.enumerated() {
            let isLast = index == ranges.count - 1
            place(range, of: paragraph, base: base, newline: isLast && endsWithNewline)
        }
        offset = base + paragraph.count
        if endsWithNewline {
            // The newline has no glyph; it belongs to the paragraph's last line.
            leftEdge.append(.nan)
            rightEdge.append(.nan)
            isRightToLeft.append(paragraph.rightToLeft)
            offset += 1
        }
    }

    private mutating func place(_ range: Range<Int>, of paragraph: ShapedParagraph, base: Int, newline: Bool) {
        let top = Double(lines.count) * metrics.lineHeight
        let baseline = top + metrics.ascent
        // The ink width: pen after the last grapheme that is not white space, tabs at their stops.
        var pen = 0.0, ink = 0.0
        var tabAdvance: [Int: Double] = [:]
        for index in range {
            let advance = paragraph.isTab[index] ? LineFitter.tabAdvance(at: pen) : paragraph.widths[index]
            if paragraph.isTab[index] { tabAdvance[index] = advance }
            pen += advance
            if !paragraph.isWhite[index] { ink = pen }
        }
        let startX = paragraph.rightToLeft ? rightEdge(ink: ink) - ink : 0

        // The line's pieces of runs, in logical order, then in visual order (UAX #9 L2).
        var pieces: [(run: ShapedParagraph.Run, glyphs: [Int])] = []
        for run in paragraph.runs where run.graphemes.overlaps(range) {
            let glyphs = run.graphemeOfGlyph.indices.filter { range.contains(run.graphemeOfGlyph[$0]) }
            if !glyphs.isEmpty { pieces.append((run, glyphs)) }
        }
        var x = startX
        for pieceIndex in BidiOrder.visualOrder(levels: pieces.map(\.run.level)) {
            let (run, glyphIndices) = pieces[pieceIndex]
            var positioned: [PositionedGlyph] = []
            positioned.reserveCapacity(glyphIndices.count)
            var tabsDone = Set<Int>()
            for glyph in glyphIndices {
                let owner = run.graphemeOfGlyph[glyph]
                var advance = run.glyphs.advances[glyph]
                if let tab = tabAdvance[owner] { advance = tabsDone.insert(owner).inserted ? tab : 0 }
                let id = run.glyphs.ids[glyph]
                if id != ShapedGlyphs.empty {
                    positioned.append(PositionedGlyph(
                        glyphID: id, x: x + run.glyphs.xOffsets[glyph], y: baseline + run.glyphs.yOffsets[glyph]))
                }
                let global = base + owner
                leftEdge[global] = leftEdge[global].isNaN ? x : min(leftEdge[global], x)
                rightEdge[global] = rightEdge[global].isNaN ? x + advance : max(rightEdge[global], x + advance)
                x += advance
            }
            append(GlyphRun(face: run.face, pointSize: pointSize, glyphs: positioned))
        }
        let upper = base + range.upperBound + (newline ? 1 : 0)
        lines.append(TextLayout.Line(
            range: (base + range.lowerBound)..<upper, top: top, baseline: baseline, width: ink,
            endsWithNewline: newline, rightToLeft: paragraph.rightToLeft,
            emptyCaretX: paragraph.rightToLeft ? rightEdge(ink: 0) : 0))
    }

    /// Where a right-to-left line of `ink` width ends: the box's right edge (0 when the width is
    /// 0 or less, so the line overflows to the left, where a caret is clamped to 0). An infinite
    /// width has no right edge: the line ends at its own width, starting at 0.
    private func rightEdge(ink: Double) -> Double {
        if width.isFinite { return max(width, 0) }
        return width > 0 ? ink : 0
    }

    /// Adds glyphs, joining them to the last run when it has the same face.
    private mutating func append(_ run: GlyphRun) {
        guard !run.glyphs.isEmpty else { return }
        if let last = runs.last, last.face == run.face, last.pointSize == run.pointSize {
            runs[runs.count - 1].glyphs += run.glyphs
        } else {
            runs.append(run)
        }
    }
}
