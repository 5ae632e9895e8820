import CPango

/// Pango's items for one paragraph, owned until the list is released.
package final class ItemList {
    /// One run of text in one font at one bidi level.
    package struct Item {
        package let byteOffset: Int
        package let byteLength: Int
        package let characterCount: Int
        /// The bidi embedding level: odd is right-to-left.
        package let level: Int
        /// The pinned file Pango chose for the run.
        package let fontFile: String
        /// What Pango's sizes are multiplied by to be at the size asked for: 1 for outline faces,
        /// asked size / strike size for a bitmap-only face (see `PangoShaper.fontFile`).
        package let sizeCorrection: Double
        let handle: UnsafeMutablePointer<PangoItem>
    }

    private let list: UnsafeMutablePointer<GList>?
    package let items: [Item]
    private let text: [UInt8]

    init(list: UnsafeMutablePointer<GList>?, items: [Item], text: [UInt8]) {
        self.list = list
        self.items = items
        self.text = text
    }

    deinit {
        if let list {
            g_list_free_full(list) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) }
        }
    }

    /// HarfBuzz's glyphs for the bytes `range` of the paragraph, which lie inside item `index`,
    /// shaped with the item's font, script and direction. The piece is shaped on its own, without
    /// the paragraph around it as context, so the result depends on its bytes alone and can be
    /// cached (pieces end at line-break opportunities, where no script joins).
    package func shape(item index: Int, bytes range: Range<Int>) -> ShapedGlyphs {
        let item = items[index]
        let glyphs = pango_glyph_string_new()!
        defer { pango_glyph_string_free(glyphs) }
        text.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { paragraph in
                pango_shape_full(paragraph + range.lowerBound, Int32(range.count), paragraph + range.lowerBound,
                                 Int32(range.count), &item.handle.pointee.analysis, glyphs)
            }
        }
        let count = Int(glyphs.pointee.num_glyphs)
        var shaped = ShapedGlyphs(ids: [], advances: [], xOffsets: [], yOffsets: [], clusters: [])
        shaped.ids.reserveCapacity(count)
        let scale = item.sizeCorrection / Double(PANGO_SCALE)
        for index in 0..<count {
            let info = glyphs.pointee.glyphs[index]
            let id = info.glyph
            // PANGO_GLYPH_EMPTY (0x0FFFFFFF) and glyphs with PANGO_GLYPH_UNKNOWN_FLAG (0x10000000) set.
            let drawsNothing = id == 0x0FFF_FFFF || id & 0x1000_0000 != 0
            shaped.ids.append(drawsNothing ? ShapedGlyphs.empty : id)
            shaped.advances.append(Double(info.geometry.width) * scale)
            shaped.xOffsets.append(Double(info.geometry.x_offset) * scale)
            shaped.yOffsets.append(Double(info.geometry.y_offset) * scale)
            shaped.clusters.append(Int(glyphs.pointee.log_clusters[index]))
        }
        return shaped
    }
}
