import HarnessCore
import Foundation

/// A layer's border and shadow (CALayer's `borderWidth`/`borderColor`, `shadowColor`,
/// `shadowOpacity`, `shadowOffset`, `shadowRadius`), for a view's layer and for the sublayers a
/// view adds.
///
/// Border: as Core Animation draws it, inset from the bounds by its width and above the layer's
/// contents, sublayers and (for a view) subviews: one stroke `borderWidth` wide whose outer edge is
/// the bounds rounded by `cornerRadius` on `maskedCorners` (the stroke's centre line is the bounds
/// inset by half the width, its radii the corner radius less half the width).
///
/// Shadow: the display list has no blur, so the shadow is a hard-edged *estimate*
/// (`UIKitEstimates.shadowIsHardEdged`): the shape that casts it, moved by `shadowOffset`, filled
/// in `shadowColor` at `shadowOpacity`, drawn below the layer. A blurred edge passes half its
/// opacity at the unblurred edge, so the hard edge stands where the blurred one is half dark;
/// `shadowRadius` (the blur) does not change it. The shape that casts it is what the layer
/// draws opaquely here: a view's bounds (rounded) when it has a background colour or a border, a
/// gradient layer's frame, a shape layer's filled path. (A view with no background casts the
/// shadow of its subviews' content on iOS: not modelled, nothing drawn.) With `masksToBounds`
/// the shadow is clipped away, as on iOS.
extension UIViewPainter {
    /// Whether `layer` casts a shadow at all.
    static func castsShadow(_ layer: CALayer) -> Bool {
        layer.shadowOpacity > 0 && layer.shadowColor != nil && !layer.masksToBounds
    }

    /// The shadow colour at the layer's opacity and `alpha`.
    func shadowColor(_ layer: CALayer, alpha: CGFloat) -> Color? {
        guard Self.castsShadow(layer), let colour = layer.shadowColor else { return nil }
        let c = faded(colour, alpha * CGFloat(min(1, layer.shadowOpacity)))
        return c.alpha > 0 ? c : nil
    }

    /// The shadow of a view's layer, below its background: `rect` is the view's frame in the window.
    func paintViewShadow(_ view: UIView, in rect: CGRect, alpha: CGFloat, into list: inout DisplayList) {
        let layer = view.layer
        let opaque = (view.backgroundColor.map { $0.color(in: traits).alpha > 0 } ?? false)
            || (layer.borderWidth > 0 && layer.borderColor != nil)
        guard opaque, let color = shadowColor(layer, alpha: alpha) else { return }
        let moved = rect.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
        list.append(.fill(Self.rect(moved), radii: Self.radii(layer), color: color))
    }

    /// The shadow of a sublayer: its gradient's frame or its shape's filled path, moved.
    func paintSublayerShadow(_ layer: CALayer, frameInWindow frame: CGRect, alpha: CGFloat, into list: inout DisplayList) {
        guard let color = shadowColor(layer, alpha: alpha) else { return }
        let dx = layer.shadowOffset.width, dy = layer.shadowOffset.height
        if let gradient = layer as? CAGradientLayer, gradient.stops != nil {
            list.append(.fill(Self.rect(frame.offsetBy(dx: dx, dy: dy)), radii: Self.radii(layer), color: color))
        }
        if let shape = layer as? CAShapeLayer, shape.fillColor != nil, let path = shape.path {
            for element in path.elements {
                switch element {
                case .ellipse(let r):
                    list.append(.fillEllipse(Self.rect(r.offsetBy(dx: frame.minX + dx, dy: frame.minY + dy)), color: color))
                case .roundedRect(let r, let radius):
                    list.append(.fill(Self.rect(r.offsetBy(dx: frame.minX + dx, dy: frame.minY + dy)),
                                      radii: .all(Double(radius)), color: color))
                case .polyline:
                    continue  // an open polyline is not filled (ShapePainting), so casts no fill shadow
                }
            }
        }
    }

    /// The border of `layer` whose bounds sit at `rect` in the window.
    func paintBorder(_ layer: CALayer, in rect: CGRect, alpha: CGFloat, into list: inout DisplayList) {
        guard layer.borderWidth > 0, let colour = layer.borderColor else { return }
        let w = layer.borderWidth
        let color = faded(colour, alpha)
        guard color.alpha > 0 else { return }
        // A border wider than half the rect fills it (Core Animation clamps the same way).
        let half = min(w, rect.width / 2, rect.height / 2) / 2
        let line = rect.insetBy(dx: half, dy: half)
        let outer = Self.radii(layer)
        let inset = { (r: Double) in max(0, r - Double(half)) }
        let radii = CornerRadii(topLeft: inset(outer.topLeft), topRight: inset(outer.topRight),
                                bottomRight: inset(outer.bottomRight), bottomLeft: inset(outer.bottomLeft))
        list.append(.stroke(Self.rect(line), radii: radii, lineWidth: Double(2 * half), color: color))
    }
}
