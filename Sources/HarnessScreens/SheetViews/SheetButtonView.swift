import UIKit
import Foundation

/// The sheet's bottom button: a capsule (corner radius half its height) in the tint colour
/// with its title centred, bold 17 pt.
@MainActor
package final class SheetButtonView: UIView {
    required init?(coder: NSCoder) { nil }
    package let titleLabel: UILabel

    /// The button, uncoloured until its look is applied (`apply(_:)`).
    package init(title: String) {
        titleLabel = makeLabel(title, size: 17, weight: .bold, color: .white)
        super.init(frame: .zero)
        addSubview(titleLabel)
    }

    /// Colours the button: filled with the tint, its title in the button text colour.
    package func apply(_ colors: SheetColors) {
        backgroundColor = colors.tint
        titleLabel.textColor = colors.buttonText
    }

    package override func layoutSubviews() {
        layer.cornerRadius = bounds.height / 2
        titleLabel.frame = bounds
    }
}
