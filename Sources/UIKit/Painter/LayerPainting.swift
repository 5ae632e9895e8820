import HarnessCore
import Foundation

/// The sublayers a view added to its layer, drawn by what they are, never by what they are for:
/// a `CAGradientLayer` as one linear gradient over its frame (rounded by its `cornerRadius` on
/// its `maskedCorners`), its axis from `startPoint` to `endPoint` scaled to the frame, each
/// colour faded by the view's alpha and the layer's opacity; a `CAShapeLayer` as its path
/// (`ShapePainting`); a plain layer draws only its own
/// sublayers. Hidden layers draw nothing.
extension UIViewPainter {
    /// The sublayers of `view.layer`, in order, in window points; `origin` is where the view's
    /// own space (its bounds' coordinates) sits in the window.
    func paintSublayers(of view: UIView, at origin: CGPoint, alpha: CGFloat, into list: inout DisplayList) {
        for layer in view.layer.sublayers ?? [] {
            paint(layer, of: view, offset: .zero, viewInWindow: origin, alpha: alpha, into: &list)
        }
    }

    private func paint(_ layer: CALayer, of view: UIView, offset: CGPoint, viewInWindow origin: CGPoint,
                       alpha inherited: CGFloat, into list: inout DisplayList) {
        let alpha = inherited * CGFloat(layer.opacity)
        guard !layer.isHidden, alpha > 0 else { return }
        let frame = layer.frame.offsetBy(dx: offset.x, dy: offset.y)
        let inWindow = frame.offsetBy(dx: origin.x, dy: origin.y)
        paintSublayerShadow(layer, frameInWindow: inWindow, alpha: alpha, into: &list)
        if let gradient = layer as? CAGradientLayer, let stops = gradient.stops {
            let rect = Self.rect(inWindow)
            let axis = LinearGradient(
                start: Point(x: rect.minX + Double(gradient.startPoint.x) * rect.width,
                             y: rect.minY + Double(gradient.startPoint.y) * rect.height),
                end: Point(x: rect.minX + Double(gradient.endPoint.x) * rect.width,
                           y: rect.minY + Double(gradient.endPoint.y) * rect.height),
                stops: stops.map { stop in
                    let c = stop.color.color(in: traits)
                    return GradientStop(offset: Double(stop.offset), color: c.withAlpha(c.alpha * Double(alpha)))
                })
            list.append(.fillGradient(rect, radii: Self.radii(layer), gradient: axis))
        }
        if let shape = layer as? CAShapeLayer { paintShape(shape, at: inWindow.origin, alpha: alpha, into: &list) }
        for sub in layer.sublayers ?? [] {
            paint(sub, of: view, offset: frame.origin, viewInWindow: origin, alpha: alpha, into: &list)
        }
        paintBorder(layer, in: inWindow, alpha: alpha, into: &list)
    }

    /// `cornerRadius` on the corners `maskedCorners` names.
    static func radii(_ layer: CALayer) -> CornerRadii {
        let r = Double(layer.cornerRadius), m = layer.maskedCorners
        return CornerRadii(topLeft: m.contains(.layerMinXMinYCorner) ? r : 0, topRight: m.contains(.layerMaxXMinYCorner) ? r : 0,
                           bottomRight: m.contains(.layerMaxXMaxYCorner) ? r : 0,
                           bottomLeft: m.contains(.layerMinXMaxYCorner) ? r : 0)
    }
}
