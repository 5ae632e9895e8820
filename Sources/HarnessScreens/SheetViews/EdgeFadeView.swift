import UIKit
import Foundation

/// A scroll edge effect as a view: one axial `CAGradientLayer` over its bounds, clear at
/// `clearEdge` and opaque at `opaqueEdge` (y in the view's own space), its colours the stops
/// given (offset 0 the clear edge), its corners rounded as `layer` says.
@MainActor
package final class EdgeFadeView: UIView {
    required init?(coder: NSCoder) { nil }
    package let gradient = CAGradientLayer()
    /// Where the fade is clear and where it turns opaque, in the view's own y.
    package var clearEdge: CGFloat = 0 { didSet { setNeedsLayout() } }
    package var opaqueEdge: CGFloat = 1 { didSet { setNeedsLayout() } }

    package init(stops: [(offset: CGFloat, color: UIColor)]) {
        super.init(frame: .zero)
        gradient.colors = stops.map(\.color.cgColor)
        gradient.locations = stops.map { NSNumber(value: Double($0.offset)) }
        layer.addSublayer(gradient)
    }

    /// The gradient fills the bounds; its axis runs from the clear edge to the opaque one, in
    /// the unit square of the bounds.
    package override func layoutSubviews() {
        gradient.frame = bounds
        gradient.cornerRadius = layer.cornerRadius
        gradient.maskedCorners = layer.maskedCorners
        let height = bounds.height
        guard height > 0 else { return }
        gradient.startPoint = CGPoint(x: 0.5, y: clearEdge / height)
        gradient.endPoint = CGPoint(x: 0.5, y: opaqueEdge / height)
    }
}
