/// A scroll view as UIScrollView models it: `bounds.origin.y` is the scroll offset and
/// `contentSize` is how far it can pan.
open class ScrollView: View {
    /// The size of the scrollable content.
    package var contentSize: Size = .zero

    /// Extra room around the content (used by keyboard-avoidance approaches that inset it).
    package var contentInset: Insets = .zero

    /// `bounds.origin`, under UIKit's other name.
    package var contentOffset: Point {
        get { bounds.origin }
        set { bounds = Rect(origin: newValue, size: bounds.size) }
    }

    /// The largest vertical offset: content plus bottom inset, less the view's height, never
    /// below the negative top inset.
    package var maxContentOffsetY: Double {
        max(minContentOffsetY, contentSize.height + contentInset.bottom - bounds.height)
    }

    /// The smallest vertical offset, the negative top inset (written 0 - top so that no inset
    /// gives +0, not -0).
    package var minContentOffsetY: Double { 0 - contentInset.top }

    /// `y` kept inside the offsets a user can scroll to, UIScrollView's range
    /// `minContentOffsetY...maxContentOffsetY` (with no inset
    /// that is the design's 0 to max(0, contentSize.height - bounds.height)).
    package func clampedContentOffsetY(_ y: Double) -> Double {
        y.clamped(to: minContentOffsetY...maxContentOffsetY)
    }

    /// Scrolls the least distance that brings `rect` (in this view's content space) into the
    /// visible area less `contentInset`, as UIScrollView.scrollRectToVisible does; clamped.
    package func scrollRectToVisible(_ rect: Rect) {
        if rect.isNull { return }
        let visibleTop = bounds.minY + contentInset.top
        let visibleBottom = bounds.maxY - contentInset.bottom
        var y = bounds.origin.y
        if rect.height > visibleBottom - visibleTop || rect.minY < visibleTop {
            y -= visibleTop - rect.minY
        } else if rect.maxY > visibleBottom {
            y += rect.maxY - visibleBottom
        }
        y = clampedContentOffsetY(y)
        contentOffset = Point(x: bounds.origin.x, y: y)
    }
}
