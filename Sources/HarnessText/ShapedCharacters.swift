/// Each grapheme cluster's glyphs and advance, in font units, with what it means for wrapping.
/// There is no shaping beyond the `cmap` (no kerning, ligatures or reordering), matching what
/// the Cairo layer draws from the same glyph IDs.
struct ShapedCharacters {
    enum Kind {
        /// Ends its line; has no glyphs and no width.
        case newline
        /// A break opportunity follows it; hangs past the right edge at a line's end.
        case space
        case visible
    }

    var kinds: [Kind] = []
    /// Per character, font units.
    var advances: [Int] = []
    /// Glyphs of character `i` are `glyphStart[i]..<glyphStart[i + 1]`.
    var glyphStart: [Int] = [0]
    var glyphIDs: [UInt32] = []
    var glyphAdvances: [Int] = []

    init(characters: [Character], font: TrueTypeFont) {
        var cache: [UInt32: (glyph: UInt32, advance: Int)] = [:]
        func lookup(_ scalar: Unicode.Scalar) -> (glyph: UInt32, advance: Int) {
            if let known = cache[scalar.value] { return known }
            var glyph = font.glyphID(for: scalar)
            // A tab or ideographic space the font lacks should still read as a space, not a box.
            if glyph == 0, Self.isBreakingSpace(scalar) { glyph = font.glyphID(for: " ") }
            let entry = (glyph, font.advance(ofGlyph: glyph))
            cache[scalar.value] = entry
            return entry
        }

        kinds.reserveCapacity(characters.count)
        advances.reserveCapacity(characters.count)
        glyphStart.reserveCapacity(characters.count + 1)
        for character in characters {
            var advance = 0
            if character.isNewline {
                kinds.append(.newline)
            } else {
                let scalars = character.unicodeScalars
                kinds.append(Self.isBreakingSpace(scalars.first!) ? .space : .visible)
                for (index, scalar) in scalars.enumerated() {
                    let (glyph, glyphAdvance) = lookup(scalar)
                    // One .notdef box per cluster: a ZWJ emoji sequence the font lacks must not
                    // become a row of boxes.
                    if glyph == 0, index > 0 { continue }
                    glyphIDs.append(glyph)
                    glyphAdvances.append(glyphAdvance)
                    advance += glyphAdvance
                }
            }
            advances.append(advance)
            glyphStart.append(glyphIDs.count)
        }
    }

    /// Spaces after which a line may break (UAX #14 classes SP, BA-spaces and ZW); the
    /// no-break spaces U+00A0, U+2007 and U+202F are deliberately absent.
    static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: return true
        default: return false
        }
    }
}
