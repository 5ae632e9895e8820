/// The font's `cmap`: Unicode scalar values to glyph IDs, read from the best Unicode subtable
/// (format 12 covering all planes, else format 4 covering the BMP) into sorted runs.
struct CharacterMap: Sendable {
    /// Consecutive code points mapped to consecutive glyphs.
    struct Run: Sendable {
        var first: UInt32
        var last: UInt32
        var firstGlyph: UInt32
    }

    /// Sorted by `first`, so a lookup is a binary search.
    private(set) var runs: [Run] = []

    init(table: FontTable) throws(FontError) {
        guard let offset = try Self.bestSubtable(in: table) else {
            throw table.failure("no Unicode subtable in format 4 or 12")
        }
        if try table.uint16(at: offset) == 12 {
            try readFormat12(table, at: offset)
        } else {
            try readFormat4(table, at: offset)
        }
        runs.sort { $0.first < $1.first }
    }

    /// The glyph for a code point, 0 when unmapped.
    func glyph(for code: UInt32) -> UInt32 {
        var low = 0, high = runs.count
        while low < high {
            let mid = (low + high) / 2
            if runs[mid].first <= code { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return 0 }
        let run = runs[low - 1]
        guard code <= run.last else { return 0 }
        let glyph = UInt64(run.firstGlyph) + UInt64(code - run.first)
        return glyph <= UInt64(UInt32.max) ? UInt32(glyph) : 0
    }

    /// The offset of the preferred subtable: a full-repertoire table (3/10 or 0/4 in format 12)
    /// first, since only it reaches emoji and other astral scalars, then a BMP table (3/1, 0/x).
    private static func bestSubtable(in table: FontTable) throws(FontError) -> Int? {
        let count = Int(try table.uint16(at: 2))
        var best: (rank: Int, offset: Int)?
        for index in 0..<count {
            let record = 4 + 8 * index
            let platform = try table.uint16(at: record)
            let encoding = try table.uint16(at: record + 2)
            let offset = Int(try table.uint32(at: record + 4))
            let format = try table.uint16(at: offset)
            let rank: Int
            switch (platform, encoding, format) {
            case (3, 10, 12): rank = 0
            case (0, 4, 12), (0, 6, 12): rank = 1
            case (3, 1, 4): rank = 2
            case (0, _, 4): rank = 3
            default: continue
            }
            if rank < best?.rank ?? .max { best = (rank, offset) }
        }
        return best?.offset
    }

    private mutating func readFormat12(_ table: FontTable, at offset: Int) throws(FontError) {
        let count = Int(try table.uint32(at: offset + 12))
        try table.requireBytes(16 + 12 * count, at: offset)
        runs.reserveCapacity(count)
        for index in 0..<count {
            let group = offset + 16 + 12 * index
            let first = try table.uint32(at: group)
            let last = try table.uint32(at: group + 4)
            guard first <= last else {
                throw table.failure("format 12 group \(index) starts after it ends")
            }
            runs.append(Run(first: first, last: last, firstGlyph: try table.uint32(at: group + 8)))
        }
    }

    /// Format 4 has segments whose glyphs come either from a delta or from an indexed array;
    /// both become runs so one lookup serves both formats.
    private mutating func readFormat4(_ table: FontTable, at offset: Int) throws(FontError) {
        let segmentsTimes2 = Int(try table.uint16(at: offset + 6))
        guard segmentsTimes2 % 2 == 0 else { throw table.failure("format 4 segment count is odd") }
        let ends = offset + 14
        let starts = ends + segmentsTimes2 + 2
        let deltas = starts + segmentsTimes2
        let rangeOffsets = deltas + segmentsTimes2
        var previousEnd = -1
        for index in 0..<(segmentsTimes2 / 2) {
            let end = Int(try table.uint16(at: ends + 2 * index))
            let start = Int(try table.uint16(at: starts + 2 * index))
            let delta = Int(try table.uint16(at: deltas + 2 * index))
            let rangeOffset = Int(try table.uint16(at: rangeOffsets + 2 * index))
            // Sorted, disjoint segments bound the work to 65,536 code points even in a hostile file.
            guard start <= end, start > previousEnd else {
                throw table.failure("format 4 segment \(index) is out of order")
            }
            previousEnd = end
            for code in start...end {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (code + delta) & 0xFFFF
                } else {
                    let address = rangeOffsets + 2 * index + rangeOffset + 2 * (code - start)
                    glyph = Int(try table.uint16(at: address))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                if glyph != 0 { append(code: UInt32(code), glyph: UInt32(glyph)) }
            }
        }
    }

    /// Adds one mapping, extending the last run when it continues it.
    private mutating func append(code: UInt32, glyph: UInt32) {
        if let last = runs.last, last.last + 1 == code, last.firstGlyph + (code - last.first) == glyph {
            runs[runs.count - 1].last = code
        } else {
            runs.append(Run(first: code, last: code, firstGlyph: glyph))
        }
    }
}
