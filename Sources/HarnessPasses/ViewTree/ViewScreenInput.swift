import Foundation
import HarnessScript
import HarnessScreens
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

    static func input(_ field: FieldID, in window: UIWindow) throws -> UIView {
        let inputs = ViewScreen.inputs(in: window)
        guard let input = field == .title ? inputs.first : inputs.last else { throw ViewScreenError("the screen has no text input") }
        return input
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
        let units = text.utf16.count
        let offset: Int
        switch placement {
        case .start: offset = 0
        case .end: offset = units
        case .middle: offset = String(text.prefix(text.count / 2)).utf16.count
        case .endOfLine(let n):
            // The end of the n-th newline-separated line (laid-out lines are the sheet's notion).
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(max(1, n))
            offset = min(units, lines.map { $0.utf16.count }.reduce(0, +) + lines.count - 1)
        }
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
