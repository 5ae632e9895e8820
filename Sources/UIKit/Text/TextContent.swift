import Foundation
import HarnessText

/// A position in a text input, as UIKit's UITextPosition: here a count of UTF-16 code units
/// from the start, as NSString counts (an emoji such as U+1F44D is 2).
public final class UITextPosition: Hashable, Sendable {
    let utf16Offset: Int
    init(_ utf16Offset: Int) { self.utf16Offset = utf16Offset }
    public static func == (a: UITextPosition, b: UITextPosition) -> Bool { a.utf16Offset == b.utf16Offset }
    public func hash(into hasher: inout Hasher) { hasher.combine(utf16Offset) }
}

/// A range of a text input, as UITextRange; an empty range is a caret.
public final class UITextRange: Sendable {
    public let start: UITextPosition
    public let end: UITextPosition
    init(_ a: UITextPosition, _ b: UITextPosition) {
        start = a.utf16Offset <= b.utf16Offset ? a : b
        end = a.utf16Offset <= b.utf16Offset ? b : a
    }
    public var isEmpty: Bool { start == end }
}

/// The text and selection a text input edits, in UTF-16 units at its surface and in graphemes
/// for the layout (the harness's TextLayout counts graphemes): a caret never stands inside a
/// grapheme cluster, so a UTF-16 offset inside one moves back to the cluster's start.
struct TextContent {
    private(set) var text = ""
    /// UTF-16 offset where each grapheme starts, and the text's length at the end.
    private var boundaries: [Int] = [0]
    /// The selection in UTF-16 units, on cluster boundaries.
    var selected = NSRange(location: 0, length: 0)

    var utf16Count: Int { boundaries.last ?? 0 }

    mutating func setText(_ new: String) {
        text = new
        let utf8 = new.utf8
        if GraphemeUnits.oneUnitEach(new) {
            boundaries = Array(0...utf8.count)
        } else {
            var b = [0]
            b.reserveCapacity(utf8.count + 1)
            var u = 0
            for g in new { u += g.utf16.count; b.append(u) }
            boundaries = b
        }
        let start = snapped(selected.location), end = snapped(selected.location + selected.length)
        selected = NSRange(location: start, length: end - start)
    }

    /// The cluster boundary at or before `utf16` (clamped to the text).
    func snapped(_ utf16: Int) -> Int { boundaries[graphemeOffset(utf16)] }

    /// Graphemes before the cluster boundary at or before `utf16`.
    func graphemeOffset(_ utf16: Int) -> Int {
        let u = min(max(utf16, 0), utf16Count)
        var low = 0, high = boundaries.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if boundaries[mid] <= u { low = mid } else { high = mid - 1 }
        }
        return low
    }

    func utf16Offset(grapheme: Int) -> Int { boundaries[min(max(grapheme, 0), boundaries.count - 1)] }

    /// Replaces the UTF-16 `range` (snapped to clusters) with `string`; the caret goes after it.
    mutating func replace(_ range: NSRange, with string: String) {
        let start = snapped(range.location), end = snapped(range.location + range.length)
        let from = text.index(text.startIndex, offsetBy: graphemeOffset(start))
        let to = text.index(text.startIndex, offsetBy: graphemeOffset(end))
        let head = String(text[..<from]) + string
        setText(head + String(text[to...]))
        let caret = snapped(head.utf16.count)
        selected = NSRange(location: caret, length: 0)
    }

    /// The range backspace deletes: the selection, or the cluster before the caret (nil at the start).
    var backspaceRange: NSRange? {
        if selected.length > 0 { return selected }
        let g = graphemeOffset(selected.location)
        guard g > 0 else { return nil }
        let start = boundaries[g - 1]
        return NSRange(location: start, length: selected.location - start)
    }
}

/// Lays text out with the harness's engine at a width, reusing the installed layout cache.
enum TextLayouter {
    static func layout(text: String, font: UIFont, width: CGFloat) -> TextLayout? {
        let w = Double(width)
        do throws(FontError) {
            let engine = try TextEngine.shared()
            let make = { () throws(FontError) -> TextLayout in
                try TextLayout(text: text, face: font.face, pointSize: Double(font.pointSize), width: w, metrics: nil,
                               engine: engine)
            }
            guard let cache = TextLayoutCache.installed else { return try make() }
            return try cache.layout(text: text, face: font.face, pointSize: Double(font.pointSize), width: w, make: make)
        } catch {
            return nil
        }
    }
}
