import HarnessCore
import HarnessText

/// One text-layout fuzz input and the layout's invariants, shared by scripts/fuzz's libFuzzer
/// target (which links this file), the regression test that replays kept crashes, and the
/// robustness and property tests.
enum TextLayoutFuzzCase {
    /// Widths a fuzzer would rarely reach by mutating two bytes.
    static let specialWidths: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, .leastNonzeroMagnitude, -1e300,
    ]

    /// The first two bytes pick the width (little-endian: below 0xFFF0 it is value / 64 - 32
    /// points, so -32 to 992 in 1/64 steps; above, one of `specialWidths`); the rest is the text,
    /// invalid UTF-8 repaired to U+FFFD as any decoder of user input would.
    static func input(_ bytes: [UInt8]) -> (width: Double, text: String) {
        let selector = Int(bytes.first ?? 0) | Int(bytes.dropFirst().first ?? 0) << 8
        let width = selector < 0xFFF0
            ? Double(selector) / 64 - 32 : specialWidths[(selector - 0xFFF0) % specialWidths.count]
        return (width, String(decoding: bytes.dropFirst(2), as: UTF8.self))
    }

    /// What is wrong with the 17 pt layout of these bytes; empty when every invariant holds.
    static func problems(in bytes: [UInt8]) -> [String] {
        let (width, text) = input(bytes)
        return problems(text: text, width: width)
    }

    /// What is wrong with the layout of `text` at `width`; empty when every invariant holds.
    static func problems(text: String, width: Double, face: FontFace = .regular, pointSize: Double = 17)
        -> [String]
    {
        let layout: TextLayout
        do {
            layout = try TextLayout(text: text, face: face, pointSize: pointSize, width: width)
        } catch {
            return ["layout failed: \(error)"]
        }
        return problems(in: layout, text: text)
    }

    /// The invariants: lines tile 0..<count in order, one line height apart; every caret is
    /// finite, on its line, inside 0...width; glyph positions are finite; a line wider than the
    /// width holds a single grapheme that is not white space.
    static func problems(in layout: TextLayout, text: String) -> [String] {
        let count = text.count
        var problems: [String] = []
        if layout.characterCount != count { problems.append("characterCount \(layout.characterCount) != \(count)") }
        if layout.width.isNaN { problems.append("width is NaN") }
        guard let first = layout.lines.first, let last = layout.lines.last else { return problems + ["no lines"] }
        if first.range.lowerBound != 0 { problems.append("first line starts at \(first.range.lowerBound)") }
        if last.range.upperBound != count { problems.append("last line ends at \(last.range.upperBound) of \(count)") }
        for (index, (line, next)) in zip(layout.lines, layout.lines.dropFirst()).enumerated() {
            if line.range.upperBound != next.range.lowerBound { problems.append("gap after line \(index)") }
            if line.range.isEmpty { problems.append("empty line \(index) before the last") }
        }
        for (index, line) in layout.lines.enumerated() {
            if line.top != Double(index) * layout.lineHeight { problems.append("line \(index) top \(line.top)") }
            if !line.width.isFinite || line.width < 0 { problems.append("line \(index) width \(line.width)") }
        }
        if layout.usedHeight != Double(layout.lines.count) * layout.lineHeight {
            problems.append("usedHeight \(layout.usedHeight)")
        }
        problems += wideLineProblems(layout, text: text)
        let right = max(layout.width, 0)
        for offset in 0...count {
            let caret = layout.caretRect(atOffset: offset)
            let lineIndex = layout.lineIndex(containingOffset: offset)
            let top = layout.lines[lineIndex].top
            let inside = caret.minX.isFinite && caret.minX >= 0 && caret.minX <= right
            if !(inside && caret.minY == top && caret.height == layout.lineHeight && caret.maxY <= layout.usedHeight) {
                problems.append("caret \(caret) at offset \(offset) lies outside its line or the box")
                break
            }
            if !layout.lines[lineIndex].range.contains(offset), offset != layout.lines[lineIndex].range.upperBound {
                problems.append("offset \(offset) is not on line \(lineIndex)")
                break
            }
        }
        let glyphs = layout.glyphRuns.flatMap(\.glyphs)
        if !glyphs.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) { problems.append("a glyph position is not finite") }
        return problems
    }

    /// A line may pass the width only when one grapheme that takes room is all it holds: nothing
    /// smaller can be put on a line.
    private static func wideLineProblems(_ layout: TextLayout, text: String) -> [String] {
        guard layout.width.isFinite else { return [] }
        let characters = Array(text)
        var problems: [String] = []
        for (index, line) in layout.lines.enumerated() where line.width > max(layout.width, 0) {
            let wide = line.range.filter { surelyTakesRoom(characters[$0]) }
            if wide.count > 1 { problems.append("line \(index) is \(line.width) wide with \(wide.count) graphemes") }
        }
        return problems
    }

    /// Whether a grapheme surely has an advance: not white space (which hangs) and not made only of
    /// characters that may draw nothing (format characters such as ZWJ, ZWSP and the bidi
    /// controls, controls, combining marks without a base, default ignorables).
    static func surelyTakesRoom(_ character: Character) -> Bool {
        if character.isWhitespace { return false }
        let mayBeEmpty: Set<Unicode.GeneralCategory> = [
            .format, .control, .nonspacingMark, .enclosingMark, .spacingMark, .lineSeparator, .paragraphSeparator,
        ]
        return !character.unicodeScalars.allSatisfy {
            mayBeEmpty.contains($0.properties.generalCategory) || $0.properties.isDefaultIgnorableCodePoint
        }
    }
}
