import HarnessText

/// One text-layout fuzz input and the layout's invariants, shared by scripts/fuzz's libFuzzer
/// target (which links this file) and the regression test that replays kept crashes.
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

    /// What is wrong with the layout of these bytes; empty when every invariant holds.
    static func problems(in bytes: [UInt8], font: TrueTypeFont) -> [String] {
        let (width, text) = input(bytes)
        let layout = TextLayout(text: text, font: font, face: .regular, pointSize: 17, width: width)
        let count = text.count
        var problems: [String] = []
        if layout.characterCount != count { problems.append("characterCount \(layout.characterCount) != \(count)") }
        guard let first = layout.lines.first, let last = layout.lines.last else { return problems + ["no lines"] }
        if first.range.lowerBound != 0 { problems.append("first line starts at \(first.range.lowerBound)") }
        if last.range.upperBound != count { problems.append("last line ends at \(last.range.upperBound) of \(count)") }
        for (index, (line, next)) in zip(layout.lines, layout.lines.dropFirst()).enumerated() {
            if line.range.upperBound != next.range.lowerBound { problems.append("gap after line \(index)") }
            if line.range.isEmpty { problems.append("empty line \(index) before the last") }
        }
        let right = max(layout.width, 0)
        for offset in 0...count {
            let caret = layout.caretRect(atOffset: offset)
            let top = layout.lines[layout.lineIndex(containingOffset: offset)].top
            if !(caret.minX >= 0 && caret.minX <= right && caret.minY == top && caret.maxY <= layout.usedHeight) {
                problems.append("caret \(caret) at offset \(offset) lies outside its line or the box")
                break
            }
        }
        if !layout.glyphRun.glyphs.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
            problems.append("a glyph position is not finite")
        }
        return problems
    }
}
