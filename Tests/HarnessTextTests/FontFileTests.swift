import HarnessDrawing
import XCTest

@testable import HarnessText

/// The parser on hand-built files: a format 4 only cmap, and files that are broken on purpose.
final class FontFileTests: XCTestCase {
    private var paths: [String] = []

    override func tearDown() {
        paths.forEach { try? FileManager.default.removeItem(atPath: $0) }
        super.tearDown()
    }

    private func write(_ bytes: [UInt8]) throws -> String {
        let path = try temporaryFontFile(bytes)
        paths.append(path)
        return path
    }

    /// The error thrown for `path`, failing the test when none is.
    private func error(loading path: String, line: UInt = #line) -> FontError? {
        do {
            _ = try TrueTypeFont(path: path)
            XCTFail("expected a FontError", line: line)
            return nil
        } catch {
            return error
        }
    }

    func testFormat4OnlyFont() throws {
        let font = try TrueTypeFont(path: try write(SyntheticFont().bytes))
        XCTAssertEqual(font.unitsPerEm, 1000)
        XCTAssertEqual(font.glyphCount, 6)
        XCTAssertEqual(font.glyphID(for: "A"), 1)  // 0x41 + idDelta (1 - 0x41)
        XCTAssertEqual(font.glyphID(for: "C"), 3)
        XCTAssertEqual(font.glyphID(for: "D"), 0)
        XCTAssertEqual(font.glyphID(for: "\u{3B1}"), 5)  // glyphIdArray[0]
        XCTAssertEqual(font.glyphID(for: "\u{3B2}"), 4)  // glyphIdArray[1]
        XCTAssertEqual(font.glyphID(for: "\u{FFFF}"), 0)
        XCTAssertEqual(font.glyphID(for: "\u{1F600}"), 0)
        XCTAssertEqual(font.advance(ofGlyph: 1), 600)
        XCTAssertEqual(font.advance(ofGlyph: 5), 700)  // past the 3 hmtx metrics: repeats the last
    }

    func testGlyphPastNumGlyphsIsNotdef() throws {
        var synthetic = SyntheticFont()
        synthetic.glyphCount = 4  // the cmap still maps α to 5 and β to 4
        let font = try TrueTypeFont(path: try write(synthetic.bytes))
        XCTAssertEqual(font.glyphID(for: "\u{3B1}"), 0)
        XCTAssertEqual(font.glyphID(for: "\u{3B2}"), 0)
        XCTAssertEqual(font.glyphID(for: "C"), 3)
    }

    func testMissingFileNamesThePath() {
        let path = "/nonexistent/HarnessText/missing.ttf"
        let error = error(loading: path)
        XCTAssertEqual(error?.path, path)
        XCTAssertTrue(error?.description.contains(path) ?? false)
        XCTAssertTrue(error?.reason.contains("cannot be read") ?? false)
    }

    func testAFewBytesAreNotAFont() throws {
        let path = try write(Array("hello".utf8))
        let error = error(loading: path)
        XCTAssertTrue(error?.description.contains(path) ?? false, "\(String(describing: error))")
        XCTAssertTrue(error?.reason.contains("not a TrueType") ?? false, "\(String(describing: error))")
    }

    func testThreeBytesAreTooShortForTheHeader() throws {
        let path = try write([0, 1, 0])
        let error = error(loading: path)
        XCTAssertTrue(error?.description.contains(path) ?? false)
        XCTAssertTrue(error?.reason.contains("run past the end") ?? false, "\(String(describing: error))")
    }

    func testEmptyFile() throws {
        let path = try write([])
        XCTAssertEqual(error(loading: path)?.path, path)
    }

    func testTruncatedDejaVuNamesTheTruncatedTable() throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: FontFace.regular.path))
        let path = try write(Array(whole.prefix(4096)))
        let error = error(loading: path)
        XCTAssertTrue(error?.description.contains(path) ?? false)
        XCTAssertTrue(error?.reason.contains("truncated") ?? false, "\(String(describing: error))")
    }

    func testFontCollectionIsRefused() throws {
        let path = try write(Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 0])
        XCTAssertTrue(error(loading: path)?.reason.contains("collections") ?? false)
    }

    func testBadHeadMagic() throws {
        var synthetic = SyntheticFont()
        synthetic.magic = 0x1234_5678
        let error = error(loading: try write(synthetic.bytes))
        XCTAssertTrue(error?.reason.contains("'head'") ?? false, "\(String(describing: error))")
        XCTAssertTrue(error?.reason.contains("magic") ?? false)
    }

    func testZeroUnitsPerEm() throws {
        var synthetic = SyntheticFont()
        synthetic.unitsPerEm = 0
        XCTAssertTrue(error(loading: try write(synthetic.bytes))?.reason.contains("unitsPerEm") ?? false)
    }

    func testNoHorizontalMetrics() throws {
        var synthetic = SyntheticFont()
        synthetic.advances = []
        XCTAssertTrue(error(loading: try write(synthetic.bytes))?.reason.contains("numberOfHMetrics") ?? false)
    }

    func testMoreMetricsThanGlyphs() throws {
        var synthetic = SyntheticFont()
        synthetic.glyphCount = 2
        XCTAssertTrue(error(loading: try write(synthetic.bytes))?.reason.contains("numberOfHMetrics") ?? false)
    }

    func testGlyphArrayOffsetPastTheTable() throws {
        var synthetic = SyntheticFont()
        synthetic.cmap = SyntheticFont.format4Cmap(alphaRangeOffset: 0x7000)
        let error = error(loading: try write(synthetic.bytes))
        XCTAssertTrue(error?.reason.contains("'cmap'") ?? false, "\(String(describing: error))")
    }

    func testOnlyAMacintoshSubtable() throws {
        var synthetic = SyntheticFont()
        var format0 = Bytes()
        format0.u16(0); format0.u16(262); format0.u16(0)
        format0.data += [UInt8](repeating: 0, count: 256)
        synthetic.cmap = SyntheticFont.table(platform: 1, encoding: 0, subtable: format0.data)
        let error = error(loading: try write(synthetic.bytes))
        XCTAssertTrue(error?.reason.contains("no Unicode subtable") ?? false, "\(String(describing: error))")
    }

    func testFormat12GroupCountPastTheTable() throws {
        var synthetic = SyntheticFont()
        var format12 = Bytes()
        format12.u16(12); format12.u16(0); format12.u32(28); format12.u32(0)
        format12.u32(0xFFFF_FFFF)  // numGroups, far more than the bytes that follow
        format12.u32(0x41); format12.u32(0x43); format12.u32(1)
        synthetic.cmap = SyntheticFont.table(platform: 3, encoding: 10, subtable: format12.data)
        let error = error(loading: try write(synthetic.bytes))
        XCTAssertTrue(error?.reason.contains("'cmap'") ?? false, "\(String(describing: error))")
    }

    func testFormat12Font() throws {
        var synthetic = SyntheticFont()
        var format12 = Bytes()
        format12.u16(12); format12.u16(0); format12.u32(40); format12.u32(0); format12.u32(2)
        format12.u32(0x1F600); format12.u32(0x1F601); format12.u32(4)  // 😀 → 4, 😁 → 5
        format12.u32(0x41); format12.u32(0x41); format12.u32(1)  // out of order: sorted on reading
        synthetic.cmap = SyntheticFont.table(platform: 3, encoding: 10, subtable: format12.data)
        let font = try TrueTypeFont(path: try write(synthetic.bytes))
        XCTAssertEqual(font.glyphID(for: "A"), 1)
        XCTAssertEqual(font.glyphID(for: "B"), 0)
        XCTAssertEqual(font.glyphID(for: "\u{1F600}"), 4)
        XCTAssertEqual(font.glyphID(for: "\u{1F601}"), 5)
        XCTAssertEqual(font.glyphID(for: "\u{1F602}"), 0)
    }
}
