/// A node of the simulated view tree, modelled on UIView's geometry.
///
/// The rule of the real codebase holds here: a parent sets a child's frame (`setFrame(_:of:)`
/// checks that the caller is the child's superview) and a view lays out its children against its
/// own `bounds`, never setting its own frame. Only a root view is given a frame when it is made.
open class View {
    package private(set) weak var superview: View?
    package private(set) var subviews: [View] = []

    /// Position and size in the superview's coordinate space.
    package private(set) var frame: Rect

    /// The view's own coordinate space: `bounds.origin` is what the top-left corner shows
    /// (a scroll view's scroll offset), `bounds.size` always equals `frame.size`.
    package var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            if newValue.size != frame.size {
                // As in UIKit, a new bounds size resizes the frame about its centre.
                let dx = (newValue.size.width - frame.size.width) / 2
                let dy = (newValue.size.height - frame.size.height) / 2
                frame = Rect(
                    x: frame.origin.x - dx, y: frame.origin.y - dy,
                    width: newValue.size.width, height: newValue.size.height)
                layoutSubviews()
            }
        }
    }

    private var boundsOrigin: Point = .zero

    /// Makes a view; `frame` is meaningful only for a root view, a parent sets it for children.
    package init(frame: Rect = .zero) {
        self.frame = frame
    }

    /// Appends `view` as the topmost child, taking it from any previous parent.
    package func addSubview(_ view: View) {
        precondition(view !== self, "a view cannot be its own subview")
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Detaches the view from its parent.
    package func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Sets the frame of one of this view's children and lets the child lay itself out.
    package func setFrame(_ newFrame: Rect, of child: View) {
        precondition(child.superview === self, "only a view's superview sets its frame")
        let resized = child.frame.size != newFrame.size
        child.frame = newFrame
        if resized { child.layoutSubviews() }
    }

    /// Called when the view's size changes; subclasses lay out their children against `bounds`.
    open func layoutSubviews() {}

    /// The chain of ancestors, nearest first.
    package var ancestors: AnySequence<View> {
        AnySequence(sequence(first: superview, next: { $0?.superview }).lazy.compactMap { $0 })
    }

    /// The root of this view's tree (the view itself when it has no parent).
    package var root: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// A point of this view's space in the root's space.
    func pointInRoot(_ point: Point) -> Point {
        var p = point
        var view: View? = self
        while let v = view, let parent = v.superview {
            p = Point(x: p.x - v.bounds.origin.x + v.frame.origin.x, y: p.y - v.bounds.origin.y + v.frame.origin.y)
            view = parent
        }
        return p
    }

    /// A point of the root's space in this view's space.
    func pointFromRoot(_ point: Point) -> Point {
        let zeroInRoot = pointInRoot(.zero)
        return Point(x: point.x - zeroInRoot.x, y: point.y - zeroInRoot.y)
    }

    /// Converts a point from this view's space to `view`'s (or the root's when nil).
    /// Both views must belong to the same tree.
    package func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        precondition(view.root === root, "convert(_:to:) needs two views of one tree")
        return view.pointFromRoot(inRoot)
    }

    /// Converts a rectangle from this view's space to `view`'s (or the root's when nil);
    /// the null and infinite rectangles convert to themselves, as in UIKit.
    package func convert(_ rect: Rect, to view: View?) -> Rect {
        if rect.isNull || rect.isInfinite { return rect }
        let r = rect.standardized
        return Rect(origin: convert(r.origin, to: view), size: r.size)
    }

    /// Converts a rectangle from `view`'s space (or the root's when nil) to this view's.
    package func convert(_ rect: Rect, from view: View?) -> Rect {
        if rect.isNull || rect.isInfinite { return rect }
        guard let view else {
            let r = rect.standardized
            return Rect(origin: pointFromRoot(r.origin), size: r.size)
        }
        return view.convert(rect, to: self)
    }
}
