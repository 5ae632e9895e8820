import HarnessCore

/// One paragraph (no newline inside) broken into graphemes and shaped: what line fitting and
/// placing need. Positions are grapheme offsets into the paragraph (Swift `Character`s).
struct ShapedParagraph {
    /// A shaped piece: one font, one bidi level, glyphs in visual order.
    struct Run {
        let face: FontFace
        /// The bidi embedding level (odd: right-to-left) FriBidi resolved through Pango.
        let level: Int
        let glyphs: ShapedGlyphs
        /// The paragraph grapheme each glyph belongs to.
        let graphemeOfGlyph: [Int]
        /// The graphemes the run covers.
        let graphemes: Range<Int>
    }

    /// Whether the paragraph's first strong character is right-to-left (it is then right-aligned).
    let rightToLeft: Bool
    /// Per grapheme: the advance of its glyphs, whether it is white space, a tab, right-to-left,
    /// and whether a line may break before it (UAX #14).
    var widths: [Double]
    var isWhite: [Bool]
    var isTab: [Bool]
    var isRightToLeft: [Bool]
    var breakBefore: [Bool]
    /// The runs in logical order.
    var runs: [Run] = []

    var count: Int { widths.count }

    init(_ text: Substring, style: FontFace, pointSize: Double, shaper: PangoShaper, cache: ShapeCache)
        throws(FontError)
    {
        // PangoShaper hands Pango U+0001 for any U+0000 (its itemizer cannot take a NUL).
        let utf8 = Array(text.utf8)
        var graphemeStarts: [Int] = []
        var offset = 0
        graphemeStarts.reserveCapacity(utf8.count)
        isWhite = []
        isTab = []
        for character in text {
            graphemeStarts.append(offset)
            let bytes = character.utf8
            offset += bytes.count
            if bytes.count == 1, let byte = bytes.first {
                // One ASCII scalar: Unicode's White_Space among them is tab to carriage return
                // and space, what `isWhitespace` answers after a property lookup.
                isWhite.append(byte == 0x20 || (0x09...0x0D).contains(byte))
                isTab.append(byte == 0x09)
            } else {
                isWhite.append(character.isWhitespace)
                isTab.append(false)
            }
        }
        let count = graphemeStarts.count
        var graphemeOfByte = [Int](repeating: 0, count: utf8.count)
        for (index, start) in graphemeStarts.enumerated() {
            let end = index + 1 < count ? graphemeStarts[index + 1] : utf8.count
            for byte in start..<end { graphemeOfByte[byte] = index }
        }
        widths = [Double](repeating: 0, count: count)
        isRightToLeft = [Bool](repeating: false, count: count)
        breakBefore = [Bool](repeating: false, count: count)
        rightToLeft = !utf8.isEmpty && shaper.isRightToLeft(text)
        guard count > 0 else { return }

        // Line-break opportunities, per scalar, read at each grapheme's first scalar.
        let scalarCount = text.unicodeScalars.count
        let attributes = shaper.logAttributes(utf8, characterCount: scalarCount)
        var scalarByte = 0
        var breakAtByte = [Bool](repeating: false, count: utf8.count)
        for (index, scalar) in text.unicodeScalars.enumerated() {
            breakAtByte[scalarByte] = attributes[index].lineBreakBefore
            scalarByte += scalar.utf8.count
        }
        for (index, start) in graphemeStarts.enumerated() where index > 0 {
            breakBefore[index] = breakAtByte[start]
        }

        // Inter, then DejaVu Sans for what it lacks; runs of emoji presentation (Pango's emoji
        // scanner) ask for the "emoji" family, which the shaper maps to Noto Color Emoji. Noto is
        // not in this list: it also covers digits, '#' and '*' (keycap bases), which are text.
        let items: ItemList
        do {
            items = try shaper.itemize(
                utf8, family: TextEngine.families, weight: TextEngine.weight(of: style),
                pointSize: pointSize, rightToLeft: rightToLeft)
        } catch {
            throw FontError(path: "Pango", reason: error.description)
        }
        for (itemIndex, item) in items.items.enumerated() {
            guard let face = FontFace(path: item.fontFile) else {
                throw FontError(path: item.fontFile, reason: "not a pinned face")
            }
            let rtl = item.level % 2 == 1
            // Pieces of the item between line-break opportunities.
            let itemEnd = item.byteOffset + item.byteLength
            var pieceStart = item.byteOffset
            var grapheme = graphemeOfByte[pieceStart]
            while pieceStart < itemEnd {
                var pieceEnd = itemEnd
                var next = grapheme + 1
                while next < count, graphemeStarts[next] < itemEnd {
                    if breakBefore[next], graphemeStarts[next] > pieceStart { pieceEnd = graphemeStarts[next]; break }
                    next += 1
                }
                let bytes = pieceStart..<pieceEnd
                let key = ShapeCache.Key(text: Array(utf8[bytes]), face: face, pointSize: pointSize, rightToLeft: rtl)
                var glyphs = cache.glyphs(for: key) { items.shape(item: itemIndex, bytes: bytes) }
                let owners = glyphs.clusters.map { graphemeOfByte[min(pieceStart + $0, utf8.count - 1)] }
                if face == .emoji {
                    // Pango's emoji runs may hold white space between emoji (" ♥ ☺ "), shaped in
                    // the emoji face, whose space is as wide as an emoji (2550/2048 em); a space is
                    // as wide as the text's own.
                    for (glyph, owner) in owners.enumerated() where isWhite[owner] && !isTab[owner] {
                        glyphs.advances[glyph] = try Self.spaceAdvance(style: style, pointSize: pointSize,
                                                                       shaper: shaper, cache: cache)
                        glyphs.ids[glyph] = ShapedGlyphs.empty
                    }
                }
                for (glyph, owner) in owners.enumerated() { widths[owner] += glyphs.advances[glyph] }
                let first = graphemeOfByte[pieceStart], last = graphemeOfByte[pieceEnd - 1]
                for index in first...last { isRightToLeft[index] = rtl }
                runs.append(Run(face: face, level: item.level, glyphs: glyphs, graphemeOfGlyph: owners,
                                graphemes: first..<(last + 1)))
                pieceStart = pieceEnd
                grapheme = next
            }
        }
    }

    /// The advance of a space in the style's primary face (Inter), shaped once per size.
    private static func spaceAdvance(style: FontFace, pointSize: Double, shaper: PangoShaper, cache: ShapeCache)
        throws(FontError) -> Double
    {
        // Not the emoji face: fontconfig was told it has no white space.
        let key = ShapeCache.Key(text: [0x20], face: style, pointSize: pointSize, rightToLeft: false)
        var failure: FontError?
        let glyphs = cache.glyphs(for: key) {
            do {
                let items = try shaper.itemize([0x20], family: TextEngine.families, weight: TextEngine.weight(of: style),
                                               pointSize: pointSize, rightToLeft: false)
                guard items.items.first?.fontFile == style.path else {
                    throw PangoError.unpinnedFont("a space set in \(items.items.first?.fontFile ?? "no face")")
                }
                return items.shape(item: 0, bytes: 0..<1)
            } catch {
                failure = FontError(path: "Pango", reason: "\(error)")
                return ShapedGlyphs(ids: [], advances: [], xOffsets: [], yOffsets: [], clusters: [])
            }
        }
        if let failure { throw failure }
        return glyphs.width
    }
}
