import HarnessCore
import Foundation

/// A `CAShapeLayer`'s path, by what each subpath is: filled, an ellipse is one filled ellipse
/// and a rounded rect one rounded fill; stroked, a rounded rect is one rounded outline and a
/// polyline one line a segment (an open polyline is not filled, an ellipse not stroked: not
/// modelled). The path's points are offset by the layer's place in the window.
extension UIViewPainter {
    func paintShape(_ shape: CAShapeLayer, at origin: CGPoint, alpha: CGFloat, into list: inout DisplayList) {
        guard let path = shape.path else { return }
        let fill = shape.fillColor.map { faded($0, alpha) }
        let stroke = shape.strokeColor.map { faded($0, alpha) }
        let width = Double(shape.lineWidth)
        for element in path.elements {
            switch element {
            case .ellipse(let r):
                if let fill { list.append(.fillEllipse(Self.rect(r.offsetBy(dx: origin.x, dy: origin.y)), color: fill)) }
            case .roundedRect(let r, let radius):
                let rect = Self.rect(r.offsetBy(dx: origin.x, dy: origin.y))
                if let fill { list.append(.fill(rect, radii: .all(Double(radius)), color: fill)) }
                if let stroke { list.append(.stroke(rect, radii: .all(Double(radius)), lineWidth: width, color: stroke)) }
            case .polyline(let points):
                guard let stroke else { continue }
                for (a, b) in zip(points, points.dropFirst()) {
                    list.append(.line(from: Point(x: Double(a.x + origin.x), y: Double(a.y + origin.y)),
                                      to: Point(x: Double(b.x + origin.x), y: Double(b.y + origin.y)), lineWidth: width,
                                      color: stroke))
                }
            }
        }
    }
}
