import UIKit
import Foundation

/// The colours the sheet's views are drawn in, as UIColor values (set by whoever builds the
/// tree from its appearance's palette).
package struct SheetColors {
    package var tint: UIColor
    package var sheetBackground: UIColor
    package var sectionBackground: UIColor
    package var primaryText: UIColor
    package var secondaryText: UIColor
    package var keyboardBackground: UIColor
    package var key: UIColor
    package var specialKey: UIColor
    package var destructive: UIColor
    package var buttonText: UIColor

    package init(tint: UIColor, sheetBackground: UIColor, sectionBackground: UIColor, primaryText: UIColor,
                secondaryText: UIColor, keyboardBackground: UIColor, key: UIColor, specialKey: UIColor,
                destructive: UIColor, buttonText: UIColor) {
        self.tint = tint
        self.sheetBackground = sheetBackground
        self.sectionBackground = sectionBackground
        self.primaryText = primaryText
        self.secondaryText = secondaryText
        self.keyboardBackground = keyboardBackground
        self.key = key
        self.specialKey = specialKey
        self.destructive = destructive
        self.buttonText = buttonText
    }
}

/// A one-line label in the system font, centred or leading.
@MainActor
func makeLabel(_ text: String, size: CGFloat, weight: UIFont.Weight = .regular, color: UIColor,
               alignment: NSTextAlignment = .center) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: size, weight: weight)
    label.textColor = color
    label.textAlignment = alignment
    return label
}

/// A shape layer filling `path` with `fill` or stroking it with `stroke`.
@MainActor
func makeShape(fill: UIColor? = nil, stroke: UIColor? = nil, lineWidth: CGFloat = 1) -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.fillColor = fill
    shape.strokeColor = stroke
    shape.lineWidth = lineWidth
    return shape
}
