import HarnessCore

@testable import HarnessText

// How the expected numbers of these tests are worked out, by hand, from the font files' tables
// (read with fontTools: hmtx for advances, the GPOS `kern` lookup for pairs):
//
// Pango hands HarfBuzz a scale of size * 1024 (its units are 1/1024 pt), and HarfBuzz rounds each
// scaled advance to a whole unit. So a glyph's advance in points is
//     round(hmtx * size * 1024 / unitsPerEm) / 1024,
// and a GPOS kerning value is rounded the same way and added to the first glyph's advance.
//
// Inter Regular (unitsPerEm 2816) at 17 pt: units * 17 * 1024 / 2816 = units * 68 / 11.
//   space 792 -> 4896 | a 1588 -> 9817 | b 1748 -> 10806 | c 1572 -> 9718 | d 1748 -> 10806
//   e 1640 -> 10138 | f 1016 -> 6281 | g 1716 -> 10608 | h 1664 -> 10287 | i 668 -> 4129
//   j 668 -> 4129 | k 1532 -> 9471 | l 668 -> 4129 | m 2448 -> 15133 | n 1648 -> 10188
//   o 1680 -> 10385 | p 1716 -> 10608 | q 1716 -> 10608 | r 1048 -> 6479 | s 1472 -> 9100
//   t 1024 -> 6330 | u 1636 -> 10113 | v 1568 -> 9693 | w 2288 -> 14144 | x 1520 -> 9396
//   y 1568 -> 9693 | z 1524 -> 9421 | T 1808 -> 11177 | S 1796 -> 11103 | - 1296 -> 8012
//   (e.g. a: 1588 * 68 / 11 = 9816.7 -> 9817; e: 1640 * 68 / 11 = 10138.2 -> 10138)
// Inter SemiBold (unitsPerEm 2816) at 17 pt: a 1618 -> 10002.
// DejaVu Sans (unitsPerEm 2048; it draws the Hebrew) at 17 pt: units * 17 * 1024 / 2048 = units * 8.5,
//   halves rounded up as HarfBuzz does: shin 1451 -> 12334 | lamed 1164 -> 9894 | vav 558 -> 4743
//   | final mem 1359 -> 11552.
// Noto Color Emoji (unitsPerEm 2048, every emoji glyph 2550 wide in hmtx) at 17 pt:
//   2550 * 17 * 1024 / 2048 = 21675 (its one 109 px strike is scaled to the size asked).
//
// Kerning pairs (GPOS, Inter units) met in these tests' strings, checked pair by pair:
//   r-o -48 -> -297 | o-w -52 -> -321 | f-o -64 -> -396 | o-x -64 -> -396 | o-v -56 -> -346
//   v-e -56 -> -346 | t-h +32 -> +198 | r-c -48 -> -297 | e-x -40 -> -247 | w-o -52 -> -321
//   | r-d -48 -> -297. Every other adjacent pair in the strings used has no kerning.
//   Line-break opportunities (spaces) split the text into pieces shaped on their own, so nothing
//   kerns across a space.
//
// Lines are SF Pro Text's whatever face draws (SystemLineMetrics): at 17 pt a line is
// 17 * 2444 / 2048 = 20.287109375 tall, the baseline 17 * 1950 / 2048 = 16.1865234375 below its top.

/// A length given in Pango units (1/1024 pt), as points.
func pt(_ units: Int) -> Double { Double(units) / 1024 }

/// SF Pro Text's 17 pt line height: 17 * 2444 / 2048.
let line17 = 20.287109375

/// Lays `text` out at 17 pt in Inter Regular.
func layout17(_ text: String, width: Double, face: FontFace = .regular) throws -> TextLayout {
    try TextLayout(text: text, face: face, pointSize: 17, width: width)
}

/// A 2-point caret at 17 pt.
func caret17(_ x: Double, line index: Int) -> Rect {
    Rect(x: x, y: Double(index) * line17, width: 2, height: line17)
}

/// Every glyph of a layout with its face, in drawing order.
func allGlyphs(_ layout: TextLayout) -> [(face: FontFace, glyph: PositionedGlyph)] {
    layout.glyphRuns.flatMap { run in run.glyphs.map { (run.face, $0) } }
}

let pangram = "The quick brown fox jumps over the lazy dog"

/// The ZWJ family: man, woman, girl, boy joined by U+200D (seven scalars, one grapheme).
let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"

/// שלום, Hebrew (Inter has no Hebrew: DejaVu Sans draws it).
let shalom = "\u{5E9}\u{5DC}\u{5D5}\u{5DD}"
