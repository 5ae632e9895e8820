import HarnessCore
import UIKit

// The sheet's views are UIKit's (CGRect, CGPoint, CGSize); the values a frame records are the
// harness's (Rect, Point, Size), which carry no Foundation. The same numbers either way.

extension Rect {
    package init(_ r: CGRect) {
        if r.isNull { self = .null } else { self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
    }
}

extension CGRect {
    package init(_ r: Rect) {
        if r.isNull { self = .null } else { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
    }
}

extension Size {
    package init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}
