import CPango

/// One Pango font map and context over the pinned files: Unicode breaks, itemizing (bidi levels
/// from FriBidi, font fallback through the private fontconfig), HarfBuzz shaping. Not thread-safe:
/// one thread at a time (TextEngine keeps a pool).
package final class PangoShaper {
    private let fonts: PrivateFontConfig
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let language: OpaquePointer
    /// The pinned files, in fallback order.
    package let files: [String]

    /// A shaper that can use only `files`, never taking white space from those in `withoutWhiteSpace`.
    package init(files: [String], withoutWhiteSpace: Set<String> = []) throws(PangoError) {
        fonts = try PrivateFontConfig(files: files, withoutWhiteSpace: withoutWhiteSpace)
        self.files = files
        guard let map = pango_ft2_font_map_new() else { throw .callFailed("pango_ft2_font_map_new") }
        fontMap = map
        pango_fc_font_map_set_config(OpaquePointer(map), fonts.handle)
        // Only what Pango asked for (see PrivateFontConfig.keepOnlyTheRequest); unhinted outlines
        // and metrics, whatever a fontconfig default would say.
        pango_fc_font_map_set_default_substitute(OpaquePointer(map), { pattern, _ in
            PrivateFontConfig.keepOnlyTheRequest(pattern)
            FcPatternDel(pattern, FC_HINTING)
            FcPatternAddBool(pattern, FC_HINTING, FcFalse)
            FcPatternDel(pattern, FC_ANTIALIAS)
            FcPatternAddBool(pattern, FC_ANTIALIAS, FcTrue)
        }, nil, nil)
        guard let made = pango_font_map_create_context(map) else {
            g_object_unref(map)
            throw .callFailed("pango_font_map_create_context")
        }
        context = made
        // The environment's LANG must not change breaks or shaping.
        language = pango_language_from_string("en-us")
        pango_context_set_language(context, language)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// Unicode's line-break and grapheme boundaries in `utf8`, one per character plus the end.
    package func logAttributes(_ text: [UInt8], characterCount: Int) -> [LogAttribute] {
        let utf8 = Self.withoutNUL(text)
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: characterCount + 1)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(bytes.count, 1)) { text in
                pango_get_log_attrs(text, Int32(bytes.count), -1, language, &attributes, Int32(characterCount + 1))
            }
        }
        return attributes.map {
            LogAttribute(lineBreakBefore: $0.is_line_break != 0, cursorPosition: $0.is_cursor_position != 0,
                         isWhite: $0.is_white != 0)
        }
    }

    /// Whether the first strong character of `utf8` is right-to-left (Unicode's P2-P3, as
    /// UITextView's natural direction picks a paragraph's direction).
    package func isRightToLeft(_ text: Substring) -> Bool {
        let scalars = text.unicodeScalars.map(\.value)
        return scalars.withUnsafeBufferPointer { caret_harness_paragraph_is_rtl($0.baseAddress, Int32($0.count)) } == 1
    }

    /// Splits `utf8` into runs of one font and one bidi level, in logical order.
    package func itemize(_ text: [UInt8], family: String, weight: Int, pointSize: Double, rightToLeft: Bool)
        throws(PangoError) -> ItemList
    {
        let utf8 = Self.withoutNUL(text)
        guard !utf8.isEmpty else { return ItemList(list: nil, items: [], text: utf8) }
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_absolute_size(description, pointSize * Double(PANGO_SCALE))
        pango_context_set_font_description(context, description)
        let direction = rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
        let attributes = pango_attr_list_new()
        defer { pango_attr_list_unref(attributes) }
        let list = utf8.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
                pango_itemize_with_base_dir(context, direction, text, 0, Int32(bytes.count), attributes, nil)
            }
        }
        guard let list else { throw .callFailed("pango_itemize_with_base_dir") }
        var items: [ItemList.Item] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            let item = current.pointee.data.assumingMemoryBound(to: PangoItem.self)
            let (file, pixelSize) = try fontFile(item.pointee.analysis.font)
            items.append(ItemList.Item(
                byteOffset: Int(item.pointee.offset), byteLength: Int(item.pointee.length),
                characterCount: Int(item.pointee.num_chars), level: Int(item.pointee.analysis.level),
                fontFile: file, sizeCorrection: pixelSize.map { pointSize / $0 } ?? 1, handle: item))
            node = current.pointee.next
        }
        return ItemList(list: list, items: items, text: utf8)
    }

    /// `utf8` with each U+0000 replaced by U+0001, another control character without a glyph and
    /// of the same length: Pango's itemizer aborts the process on an embedded NUL (an assertion in
    /// itemize.c), and a Swift string may hold one.
    static func withoutNUL(_ utf8: [UInt8]) -> [UInt8] {
        utf8.contains(0) ? utf8.map { $0 == 0 ? 1 : $0 } : utf8
    }

    /// The pinned file behind `font`, and for a face of fixed-size bitmaps only (Noto Color
    /// Emoji's one strike is 109 px) the strike's size: fontconfig matches such a face at that size
    /// whatever size was asked, so Pango's advances come at the strike's size.
    private func fontFile(_ font: UnsafeMutablePointer<PangoFont>?) throws(PangoError) -> (String, Double?) {
        guard let font, let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) else {
            throw .callFailed("pango_fc_font_get_pattern")
        }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else {
            throw .callFailed("FcPatternGetString(FC_FILE)")
        }
        let path = String(cString: file)
        guard files.contains(path) else { throw .unpinnedFont(path) }
        // fontconfig calls a colour bitmap face "scalable" but not "outline".
        var outline: FcBool = FcTrue
        var pixelSize = 0.0
        if FcPatternGetBool(pattern, FC_OUTLINE, 0, &outline) == FcResultMatch, outline == FcFalse,
           FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &pixelSize) == FcResultMatch, pixelSize > 0
        {
            return (path, pixelSize)
        }
        return (path, nil)
    }
}
