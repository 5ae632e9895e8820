import Foundation

/// `convert(_:to:)` and `convert(_:from:)` for points and rects: a point `p` of a view is
/// `p - bounds.origin + frame.origin` in its superview's space; conversions go up to the root
/// and down again, `nil` meaning the window (the root of the tree). A rect converts by its
/// origin with its size unchanged; the null and infinite rects convert to themselves.
extension UIView {
    func pointInRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var view: UIView = self
        while let parent = view.superview {
            p = CGPoint(x: p.x - view.bounds.origin.x + view.frame.origin.x,
                        y: p.y - view.bounds.origin.y + view.frame.origin.y)
            view = parent
        }
        return p
    }

    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let zero = pointInRoot(.zero)
        return CGPoint(x: point.x - zero.x, y: point.y - zero.y)
    }

    /// A point of this view's space in `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// A point of `view`'s space (the window's when nil) in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        pointFromRoot(view?.pointInRoot(point) ?? point)
    }

    /// A rect of this view's space in `view`'s (the window's when nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if rect.isNull || rect.isInfinite { return rect }
        let r = rect.standardized
        return CGRect(origin: convert(r.origin, to: view), size: r.size)
    }

    /// A rect of `view`'s space (the window's when nil) in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if rect.isNull || rect.isInfinite { return rect }
        let r = rect.standardized
        return CGRect(origin: convert(r.origin, from: view), size: r.size)
    }
}
