import HarnessScreens
import HarnessText
import UIKit

/// One thing a user does to the sheet in a property run.
enum SheetEvent: Hashable {
    /// Focus a field (a focus switch when the other one had it).
    case tap(FieldID, CaretPlacement)
    /// Insert text at the caret; a newline is `type("\n")`.
    case type(String)
    case backspace
    /// Move a field's caret through the screen's driver.
    case select(FieldID, CaretPlacement)
    /// Set a field's selection as a drag would, anywhere in its text: the ends are per mille of
    /// the field's grapheme count at the time (over 1000 reaches past the end, which clamps).
    case selectRange(FieldID, startPerMille: Int, endPerMille: Int)
    /// A manual scroll to this origin.
    case scroll(Double)
    case keyboard(visible: Bool)

    /// Does it; true when it was an edit that changed the text (and so fired `.textChanged`).
    @MainActor
    func apply(to screen: TextStyleEditScreen) -> Bool {
        switch self {
        case .tap(let field, let placement): screen.tap(field, at: placement)
        case .type(let text): return screen.type(text)
        case .backspace: return screen.backspace()
        case .select(let field, let placement): screen.select(field, at: placement)
        case .selectRange(let field, let start, let end):
            screen.textView(field).selectGraphemes(perMille: start, end)
        case .scroll(let y): screen.scroll(to: y)
        case .keyboard(let visible): screen.setKeyboardVisible(visible)
        }
        return false
    }

    /// The Swift statement that does the same to a `TextStyleEditScreen` named `screen`, so a
    /// shrunk failure can be pasted into a regression test.
    var swiftCode: String {
        switch self {
        case .tap(let field, let placement): return "screen.tap(.\(field), at: \(Self.code(placement)))"
        case .type(let text): return "screen.type(\(SwiftLiteral.string(text)))"
        case .backspace: return "screen.backspace()"
        case .select(let field, let placement): return "screen.select(.\(field), at: \(Self.code(placement)))"
        case .selectRange(let field, let start, let end):
            return "screen.textView(.\(field)).selectGraphemes(perMille: \(start), \(end))"
        case .scroll(let y): return "screen.scroll(to: \(y))"
        case .keyboard(let visible): return "screen.setKeyboardVisible(\(visible))"
        }
    }

    private static func code(_ placement: CaretPlacement) -> String {
        switch placement {
        case .start: return ".start"
        case .end: return ".end"
        case .middle: return ".middle"
        case .endOfLine(let n): return ".endOfLine(\(n))"
        }
    }
}

extension UITextView {
    /// Selects from grapheme `count * start / 1000` to grapheme `count * end / 1000` of the text
    /// (`count` its graphemes), as a drag would: the ends are grapheme boundaries, one past the
    /// end clamps to it. The text view's selection is in UTF-16 units (`selectedRange`).
    @MainActor
    func selectGraphemes(perMille start: Int, _ end: Int) {
        let text = self.text ?? ""
        let count = text.count
        let from = GraphemeUnits.utf16Offset(of: count * start / 1000, in: text)
        let to = GraphemeUnits.utf16Offset(of: count * end / 1000, in: text)
        selectedRange = NSRange(location: min(from, to), length: abs(to - from))
    }
}
