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
