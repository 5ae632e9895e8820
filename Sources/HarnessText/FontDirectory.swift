/// The table directory at the start of an sfnt file: where each table lives.
struct FontDirectory {
    private let file: FontTable
    private var tables: [String: (offset: Int, length: Int)] = [:]

    init(bytes: [UInt8], path: String) throws(FontError) {
        file = FontTable(file: bytes, path: path)
        let version = try file.uint32(at: 0)
        switch version {
        case 0x0001_0000, 0x7472_7565, 0x4F54_544F:  // 1.0, 'true', 'OTTO'
            break
        case 0x7474_6366:  // 'ttcf'
            throw file.failure("font collections (.ttc) are not supported")
        default:
            throw file.failure("not a TrueType or OpenType font (starts with '\(try file.tag(at: 0))')")
        }
        let count = Int(try file.uint16(at: 4))
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = try file.tag(at: record)
            let offset = Int(try file.uint32(at: record + 8))
            let length = Int(try file.uint32(at: record + 12))
            tables[tag] = (offset, length)
        }
    }

    /// The named table, checked to lie inside the file.
    func table(_ tag: String) throws(FontError) -> FontTable {
        guard let entry = tables[tag] else { throw file.failure("the '\(tag)' table is missing") }
        do {
            return try file.slice(name: tag, offset: entry.offset, length: entry.length)
        } catch {
            throw file.failure(
                "the '\(tag)' table (\(entry.length) bytes at offset \(entry.offset)) runs past the end of the "
                    + "\(file.length)-byte file; is it truncated?")
        }
    }
}
