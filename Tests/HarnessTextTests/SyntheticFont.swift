import Foundation

/// Builds small sfnt files byte by byte, for the tables and faults DejaVu does not have.
struct SyntheticFont {
    var unitsPerEm: UInt16 = 1000
    var magic: UInt32 = 0x5F0F_3CF5
    var ascender: Int16 = 800
    var descender: Int16 = -200
    var lineGap: Int16 = 90
    var glyphCount: UInt16 = 6
    /// hmtx advances; glyphs past them repeat the last.
    var advances: [UInt16] = [500, 600, 700]
    var cmap: [UInt8] = SyntheticFont.format4Cmap()

    /// 'A'...'C' map by delta to glyphs 1...3; U+03B1 and U+03B2 map through the glyph array to 5
    /// and 4; the closing 0xFFFF segment maps to nothing.
    static func format4Cmap(alphaRangeOffset: UInt16 = 4) -> [UInt8] {
        var sub = Bytes()
        sub.u16(4); sub.u16(14 + 8 * 3 + 2 + 4); sub.u16(0)  // format, length, language
        sub.u16(6); sub.u16(4); sub.u16(1); sub.u16(2)  // segCountX2, search hints
        [0x43, 0x3B2, 0xFFFF].forEach { sub.u16($0) }  // endCode
        sub.u16(0)  // reservedPad
        [0x41, 0x3B1, 0xFFFF].forEach { sub.u16($0) }  // startCode
        [UInt16(truncatingIfNeeded: 1 - 0x41), 0, 1].forEach { sub.u16($0) }  // idDelta
        // Segment 1's offset is counted from its own idRangeOffset slot: two slots (4 bytes)
        // before the glyph array.
        [0, alphaRangeOffset, 0].forEach { sub.u16($0) }
        [5, 4].forEach { sub.u16($0) }  // glyphIdArray
        return table(platform: 3, encoding: 1, subtable: sub.data)
    }

    /// A cmap with a single subtable.
    static func table(platform: UInt16, encoding: UInt16, subtable: [UInt8]) -> [UInt8] {
        var cmap = Bytes()
        cmap.u16(0); cmap.u16(1)
        cmap.u16(platform); cmap.u16(encoding); cmap.u32(12)
        return cmap.data + subtable
    }

    /// The file: head, hhea, maxp, hmtx and cmap behind a table directory.
    var bytes: [UInt8] {
        var head = Bytes(count: 54)
        head.put32(magic, at: 12)
        head.put16(unitsPerEm, at: 18)
        var hhea = Bytes(count: 36)
        hhea.put16(UInt16(bitPattern: ascender), at: 4)
        hhea.put16(UInt16(bitPattern: descender), at: 6)
        hhea.put16(UInt16(bitPattern: lineGap), at: 8)
        hhea.put16(UInt16(advances.count), at: 34)
        var maxp = Bytes()
        maxp.u32(0x0000_5000); maxp.u16(glyphCount)
        var hmtx = Bytes()
        advances.forEach { hmtx.u16($0); hmtx.u16(0) }
        let tables = [("head", head.data), ("hhea", hhea.data), ("maxp", maxp.data), ("hmtx", hmtx.data), ("cmap", cmap)]

        var file = Bytes()
        file.u32(0x0001_0000); file.u16(UInt16(tables.count)); file.u16(0); file.u16(0); file.u16(0)
        var offset = 12 + 16 * tables.count
        for (tag, data) in tables {
            file.data += Array(tag.utf8)
            file.u32(0); file.u32(UInt32(offset)); file.u32(UInt32(data.count))
            offset += data.count
        }
        for (_, data) in tables { file.data += data }
        return file.data
    }
}

/// A big-endian byte buffer.
struct Bytes {
    var data: [UInt8] = []

    init(count: Int = 0) {
        data = [UInt8](repeating: 0, count: count)
    }

    mutating func u16(_ value: UInt16) {
        data += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    mutating func u32(_ value: UInt32) {
        u16(UInt16(value >> 16)); u16(UInt16(value & 0xFFFF))
    }

    mutating func put16(_ value: UInt16, at offset: Int) {
        data[offset] = UInt8(value >> 8); data[offset + 1] = UInt8(value & 0xFF)
    }

    mutating func put32(_ value: UInt32, at offset: Int) {
        put16(UInt16(value >> 16), at: offset); put16(UInt16(value & 0xFFFF), at: offset + 2)
    }
}

/// Writes `bytes` to a fresh file in the temporary folder and returns its path.
func temporaryFontFile(_ bytes: [UInt8], name: String = "font") throws -> String {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("HarnessTextTests-\(name)-\(UUID().uuidString).ttf")
    try Data(bytes).write(to: url)
    return url.path
}
