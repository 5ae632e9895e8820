import HarnessDrawing
import XCTest

@testable import HarnessText

/// Table values of DejaVu Sans 2.37 (fonts-dejavu-core), read with fontTools for comparison.
final class TrueTypeFontTests: XCTestCase {
    func testRegularHeaderValues() throws {
        let font = try TrueTypeFont.pinned(.regular)
        XCTAssertEqual(font.unitsPerEm, 2048)
        XCTAssertEqual(font.ascender, 1901)
        XCTAssertEqual(font.descender, -483)
        XCTAssertEqual(font.lineGap, 0)
        XCTAssertEqual(font.numberOfHMetrics, 6238)
        XCTAssertEqual(font.glyphCount, 6253)
    }

    func testBoldHeaderValues() throws {
        let font = try TrueTypeFont.pinned(.bold)
        XCTAssertEqual(font.unitsPerEm, 2048)
        XCTAssertEqual(font.ascender, 1901)
        XCTAssertEqual(font.descender, -483)
        XCTAssertEqual(font.numberOfHMetrics, 6195)
        XCTAssertEqual(font.glyphCount, 6196)
    }

    func testPinnedFontIsLoadedOnce() throws {
        XCTAssertTrue(try TrueTypeFont.pinned(.regular) === TrueTypeFont.pinned(.regular))
        XCTAssertFalse(try TrueTypeFont.pinned(.regular) === TrueTypeFont.pinned(.bold))
    }

    func testPinnedFontFromManyThreads() throws {
        let ids = IdentitySet()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let font = try? TrueTypeFont.pinned(.bold)
            ids.add(font.map { ObjectIdentifier($0) })
        }
        XCTAssertEqual(ids.distinct, 1)
    }

    func testBasicLatinLookups() throws {
        let font = try TrueTypeFont.pinned(.regular)
        XCTAssertEqual(font.glyphID(for: "a"), 68)
        XCTAssertEqual(font.glyphID(for: "b"), 69)
        XCTAssertEqual(font.glyphID(for: "q"), 84)
        XCTAssertEqual(font.glyphID(for: " "), 3)
        XCTAssertEqual(font.glyphID(for: "\u{E9}"), 171)  // é precomposed
        XCTAssertEqual(font.glyphID(for: "\u{301}"), 690)  // combining acute
        XCTAssertEqual(font.glyphID(for: "\u{5E9}"), 1344)  // Hebrew shin
        XCTAssertEqual(font.glyphID(for: "\u{200D}"), 2800)  // zero-width joiner
    }

    func testAstralScalarComesFromTheFormat12Table() throws {
        // U+1F600 is in the 3/10 format 12 subtable only; the 3/1 format 4 table stops at the BMP.
        XCTAssertEqual(try TrueTypeFont.pinned(.regular).glyphID(for: "\u{1F600}"), 5857)
        XCTAssertEqual(try TrueTypeFont.pinned(.bold).glyphID(for: "\u{1F600}"), 5837)
    }

    func testMissingScalarsGiveNotdef() throws {
        let font = try TrueTypeFont.pinned(.regular)
        XCTAssertEqual(font.glyphID(for: "\u{4E2D}"), 0)  // 中
        XCTAssertEqual(font.glyphID(for: "\u{1F1FA}"), 0)  // regional indicator U
        XCTAssertEqual(font.glyphID(for: "\u{1F468}"), 0)  // man
        XCTAssertEqual(font.glyphID(for: "\u{10FFFF}"), 0)
        XCTAssertEqual(font.glyphID(for: "\u{0A}"), 0)
    }

    func testAdvances() throws {
        let font = try TrueTypeFont.pinned(.regular)
        XCTAssertEqual(font.advance(ofGlyph: 0), 1229)  // .notdef
        XCTAssertEqual(font.advance(ofGlyph: 3), 651)  // space
        XCTAssertEqual(font.advance(ofGlyph: 68), 1255)  // a
        XCTAssertEqual(font.advance(ofGlyph: 690), 0)  // combining acute
        XCTAssertEqual(font.advance(ofGlyph: 5857), 2135)  // U+1F600
        XCTAssertEqual(try TrueTypeFont.pinned(.bold).advance(ofGlyph: 68), 1382)  // bold a
    }

    func testAdvancesPastNumberOfHMetricsRepeatTheLastOne() throws {
        let font = try TrueTypeFont.pinned(.regular)
        // hmtx lists 6238 metrics; glyph 6237 (uni2A0D.display) has 1508, and 6238...6252 reuse it.
        XCTAssertEqual(font.advance(ofGlyph: 6237), 1508)
        XCTAssertEqual(font.advance(ofGlyph: 6252), 1508)
        XCTAssertEqual(font.advance(ofGlyph: 6253), 0)  // past numGlyphs
        XCTAssertEqual(font.advance(ofGlyph: .max), 0)
    }
}

/// Collects object identities from concurrent threads.
private final class IdentitySet: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<ObjectIdentifier?> = []

    func add(_ id: ObjectIdentifier?) {
        lock.withLock { _ = ids.insert(id) }
    }

    var distinct: Int { lock.withLock { ids.count } }
}
