import Foundation
import HarnessScript
import HarnessScreens
import HarnessText
import UIKit

/// A script's commands as UIKit's own calls on the tree: becomeFirstResponder, insertText,
/// deleteBackward, contentOffset, resignFirstResponder.
@MainActor
enum ViewScreenInput {
    static func act(_ command: ScenarioCommand, in window: UIWindow, lastFocus: inout UIView?) throws {
        let focused = window.firstResponder as? UIView
        switch command {
        case .open: return
        case .tap(let field, let placement), .select(let field, let placement):
            let input = try input(field, in: window)
            _ = input.becomeFirstResponder()
            lastFocus = input
            Self.place(placement, in: input)
        case .type(let text): Self.insert(text, into: focused)
        case .newline: Self.insert("\n", into: focused)
        case .backspace:
            (focused as? UITextView)?.deleteBackward()
            (focused as? UITextField)?.deleteBackward()
        case .scroll(let target):
            guard let scroll = focused.flatMap(Self.outerScrollView) ?? Self.firstScrollView(in: window) else { return }
            let maxY = max(0, scroll.contentSize.height - scroll.bounds.height)
            let y: CGFloat
            switch target {
            case .to(let v): y = v
            case .by(let dy): y = scroll.contentOffset.y + dy
            case .top: y = 0
            case .bottom: y = maxY
            }
            // A scroll is a drag: its start may dismiss the keyboard (`keyboardDismissMode`).
            scroll.userDidBeginDragging()
            scroll.contentOffset = CGPoint(x: 0, y: y.clamped(to: 0...maxY))
        case .keyboard(let visible):
            if visible { _ = lastFocus?.becomeFirstResponder() } else { _ = focused?.resignFirstResponder() }
        default: return
        }
    }

    /// The text input (UITextView or UITextField) in the window whose `accessibilityIdentifier`
    /// is `field`, as a UI test finds it; none or two are refused, naming the identifiers present.
    static func input(_ field: FieldID, in window: UIWindow) throws -> UIView {
        let inputs = ViewScreen.inputs(in: window)
        let matches = inputs.filter { $0.accessibilityIdentifier == field.rawValue }
        if matches.count == 1 { return matches[0] }
        guard !inputs.isEmpty else {
            throw ViewScreenError("the screen has no text input (UITextView or UITextField) to find `\(field.rawValue)` among")
        }
        let present = inputs.compactMap(\.accessibilityIdentifier)
        let listed = present.isEmpty ? "none of its \(inputs.count) text input\(inputs.count == 1 ? "" : "s") has one"
            : "its inputs are identified " + present.map { "`\($0)`" }.joined(separator: ", ")
        let unnamed = inputs.count - present.count
        let more = present.isEmpty || unnamed == 0 ? "" : " (and \(unnamed) without an identifier)"
        if matches.isEmpty {
            throw ViewScreenError("the screen has no text input identified `\(field.rawValue)`: \(listed)\(more); "
                + "set the input's accessibilityIdentifier")
        }
        throw ViewScreenError("\(matches.count) text inputs are identified `\(field.rawValue)`: a script names one input; "
            + "give each its own accessibilityIdentifier")
    }

    static func set(_ text: String, in input: UIView) {
        (input as? UITextView)?.text = text
        (input as? UITextField)?.text = text
    }

    private static func insert(_ text: String, into input: UIView?) {
        (input as? UITextView)?.insertText(text)
        (input as? UITextField)?.insertText(text)
    }

    private static func place(_ placement: CaretPlacement, in input: UIView) {
        let text = (input as? UITextView)?.text ?? (input as? UITextField)?.text ?? ""
        // Laid-out lines from the text view's own layout, as on the sheet.
        let offset = placement.utf16Offset(in: text, layout: (input as? UITextView)?.laidOutText?.layout)
        let range = NSRange(location: offset, length: 0)
        // A UITextField keeps the caret where focus put it: the surface has no public way to make
        // a UITextRange for it yet.
        (input as? UITextView)?.selectedRange = range
    }

    /// The outermost scroll view around `view` that is not a text view: the screen's scrolling.
    static func outerScrollView(_ view: UIView) -> UIScrollView? {
        var found: UIScrollView?
        var v = view.superview
        while let current = v {
            if let scroll = current as? UIScrollView, !(current is UITextView) { found = scroll }
            v = current.superview
        }
        return found
    }

    static func firstScrollView(in view: UIView) -> UIScrollView? {
        for child in view.subviews {
            if let scroll = child as? UIScrollView, !(child is UITextView) { return scroll }
            if let found = firstScrollView(in: child) { return found }
        }
        return nil
    }

    /// The screen's scroll origin: of the focused input's outer scroll view, else the first one.
    static func scrollOrigin(_ window: UIWindow) -> Double? {
        let scroll = (window.firstResponder as? UIView).flatMap(outerScrollView) ?? firstScrollView(in: window)
        return scroll.map { Double($0.contentOffset.y) }
    }
}
