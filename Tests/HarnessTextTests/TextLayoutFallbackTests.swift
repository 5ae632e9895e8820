import HarnessCore
import XCTest

@testable import HarnessText

/// Which pinned face draws what: Inter first, DejaVu Sans for what Inter lacks, Noto Color Emoji
/// for emoji presentation only. Advances in Pango units (1/1024 pt) at 17 pt, see
/// TextTestSupport.swift.
final class TextLayoutFallbackTests: XCTestCase {
    func testDigitsAreInterNotEmoji() throws {
        // Noto Color Emoji covers 0-9, '#' and '*' (keycap bases) and a space; they are text and
        // Inter draws them. Inter hmtx: 2 1704 -> 10534, 0 1760 -> 10880, 4 1808 -> 11177, and
        // GPOS kerns 2-4 by -44 -> -272 (1704 * 68 / 11 = 10533.8; 44 * 68 / 11 = 272).
        // "2024" = 10534 + 10880 + (10534 - 272) + 11177 = 42853.
        let layout = try layout17("2024", width: 300)
        XCTAssertEqual(layout.glyphRuns.map(\.face), [.regular])
        XCTAssertEqual(layout.caretRect(atOffset: 4).minX, pt(42853))
        // Between words too (the spaces beside them stayed with the emoji face before).
        let words = try layout17("a 2024 b", width: 300)
        XCTAssertEqual(words.glyphRuns.map(\.face), [.regular])
        // a 9817 + space 4896 + 42853 + space 4896 = 62462, b after it.
        XCTAssertEqual(words.caretRect(atOffset: 7).minX, pt(62462))
    }

    func testNumberSignAndAsteriskAreInter() throws {
        // # 1776 -> 10979, * 1408 -> 8704; no kerning between them.
        let layout = try layout17("#*", width: 300)
        XCTAssertEqual(layout.glyphRuns.map(\.face), [.regular])
        XCTAssertEqual(layout.lines[0].width, pt(10979 + 8704))
    }

    func testKeycapSequenceIsEmoji() throws {
        // 1 + VS16 + U+20E3: one grapheme in emoji presentation, one Noto glyph, 21675 units.
        let layout = try layout17("1\u{FE0F}\u{20E3}", width: 300)
        XCTAssertEqual(layout.characterCount, 1)
        XCTAssertEqual(layout.glyphRuns.map(\.face), [.emoji])
        XCTAssertEqual(layout.caretRect(atOffset: 1).minX, pt(21675))
    }

    func testHeartWithoutSelectorIsText() throws {
        // U+2764 alone has text presentation: Inter has it (uni2764, 2880 -> 17804). With VS16 it
        // is an emoji: Noto Color Emoji, 21675.
        let text = try layout17("\u{2764}", width: 300)
        XCTAssertEqual(text.glyphRuns.map(\.face), [.regular])
        XCTAssertEqual(text.lines[0].width, pt(17804))
        let emoji = try layout17("\u{2764}\u{FE0F}", width: 300)
        XCTAssertEqual(emoji.glyphRuns.map(\.face), [.emoji])
        XCTAssertEqual(emoji.lines[0].width, pt(21675))
    }

    func testSymbolInterLacksIsDejaVu() throws {
        // U+263A is not in Inter's cmap; DejaVu Sans has it (smileface, 2135 -> 2135 * 8.5
        // = 18147.5, rounded up: 18148). Noto Color Emoji has it too, but it is text presentation.
        let layout = try layout17("\u{263A}", width: 300)
        XCTAssertEqual(layout.glyphRuns.map(\.face), [.fallbackRegular])
        XCTAssertEqual(layout.lines[0].width, pt(18148))
    }

    func testBoldFallsBackToDejaVuBold() throws {
        // Hebrew in the bold style: DejaVu Sans Bold draws it.
        let layout = try layout17(shalom, width: 300, face: .bold)
        XCTAssertEqual(layout.glyphRuns.map(\.face), [.fallbackBold])
    }
}
