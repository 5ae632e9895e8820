import HarnessCore
import XCTest

@testable import HarnessText

/// Random texts built from the pieces that trouble text engines (ZWJ sequences, flags, combining
/// marks, CJK, right-to-left scripts, zero-width characters, tabs, newlines) at random widths:
/// every layout keeps the invariants of TextLayoutFuzzCase. The generator is seeded, so a failure
/// names a case that fails again.
final class TextLayoutPropertyTests: XCTestCase {
    /// SplitMix64: a small generator whose sequence is fixed by its seed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let pieces: [String] = [
        "a", "word", "Supercalifragilistic", "-", " ", "  ", "\t", "\n", "\r\n", "\u{2028}",
        family, "\u{1F44D}\u{1F3FD}", "\u{2764}\u{FE0F}", "\u{1F1FA}\u{1F1F8}", "\u{1F1EB}",  // emoji, lone RI
        "\u{200D}", "\u{200B}", "\u{200C}", "\u{FEFF}", "\u{2060}", "\u{AD}",  // zero-width, soft hyphen
        "\u{301}", "\u{308}\u{323}", "e\u{301}", "q\u{308}",  // combining marks, with and without a base
        "\u{4E2D}\u{6587}", "\u{3002}", "\u{3000}",  // CJK (no pinned face has it), ideographic space
        shalom, "\u{5D0}\u{5B8}", "\u{645}\u{631}\u{62D}\u{628}\u{627}", "\u{661}\u{662}",  // RTL, Arabic digits
        "\u{202B}", "\u{202C}", "\u{2066}", "\u{2069}", "\u{200F}",  // bidi controls
        "123", "(", ")", ".", "\u{A0}", "\u{FFFD}", "\u{E000}", "\u{0}",
    ]

    static func randomText(_ generator: inout SeededGenerator) -> String {
        let length = Int.random(in: 0...24, using: &generator)
        return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    static func randomWidth(_ generator: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return TextLayoutFuzzCase.specialWidths.randomElement(using: &generator)!
        case 1: return Double.random(in: -50...5, using: &generator)
        default: return Double.random(in: 5...400, using: &generator)
        }
    }

    func testRandomTextsKeepTheInvariants() {
        var generator = SeededGenerator(state: 0x5EED_0012)
        for index in 0..<600 {
            let text = Self.randomText(&generator)
            let width = Self.randomWidth(&generator)
            let face: FontFace = index % 5 == 4 ? .bold : .regular
            let problems = TextLayoutFuzzCase.problems(text: text, width: width, face: face)
            XCTAssertEqual(problems, [], "case \(index): \(text.debugDescription) at width \(width)")
            if !problems.isEmpty { return }
        }
    }

    func testUnboundedWidthBreaksOnlyAtNewlines() throws {
        // With no width to pass, a paragraph is one line: as many lines as newlines plus one.
        var generator = SeededGenerator(state: 0xC0FF_EE12)
        for index in 0..<150 {
            let text = Self.randomText(&generator)
            let layout = try layout17(text, width: .infinity)
            XCTAssertEqual(layout.lines.count, text.filter(\.isNewline).count + 1, "case \(index): \(text.debugDescription)")
        }
    }

    func testZeroWidthPutsOneGraphemeOnALine() throws {
        // Nothing fits in no width: each line holds one grapheme that takes room, besides white
        // space hanging after it and characters that draw nothing (ZWJ, bidi controls...).
        var generator = SeededGenerator(state: 0x2E80_0012)
        for index in 0..<150 {
            let text = Self.randomText(&generator)
            let characters = Array(text)
            let layout = try layout17(text, width: 0)
            for line in layout.lines {
                let ink = line.range.filter { TextLayoutFuzzCase.surelyTakesRoom(characters[$0]) }
                XCTAssertLessThanOrEqual(ink.count, 1, "case \(index): \(text.debugDescription), line \(line.range)")
            }
        }
    }

    func testLayoutIsDeterministic() throws {
        // The word cache must not change a layout: laying out again gives the same glyphs.
        var generator = SeededGenerator(state: 0xD15C_0012)
        for index in 0..<100 {
            let text = Self.randomText(&generator)
            let first = try layout17(text, width: 120)
            let second = try layout17(text, width: 120)
            XCTAssertEqual(first.glyphRuns, second.glyphRuns, "case \(index): \(text.debugDescription)")
            XCTAssertEqual(first.lines, second.lines, "case \(index)")
        }
    }
}
