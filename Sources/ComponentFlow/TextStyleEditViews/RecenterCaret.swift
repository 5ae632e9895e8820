import UIKit
import Foundation

extension TextStyleEditContentComponent.View {
    /// Design step 3 (caret-tracking-design.md): scrolls the enclosing scroll view so the caret
    /// of the edited field sits between `visibleTop` and `visibleBottom`, as the app writes it:
    /// UIKit's views, `CGRect`, `caretRect(for:)` and `convert(_:to:)`. Two departures, both
    /// harness bookkeeping that changes no number: each exit notes what it did in
    /// `lastRecenterOutcome`, and the constants and the visible region come from
    /// `CaretInsets.design` (the one place of the formula, which frames record) instead of
    /// three local literals. The clamp is the design's own two lines, `[0, contentSize.height -
    /// bounds.height]`, so the file uses no API Apple's UIKit lacks (UIKit'
    /// `verticalOffsetRange` is the same range when, as in the sheet, there is no content inset).
    func recenterCaret(hintView: UIView, availableSize: CGSize, environment: ViewControllerComponentContainer.Environment,
                       transition: ComponentTransition) {
        // 1. Locate field view: the first ListMultilineTextFieldItemComponent.View at or above
        // the hint's view, and only if it is one of our two fields.
        var candidate: UIView? = hintView
        var found: ListMultilineTextFieldItemComponent.View?
        while let view = candidate, found == nil {
            found = view as? ListMultilineTextFieldItemComponent.View
            candidate = view.superview
        }
        guard let fieldView = found,
              fieldView.matches(tag: self.titleFieldTag) || fieldView.matches(tag: self.textFieldTag) else {
            lastRecenterOutcome = .bailed(.unrelatedField)
            return
        }

        // 2. Compute caret rect in text-view space.
        guard let inputTextView = fieldView.textFieldView?.inputTextView else {
            lastRecenterOutcome = .bailed(.caretUnavailable)
            return
        }
        let endPosition = inputTextView.selectedTextRange?.end ?? inputTextView.endOfDocument
        let caretRect = inputTextView.caretRect(for: endPosition)
        if caretRect.isNull || caretRect.isInfinite {
            lastRecenterOutcome = .bailed(.caretUnavailable)
            return
        }

        // 3. Locate enclosing scroll view.
        var ancestor = self.superview
        while let view = ancestor, !(view is UIScrollView) { ancestor = view.superview }
        guard let scrollView = ancestor as? UIScrollView else {
            lastRecenterOutcome = .bailed(.noScrollView)
            return
        }

        // 4. Convert caret rect to scroll-view coordinates.
        let caretInScroll = inputTextView.convert(caretRect, to: scrollView)

        // 5. Compute visible region.
        let (visibleTop, visibleBottom) = CaretInsets.design.visibleRegion(
            boundsMinY: scrollView.bounds.minY, boundsMaxY: scrollView.bounds.maxY, inputHeight: environment.inputHeight)

        // 6. Adjust bounds.origin.y: assign directly, then animate the difference additively.
        let previousBounds = scrollView.bounds
        var newBounds = previousBounds
        if caretInScroll.maxY > visibleBottom {
            newBounds.origin.y += (caretInScroll.maxY - visibleBottom)
        } else if caretInScroll.minY < visibleTop {
            newBounds.origin.y -= (visibleTop - caretInScroll.minY)
        }
        let wanted = newBounds.origin.y
        let maxOriginY = max(0.0, scrollView.contentSize.height - scrollView.bounds.height)
        newBounds.origin.y = min(max(0.0, newBounds.origin.y), maxOriginY)
        guard newBounds != previousBounds else {
            lastRecenterOutcome = wanted == previousBounds.origin.y ? .alreadyVisible : .clampedInPlace
            return
        }
        scrollView.bounds = newBounds
        if !transition.animation.isImmediate {
            let offsetY = previousBounds.origin.y - newBounds.origin.y
            transition.animateBoundsOrigin(view: scrollView, from: CGPoint(x: 0.0, y: offsetY), to: CGPoint(), additive: true)
        }
        lastRecenterOutcome = .scrolled(from: previousBounds.origin.y, to: newBounds.origin.y,
                                        clamped: newBounds.origin.y != wanted)
    }
}
