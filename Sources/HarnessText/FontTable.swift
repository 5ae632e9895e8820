/// Big-endian reads inside one table of a font file. Every read is checked against the table's
/// end, so a truncated or corrupt file throws a `FontError` instead of trapping.
struct FontTable {
    /// The whole file; tables share it without copying.
    let bytes: [UInt8]
    let path: String
    /// The table's tag, or a phrase such as "table directory", for error messages.
    let name: String
    let start: Int
    let length: Int

    /// The whole file as one table, for reading the table directory.
    init(file bytes: [UInt8], path: String) {
        self.init(bytes: bytes, path: path, name: "table directory", start: 0, length: bytes.count)
    }

    init(bytes: [UInt8], path: String, name: String, start: Int, length: Int) {
        self.bytes = bytes
        self.path = path
        self.name = name
        self.start = start
        self.length = length
    }

    /// An error about this table.
    func failure(_ reason: String) -> FontError {
        FontError(path: path, reason: "'\(name)': \(reason)")
    }

    /// Throws unless `count` bytes from `offset` lie inside the table.
    func requireBytes(_ count: Int, at offset: Int) throws(FontError) {
        guard offset >= 0, count >= 0, offset <= length - count else {
            throw failure("\(count) bytes at offset \(offset) run past the end (table is \(length) bytes)")
        }
    }

    func uint16(at offset: Int) throws(FontError) -> UInt16 {
        try requireBytes(2, at: offset)
        let i = start + offset
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }

    func int16(at offset: Int) throws(FontError) -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    func uint32(at offset: Int) throws(FontError) -> UInt32 {
        try requireBytes(4, at: offset)
        let i = start + offset
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// Four bytes as an ASCII tag such as "cmap"; other bytes show as "?".
    func tag(at offset: Int) throws(FontError) -> String {
        try requireBytes(4, at: offset)
        let scalars = bytes[(start + offset)..<(start + offset + 4)].map { byte in
            (0x20...0x7E).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
        }
        return String(scalars)
    }

    /// A sub-range of this table, checked to lie inside it.
    func slice(name: String, offset: Int, length: Int) throws(FontError) -> FontTable {
        try requireBytes(length, at: offset)
        return FontTable(bytes: bytes, path: path, name: name, start: start + offset, length: length)
    }
}
