/// What Unicode says about the boundary before one character (Pango's `PangoLogAttr`: UAX #14
/// line breaking, UAX #29 grapheme clusters). There is one more entry than characters: the last
/// is the boundary at the end of the text.
package struct LogAttribute: Hashable, Sendable {
    /// A line may break before this character.
    package var lineBreakBefore: Bool
    /// A caret may stand before this character (a grapheme cluster boundary).
    package var cursorPosition: Bool
    /// The character is white space (hangs at a line's end).
    package var isWhite: Bool

    package init(lineBreakBefore: Bool, cursorPosition: Bool, isWhite: Bool) {
        self.lineBreakBefore = lineBreakBefore
        self.cursorPosition = cursorPosition
        self.isWhite = isWhite
    }
}

/// Glyphs HarfBuzz made for a piece of text, in visual order, sizes in points.
package struct ShapedGlyphs: Hashable, Sendable {
    /// Glyph indices in the font; `ShapedGlyphs.empty` marks a glyph that draws nothing.
    package var ids: [UInt32]
    package var advances: [Double]
    package var xOffsets: [Double]
    package var yOffsets: [Double]
    /// For each glyph, the UTF-8 offset (from the piece's start) of the first byte of its cluster.
    package var clusters: [Int]

    /// The id given to glyphs that draw nothing (zero-width characters, tabs, missing glyphs).
    package static let empty: UInt32 = .max

    package init(ids: [UInt32], advances: [Double], xOffsets: [Double], yOffsets: [Double], clusters: [Int]) {
        self.ids = ids
        self.advances = advances
        self.xOffsets = xOffsets
        self.yOffsets = yOffsets
        self.clusters = clusters
    }

    /// The sum of the advances.
    package var width: Double { advances.reduce(0, +) }
}
