import Foundation
import HarnessCore

/// UIKit's UIScrollView: `contentOffset` is `bounds.origin` (setting one sets the other) and
/// nothing clamps an offset code assigns; the range a user can scroll to, and
/// `scrollRectToVisible`'s result, run from `-adjustedContentInset.top` to
/// `max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - bounds.height)`
/// (and the same across).
@MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to `contentInset` in `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The size of the scrollable content.
    public var contentSize: CGSize = .zero
    /// Extra room around the content.
    public var contentInset: UIEdgeInsets = .zero
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    public var isScrollEnabled = true
    /// Whether a drag dismisses the keyboard (UIScrollViewKeyboard.swift).
    public var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a drag scrolls (bounces) when the content fits: decides whether a drag begins,
    /// and so whether `.onDrag` dismisses the keyboard (UIScrollViewKeyboard.swift).
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    /// The scroll indicators: iOS shows them only while a scroll moves and fades them out after
    /// it ends; the harness draws the screen at rest, where they are never visible, so these are
    /// stored and have no drawn effect.
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    public var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// `bounds.origin`, under the scroll view's name.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            bounds = CGRect(origin: newValue, size: bounds.size)
        }
    }

    /// `contentInset` plus the safe area as the behaviour says (`.never`: the inset alone;
    /// `.always`, and the others for a view that scrolls vertically: top and bottom added).
    public var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: contentInset.top + safe.top, left: contentInset.left,
                            bottom: contentInset.bottom + safe.bottom, right: contentInset.right)
    }

    /// The vertical offsets a user can scroll to.
    public var verticalOffsetRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        return (0 - inset.top)...max(0 - inset.top, contentSize.height + inset.bottom - bounds.height)
    }

    /// The horizontal offsets a user can scroll to.
    public var horizontalOffsetRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        return (0 - inset.left)...max(0 - inset.left, contentSize.width + inset.right - bounds.width)
    }

    /// Sets the offset unclamped; `animated` records the move on the animation timeline.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        if animated {
            UIView.animate(withDuration: UIKitEstimates.scrollAnimationDuration, delay: 0, options: [.curveEaseInOut],
                           animations: { self.contentOffset = offset })
        } else {
            contentOffset = offset
        }
    }

    /// Scrolls the least distance that shows `rect` (content coordinates) inside the bounds
    /// less `adjustedContentInset`; a rect already visible changes nothing; the result stays in
    /// the scrollable range. A rect taller (wider) than the visible area shows its top (left
    /// edge), an estimate (`UIKitEstimates.tallRectShowsTop`).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        if rect.isNull || rect.isInfinite { return }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        let r = rect.standardized
        let y = Self.minimalScroll(offset: bounds.origin.y, visibleMin: visible.minY, visibleMax: visible.maxY,
                                   rectMin: r.minY, rectMax: r.maxY, range: verticalOffsetRange)
        let x = Self.minimalScroll(offset: bounds.origin.x, visibleMin: visible.minX, visibleMax: visible.maxX,
                                   rectMin: r.minX, rectMax: r.maxX, range: horizontalOffsetRange)
        let target = CGPoint(x: x, y: y)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// One axis of the minimal-scroll rule.
    static func minimalScroll(offset: CGFloat, visibleMin: CGFloat, visibleMax: CGFloat, rectMin: CGFloat,
                              rectMax: CGFloat, range: ClosedRange<CGFloat>) -> CGFloat {
        var o = offset
        let tall = rectMax - rectMin > visibleMax - visibleMin
        if rectMin < visibleMin || (tall && UIKitEstimates.tallRectShowsTop) {
            o -= visibleMin - rectMin
        } else if rectMax > visibleMax {
            o += rectMax - visibleMax
        } else {
            return offset
        }
        return o.clamped(to: range)
    }
}
