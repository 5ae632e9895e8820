import Foundation
import UIKit

/// What the harness reads off any window's view tree, with no code written for one screen: the
/// first responder, its caret in window coordinates, the keyboard, and every view drawn above
/// the caret that covers it (a bottom button, an input bar, a toolbar: anything later in paint
/// order that draws, outside the responder's own subtree), and the gap from the caret's bottom
/// to the nearest of them below it.
@MainActor
public struct CaretScene {
    /// A view drawn over part of the caret's column.
    @MainActor
    public struct Cover {
        public let view: UIView
        /// Its visible rectangle in window coordinates (clipped by clipping ancestors).
        public let frame: CGRect
        /// `UIButton`, `UIView` …, and the view's tag when it has one, for messages.
        public var name: String { "\(type(of: view))" + (view.tag != 0 ? "#\(view.tag)" : "") }
    }

    /// The text view or text field that has focus.
    public let responder: UIView
    /// The caret at the end of the selection, in window coordinates.
    public let caret: CGRect
    /// The part of the caret its clipping ancestors (a scroll view's bounds) leave visible.
    public let visibleCaret: CGRect
    /// The keyboard's frame while it shows.
    public let keyboard: CGRect?
    /// Views drawn above the caret's column, overlapping it or below it, nearest first.
    public let covers: [Cover]

    /// Reads the scene of `window`; nil when no text input has focus.
    public init?(window: UIWindow) { self.init(window: window, keyboard: window.keyboardFrame) }

    /// The scene with the keyboard at `keyboard` (where it is presented in the middle of its slide).
    public init?(window: UIWindow, keyboard: CGRect?) {
        guard let focus = FocusedCaret(window: window) else { return nil }
        let (responder, caret) = (focus.responder, focus.caret)
        self.responder = responder
        self.caret = caret
        visibleCaret = CaretScene.clip(caret, of: responder)
        self.keyboard = keyboard
        var found: [Cover] = []
        var passed = false
        CaretScene.walk(window) { view in
            if view === responder { passed = true; return false }
            // Only what paints after the responder: its ancestors paint before it.
            guard passed, CaretScene.draws(view) else { return true }
            let frame = CaretScene.clip(view.convert(view.bounds, to: nil), of: view)
            if !frame.isNull, frame.maxX > caret.minX, frame.minX < caret.maxX, frame.maxY > caret.minY {
                found.append(Cover(view: view, frame: frame))
            }
            return true
        }
        covers = found.sorted { $0.frame.minY < $1.frame.minY }
    }

    /// The top of the nearest thing below the caret's top that takes its column: the keyboard or a cover.
    public var obstacleTop: CGFloat? {
        let tops = covers.map(\.frame.minY) + (keyboard.map { [$0.minY] } ?? [])
        return tops.min()
    }

    /// The caret's bottom to `obstacleTop`: negative when something covers the caret.
    public var gap: CGFloat? { obstacleTop.map { $0 - caret.maxY } }

    /// True when the caret shows: inside its clipping ancestors, under no cover or keyboard.
    public var isCaretVisible: Bool {
        guard !visibleCaret.isNull, visibleCaret.height >= caret.height - 0.5 else { return false }
        return (gap ?? .infinity) >= 0
    }

    /// What hides the caret, for messages: the covers and keyboard over it, or its clipping.
    public var hiddenBy: [String] {
        var names = covers.filter { $0.frame.intersects(caret) }.map(\.name)
        if let keyboard, keyboard.intersects(caret) { names.append("keyboard") }
        if visibleCaret.isNull || visibleCaret.height < caret.height - 0.5 { names.append("clipped by its scroll view") }
        return names
    }

    /// A view draws something that can cover: visible, not fully transparent, with a background
    /// or content of its own (a label, a button, a text input).
    private static func draws(_ view: UIView) -> Bool {
        var v: UIView? = view
        while let current = v {
            if current.isHidden || current.alpha <= 0.01 { return false }
            v = current.superview
        }
        if view is UILabel || view is UIButton || view is UITextView || view is UITextField { return true }
        guard let colour = view.backgroundColor else { return false }
        return colour.color(in: UITraitCollection.current).alpha > 0.01
    }

    /// `rect` (window coordinates) clipped by every ancestor of `view` that clips to its bounds.
    private static func clip(_ rect: CGRect, of view: UIView) -> CGRect {
        var result = rect
        var v = view.superview
        while let ancestor = v {
            if ancestor.clipsToBounds || ancestor is UIScrollView {
                result = result.intersection(ancestor.convert(ancestor.bounds, to: nil))
            }
            v = ancestor.superview
        }
        return result
    }

    /// Depth-first in paint order; `visit` returns false to skip a view's subtree.
    private static func walk(_ view: UIView, _ visit: (UIView) -> Bool) {
        for child in view.subviews where visit(child) { walk(child, visit) }
    }
}

/// A window's first responder and its caret: where `CaretScene` starts, and all that a screen
/// naming its own obstacles (the stock sheet: the button and header its design keeps the caret
/// clear of) reads, without the walk for covers.
@MainActor
package struct FocusedCaret {
    /// The text view or text field that has focus.
    package let responder: UIView
    /// The caret at the end of the selection in the responder's own coordinates (its `caretRect`).
    package let localCaret: CGRect
    /// The same caret in window coordinates.
    package let caret: CGRect

    /// Nil when no text input has focus, or before it has a width (a null caret rect).
    package init?(window: UIWindow) {
        guard let responder = window.firstResponder as? UIView else { return nil }
        let rect: CGRect
        if let text = responder as? UITextView {
            rect = text.caretRectAtSelectionEnd
        } else if let field = responder as? UITextField, let end = field.selectedTextRange?.end {
            rect = field.caretRect(for: end)
        } else {
            return nil
        }
        guard !rect.isNull else { return nil }
        self.responder = responder
        localCaret = rect
        caret = responder.convert(rect, to: nil)
    }
}
