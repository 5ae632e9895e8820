/// Where a text's graphemes fall in its UTF-16 units: the one rule for the text views' two
/// counts (the layout counts graphemes, UIKit's surface UTF-16 units).
package enum GraphemeUnits {
    /// Whether every grapheme of `text` is one UTF-16 unit: ASCII (only ASCII has as many UTF-16
    /// units as UTF-8 bytes) without a carriage return, the one ASCII pair (CR LF) that makes a
    /// cluster. Such a text's grapheme offsets are its UTF-16 offsets, found without breaking
    /// graphemes.
    package static func oneUnitEach(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard text.utf16.count == utf8.count else { return false }
        // Searched in the string's own bytes: the view's generic iterator took 2 % of a model
        // sweep on a 4,096-character paragraph.
        return !(utf8.withContiguousStorageIfAvailable { $0.contains(0x0D) } ?? utf8.contains(0x0D))
    }

    /// The UTF-16 offset where grapheme `graphemes` starts (clamped to the text).
    package static func utf16Offset(of graphemes: Int, in text: String) -> Int {
        if oneUnitEach(text) { return min(max(graphemes, 0), text.utf8.count) }
        let index = text.index(text.startIndex, offsetBy: max(graphemes, 0), limitedBy: text.endIndex) ?? text.endIndex
        return text.utf16.distance(from: text.startIndex, to: index)
    }
}
