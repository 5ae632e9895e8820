import HarnessCore
import XCTest

@testable import HarnessText

/// Inputs that must neither crash nor hang, at widths that include the degenerate ones, with the
/// invariants of TextLayoutFuzzCase holding.
final class TextLayoutRobustnessTests: XCTestCase {
    static let awkwardTexts: [String] = [
        family + " family",
        "\u{1F1FA}\u{1F1F8}\u{1F1EB}\u{1F1F7}\u{1F1EF}",  // two flags and a lone regional indicator
        "\u{1F44D}\u{1F3FD} \u{1F600}\u{1F600}\u{1F600}",
        "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}",  // stacked marks
        "\u{301}\u{301} marks with no base",
        "\u{4E2D}\u{6587}\u{6587}\u{5B57}\u{4E2D}\u{6587}\u{6587}\u{5B57}\u{4E2D}\u{6587}",  // CJK: no font has it
        "\u{645}\u{631}\u{62D}\u{628}\u{627} \u{5E9}\u{5DC}\u{5D5}\u{5DD} mixed",  // Arabic, Hebrew, Latin
        "mixed \u{5E9}\u{5DC}\u{5D5}\u{5DD} 123 \u{645}\u{631}\u{62D}\u{628}\u{627} end",
        "\u{202E}override\u{202C} \u{2067}isolate\u{2069} \u{200F}mark",  // explicit bidi controls
        "\u{200B}\u{200C}\u{200D}\u{FEFF}\u{2060}a\u{200B}\u{200B}b",
        "tab\there\u{A0}no\u{A0}break\u{3000}ideographic\t\t\t",
        "line\u{2028}separator\u{2029}paragraph\r\nwindows\rmac",
        "\u{0}\u{1}\u{7F}\u{FFFD}\u{10FFFF}\u{E000}",
        "\u{D55C}\u{1112}\u{1161}\u{11AB}",  // Hangul syllable and conjoining jamo
        "   leading spaces then a verylongwordthatcannotfitanywhereatall   ",
        String(repeating: "a", count: 5000),
        String(repeating: "\n", count: 4096),
        String(repeating: "\u{5D0}", count: 300),
        "",
    ]

    static let awkwardWidths: [Double] = [0, -0.0, -10, 1, 30, 120, 338, 1e300, .infinity, .nan, -.infinity]

    func testAwkwardTextsAtAwkwardWidths() {
        for text in Self.awkwardTexts {
            for width in Self.awkwardWidths {
                let problems = TextLayoutFuzzCase.problems(text: text, width: width)
                XCTAssertEqual(problems, [], "\(text.prefix(20).debugDescription) at width \(width)")
            }
        }
    }

    func testBoldAndOtherSizes() {
        for text in Self.awkwardTexts.prefix(12) {
            for size in [14.0, 26] {
                XCTAssertEqual(TextLayoutFuzzCase.problems(text: text, width: 120, face: .bold, pointSize: size), [],
                               "\(text.prefix(20).debugDescription) at \(size) pt")
            }
        }
    }

    func testFiveThousandCharacterWord() throws {
        // a = 9817 units; 120 pt = 122880 units holds 12 (117804), not 13 (127621).
        // 5000 = 416 * 12 + 8, so 417 lines, the last holding 8.
        let layout = try layout17(String(repeating: "a", count: 5000), width: 120)
        XCTAssertEqual(layout.lines.count, 417)
        XCTAssertEqual(layout.lines[1].range, 12..<24)
        XCTAssertEqual(layout.lines.last?.range, 4992..<5000)
        XCTAssertEqual(layout.lines[0].width, pt(117804))
    }

    func testFourThousandEmptyLines() throws {
        let layout = try layout17(String(repeating: "\n", count: 4096), width: 338)
        XCTAssertEqual(layout.lines.count, 4097)
        XCTAssertEqual(layout.usedHeight, 83116.287109375)  // 4097 * 41548 / 2048
        XCTAssertEqual(layout.caretRect(atOffset: 4096).minY, 83096)  // 4096 * 41548 / 2048
        XCTAssertTrue(layout.glyphRuns.isEmpty)
    }

    func testZeroWidthPlacesOneGraphemePerLine() throws {
        let layout = try layout17("abc", width: 0)
        XCTAssertEqual(layout.lines.map(\.range), [0..<1, 1..<2, 2..<3])
        XCTAssertEqual(layout.caretRect(atOffset: 3).minX, 0)
    }

    func testNegativeWidthStillBreaksAfterSpaces() throws {
        // The space hangs after a; every other grapheme is a line of its own.
        let layout = try layout17("ab cd", width: -10)
        XCTAssertEqual(layout.lines.map(\.range), [0..<1, 1..<3, 3..<4, 4..<5])
    }

    func testNaNWidthIsTakenAsZero() throws {
        let layout = try layout17("ab", width: .nan)
        XCTAssertEqual(layout.width, 0)
        XCTAssertEqual(layout.lines.map(\.range), [0..<1, 1..<2])
    }

    func testInfiniteWidthKeepsOneLine() throws {
        let layout = try layout17(pangram, width: .infinity)
        XCTAssertEqual(layout.lines.map(\.range), [0..<43])
        XCTAssertEqual(layout.caretRect(atOffset: 43).minX, pt(368361))  // TextLayoutWrapTests
    }

    func testRightToLeftAtInfiniteWidthStartsAtZero() throws {
        // No right edge to align to: the line is placed from 0, so the caret at its end (the
        // left edge) is at 0 and at its start (the right edge) at the line's width, 38523 units.
        let layout = try layout17(shalom, width: .infinity)
        XCTAssertEqual(layout.caretRect(atOffset: 4).minX, 0)
        XCTAssertEqual(layout.caretRect(atOffset: 0).minX, pt(38523))
        XCTAssertEqual(allGlyphs(layout).map(\.glyph.x).first, 0)
    }

    func testLongWrappedParagraph() throws {
        // 4,096 characters of words, as a field the user has filled.
        let words = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 92)
        let text = String(words.prefix(4096))
        XCTAssertEqual(TextLayoutFuzzCase.problems(text: text, width: 338), [])
        XCTAssertGreaterThan(try layout17(text, width: 338).lines.count, 50)
    }
}
