import Foundation
import HarnessDrawing
import HarnessFiles
import Synchronization

/// The parts of a TrueType file that layout needs, read in pure Swift so that Linux tests measure
/// text exactly as the Cairo layer (hinting off) will draw the same glyph IDs.
///
/// Reads `head`, `hhea`, `maxp`, `hmtx` and `cmap`. Every value is in font units; `FontMetrics`
/// scales them to points.
public final class TrueTypeFont: Sendable {
    /// The file the font was read from.
    public let path: String
    /// Font units per em (`head.unitsPerEm`).
    public let unitsPerEm: Int
    /// Top of the line box above the baseline (`hhea.ascender`), positive up.
    public let ascender: Int
    /// Bottom of the line box relative to the baseline (`hhea.descender`), negative below it.
    public let descender: Int
    /// Extra space between lines (`hhea.lineGap`).
    public let lineGap: Int
    /// How many glyphs have their own advance in `hmtx`; the rest repeat the last one.
    public let numberOfHMetrics: Int
    /// Glyphs in the font (`maxp.numGlyphs`).
    public let glyphCount: Int

    /// Advance width of every glyph, the `hmtx` tail already filled in.
    private let advances: [UInt16]
    private let characterMap: CharacterMap

    /// Reads and checks the font at `path`; throws `FontError` naming the file when it cannot be
    /// read or a table is missing, truncated or inconsistent.
    public init(path: String) throws(FontError) {
        let data: [UInt8]
        do throws(FileSafetyError) {
            // A regular file, capped: a font path naming a FIFO or device must not hang the run.
            data = try SafeRead.readRegularFile(path, limit: SafeRead.manifestLimit)
        } catch {
            throw FontError(path: path, reason: "cannot be read (\(error.reason))")
        }
        let directory = try FontDirectory(bytes: data, path: path)

        let head = try directory.table("head")
        guard try head.uint32(at: 12) == 0x5F0F_3CF5 else { throw head.failure("bad magic number") }
        let unitsPerEm = Int(try head.uint16(at: 18))
        guard (16...16384).contains(unitsPerEm) else {
            throw head.failure("unitsPerEm \(unitsPerEm) is outside 16...16384")
        }

        let hhea = try directory.table("hhea")
        let metricCount = Int(try hhea.uint16(at: 34))
        let glyphCount = Int(try directory.table("maxp").uint16(at: 4))
        guard metricCount >= 1, metricCount <= glyphCount else {
            throw hhea.failure("numberOfHMetrics \(metricCount) is not in 1...numGlyphs (\(glyphCount))")
        }

        let hmtx = try directory.table("hmtx")
        try hmtx.requireBytes(4 * metricCount, at: 0)
        var advances = [UInt16]()
        advances.reserveCapacity(glyphCount)
        for glyph in 0..<metricCount {
            advances.append(try hmtx.uint16(at: 4 * glyph))
        }
        advances += repeatElement(advances[metricCount - 1], count: glyphCount - metricCount)

        self.path = path
        self.unitsPerEm = unitsPerEm
        self.ascender = Int(try hhea.int16(at: 4))
        self.descender = Int(try hhea.int16(at: 6))
        self.lineGap = Int(try hhea.int16(at: 8))
        self.numberOfHMetrics = metricCount
        self.glyphCount = glyphCount
        self.advances = advances
        self.characterMap = try CharacterMap(table: directory.table("cmap"))
    }

    private static let loaded = Mutex<[String: TrueTypeFont]>([:])

    /// The pinned face, read once per file path and shared by every caller on any thread.
    /// Failures are not cached, so a fixed install is picked up by the next call.
    public static func pinned(_ face: FontFace) throws(FontError) -> TrueTypeFont {
        let path = face.path
        return try loaded.withLock { (fonts) throws(FontError) -> TrueTypeFont in
            if let font = fonts[path] { return font }
            let font = try TrueTypeFont(path: path)
            fonts[path] = font
            return font
        }
    }

    /// The glyph the font draws for `scalar`, or 0 (.notdef) when it has none.
    public func glyphID(for scalar: Unicode.Scalar) -> UInt32 {
        let glyph = characterMap.glyph(for: scalar.value)
        return glyph < UInt32(glyphCount) ? glyph : 0
    }

    /// The glyph's advance width in font units; 0 for an ID the font does not have.
    public func advance(ofGlyph glyph: UInt32) -> Int {
        glyph < UInt32(advances.count) ? Int(advances[Int(glyph)]) : 0
    }
}
