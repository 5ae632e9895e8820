import UIKit
import Foundation

/// ResizableSheetComponent's pinned header: the top edge effect (an `EdgeFadeView` over the
/// header, clear at its bottom and opaque from the close button's bottom, 16 + 44, up, its top
/// corners rounded like the sheet), the title centred in a 66 pt box 72 pt in from each side
/// whose centre is 38 pt down, and the close button: a 44 pt circle 16 pt in with a cross.
@MainActor
package final class SheetHeaderView: UIView {
    required init?(coder: NSCoder) { nil }
    package let fade: EdgeFadeView
    package let titleLabel: UILabel
    package let closeButton: CloseButtonView

    package init(title: String, fadeStops: [(offset: CGFloat, color: UIColor)], colors: SheetColors) {
        fade = EdgeFadeView(stops: fadeStops)
        titleLabel = makeLabel(title, size: 17, weight: .bold, color: colors.primaryText)
        closeButton = CloseButtonView(circle: colors.secondaryText.withAlphaComponent(0.12), cross: colors.primaryText)
        super.init(frame: .zero)
        fade.layer.cornerRadius = ResizableSheetComponent.Metrics.cornerRadius
        fade.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        for view in [fade, titleLabel, closeButton] as [UIView] { addSubview(view) }
    }

    package override func layoutSubviews() {
        let m = ResizableSheetComponent.Metrics.self
        fade.frame = bounds
        fade.clearEdge = bounds.height
        fade.opaqueEdge = m.closeButtonOrigin + m.closeButtonSize
        titleLabel.frame = CGRect(x: m.titleBoxSideInset, y: m.titleCenterY - m.titleBoxHeight / 2,
                                  width: bounds.width - 2 * m.titleBoxSideInset, height: m.titleBoxHeight)
        closeButton.frame = CGRect(x: m.closeButtonOrigin, y: m.closeButtonOrigin, width: m.closeButtonSize,
                                   height: m.closeButtonSize)
    }
}

/// The header's close button: a filled circle over its bounds and a cross of two 2 pt strokes,
/// each arm 7 pt from the centre.
@MainActor
package final class CloseButtonView: UIView {
    required init?(coder: NSCoder) { nil }
    package static let arm: CGFloat = 7
    private let circle: CAShapeLayer
    private let cross: CAShapeLayer

    package init(circle circleColor: UIColor, cross crossColor: UIColor) {
        circle = makeShape(fill: circleColor)
        cross = makeShape(stroke: crossColor, lineWidth: 2)
        super.init(frame: .zero)
        layer.addSublayer(circle)
        layer.addSublayer(cross)
    }

    package override func layoutSubviews() {
        circle.path = UIBezierPath(ovalIn: bounds).cgPath
        let path = UIBezierPath(), arm = Self.arm, mid = CGPoint(x: bounds.midX, y: bounds.midY)
        for (dx0, dx1) in [(-arm, arm), (arm, -arm)] {
            path.move(to: CGPoint(x: mid.x + dx0, y: mid.y - arm))
            path.addLine(to: CGPoint(x: mid.x + dx1, y: mid.y + arm))
        }
        cross.path = path.cgPath
    }
}
