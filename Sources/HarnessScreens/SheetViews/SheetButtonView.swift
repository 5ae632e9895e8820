import UIKit
import Foundation

/// The sheet's bottom button: a capsule (corner radius half its height) in the tint colour
/// with its title centred, bold 17 pt.
@MainActor
package final class SheetButtonView: UIView {
    required init?(coder: NSCoder) { nil }
    package let titleLabel: UILabel

    package init(title: String, colors: SheetColors) {
        titleLabel = makeLabel(title, size: 17, weight: .bold, color: colors.buttonText)
        super.init(frame: .zero)
        backgroundColor = colors.tint
        addSubview(titleLabel)
    }

    package override func layoutSubviews() {
        layer.cornerRadius = bounds.height / 2
        titleLabel.frame = bounds
    }
}

/// The home indicator: a 134 x 5 pt capsule 8 pt above the bottom of its superview's bounds,
/// centred (the parent sets its frame with `frame(in:)`).
@MainActor
package final class HomeIndicatorView: UIView {
    required init?(coder: NSCoder) { nil }
    package static let size = CGSize(width: 134, height: 5)
    package static let bottomGap: CGFloat = 8

    package init(color: UIColor) {
        super.init(frame: .zero)
        backgroundColor = color
        layer.cornerRadius = Self.size.height / 2
    }

    /// Its frame in a screen of `bounds`.
    package static func frame(in bounds: CGRect) -> CGRect {
        CGRect(x: (bounds.width - size.width) / 2, y: bounds.height - bottomGap - size.height, width: size.width,
               height: size.height)
    }
}
