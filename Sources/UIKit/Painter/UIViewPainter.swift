import HarnessCore
import HarnessText
import Foundation

/// Draws any UIView tree into a display list, knowing nothing of what the views are for: each
/// view's background colour (rounded by `layer.cornerRadius` on its `maskedCorners`), its alpha (multiplied into every
/// colour below it, an approximation of group opacity), the sublayers it added (a gradient
/// layer, `LayerPainting`), the layer's border and (hard-edged) shadow (`LayerStylePainting`),
/// clipping (`clipsToBounds`), a label's or button's title, a text view's text and, while it is
/// first responder, its caret in the tint colour over its subviews; and the window's keyboard
/// while one shows (its keys, predictive bar or a hardware keyboard's shortcuts bar, and the
/// home indicator: `makeKeyboardViews`, the sheet's own keyboard views). Hidden views draw
/// nothing.
@MainActor
package struct UIViewPainter {
    /// The traits colours resolve against (light or dark, elevated for a sheet).
    package var traits: UITraitCollection

    package init(traits: UITraitCollection = UITraitCollection()) {
        self.traits = traits
    }

    /// The window's tree, the keyboard on top, in a list the window's size.
    package func paint(_ window: UIWindow) -> DisplayList {
        var list = DisplayList(size: Size(width: window.bounds.width, height: window.bounds.height))
        paint(window, alpha: 1, into: &list)
        // No input view (a hardware keyboard with its bar hidden) draws nothing.
        if let keyboard = window.keyboardFrame, keyboard.height > 0 {
            let views = makeKeyboardViews(frame: keyboard, in: window.bounds, look: window.keyboardLook,
                                          homeIndicatorHeight: window.display.safeAreaInsets.bottom)
            paint(views, alpha: 1, into: &list)
        }
        return list
    }

    /// One view and its subviews, at `alpha` from its ancestors.
    package func paint(_ view: UIView, alpha inherited: CGFloat, into list: inout DisplayList) {
        // Where the superview's space sits in the window, as `convert(_:to: nil)` walks it up.
        let parent = view.superview.map { $0.convert(CGPoint.zero, to: nil) } ?? .zero
        paint(view, alpha: inherited, superviewInWindow: parent, into: &list)
    }

    /// The walk down: each view's place in the window from its superview's (`frame.origin`
    /// moves a view in its superview, `bounds.origin` scrolls its children), the same as
    /// `convert(_:to: nil)` without walking up the tree again for every view. A root is at the
    /// window's origin and its bounds origin does not move its children, as `convert` has it.
    private func paint(_ view: UIView, alpha inherited: CGFloat, superviewInWindow offset: CGPoint,
                       into list: inout DisplayList) {
        let alpha = inherited * view.alpha
        guard !view.isHidden, alpha > 0 else { return }
        let isRoot = view.superview == nil
        let frame = isRoot ? CGRect(origin: .zero, size: view.bounds.size)
            : CGRect(origin: CGPoint(x: view.frame.minX + offset.x, y: view.frame.minY + offset.y), size: view.bounds.size)
        let inWindow = isRoot ? CGPoint.zero : CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
        let rect = Self.rect(frame)
        let radii = Self.radii(view.layer)
        paintViewShadow(view, in: frame, alpha: alpha, into: &list)
        if let background = view.backgroundColor {
            list.append(.fill(rect, radii: radii, color: faded(background, alpha)))
        }
        paintSublayers(of: view, at: inWindow, alpha: alpha, into: &list)
        // A clipping view clips its own content too (a text view's text scrolled past its
        // bounds); a scroll view clips, as UIScrollView's clipsToBounds is true by default.
        let clips = view.clipsToBounds || view is UIScrollView
        if clips { list.append(.pushClip(rect, radii: radii)) }
        if let label = view as? UILabel { paintLabel(label, in: frame, alpha: alpha, into: &list) }
        if let textView = view as? UITextView { paintText(textView, in: frame, alpha: alpha, into: &list) }
        if let field = view as? UITextField { paintField(field, in: frame, alpha: alpha, into: &list) }
        for sub in view.subviews { paint(sub, alpha: alpha, superviewInWindow: inWindow, into: &list) }
        // The caret is drawn over the text view's subviews (a placeholder label the app added), as
        // iOS's selection display sits above the text view's content.
        if let textView = view as? UITextView { paintCaret(textView, alpha: alpha, into: &list) }
        paintBorder(view.layer, in: frame, alpha: alpha, into: &list)
        if clips { list.append(.popClip) }
    }

    func faded(_ color: UIColor, _ alpha: CGFloat) -> Color {
        let c = color.color(in: traits)
        return c.withAlpha(c.alpha * Double(alpha))
    }

    private func paintLabel(_ label: UILabel, in frame: CGRect, alpha: CGFloat, into list: inout DisplayList) {
        guard let layout = label.textLayout else { return }
        let height = CGFloat(layout.usedHeight)
        let width = CGFloat(layout.usedWidth)
        let x: CGFloat
        switch label.textAlignment {
        case .center: x = frame.minX + (frame.width - width) / 2
        case .right: x = frame.maxX - width
        default: x = frame.minX
        }
        let y = frame.minY + (frame.height - height) / 2
        paintTextBackground(layout, label.textBackgroundColor, x: Double(x), y: Double(y), alpha: alpha, into: &list)
        if let runs = label.textColorRuns {
            paintColorRuns(runs, of: layout, defaultColor: label.textColor, x: Double(x), y: Double(y), alpha: alpha, into: &list)
            return
        }
        let color = faded(label.textColor, alpha)
        for run in layout.glyphRuns { list.append(.glyphs(run.offsetBy(dx: Double(x), dy: Double(y)), color: color)) }
    }

    private func paintText(_ textView: UITextView, in frame: CGRect, alpha: CGFloat, into list: inout DisplayList) {
        if let (layout, origin) = textView.laidOutText {
            // The text view's own space is scrolled by its bounds origin.
            let dx = Double(frame.minX + origin.x - textView.bounds.minX), dy = Double(frame.minY + origin.y - textView.bounds.minY)
            paintTextBackground(layout, textView.textBackgroundColor, x: dx, y: dy, alpha: alpha, into: &list)
            let color = faded(textView.textColor ?? .label, alpha)
            for run in layout.glyphRuns { list.append(.glyphs(run.offsetBy(dx: dx, dy: dy), color: color)) }
        }
    }

    /// A text view's caret while it is first responder, in its tint colour (an empty one's too,
    /// at the start of its first line).
    private func paintCaret(_ textView: UITextView, alpha: CGFloat, into list: inout DisplayList) {
        guard textView.isFirstResponder, let end = textView.selectedTextRange?.end else { return }
        let caret = textView.convert(textView.caretRect(for: end), to: nil)
        let color = faded(textView.tintColor, alpha)
        if !caret.isNull, color.alpha > 0 { list.append(.fill(Self.rect(caret), radii: .none, color: color)) }
    }

    static func rect(_ r: CGRect) -> Rect { Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
}
