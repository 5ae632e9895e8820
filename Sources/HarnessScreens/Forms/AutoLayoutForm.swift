import Foundation
import HarnessCore
import UIKit

/// A screen laid out by Auto Layout alone, the one `caret-harness bench` times and a UIKit test
/// lays out by hand: 12 rows (a label and a 120 x 36 view in a horizontal stack) in a vertical
/// stack inside a scroll view, over a 52 pt bar pinned to the keyboard layout guide.
@MainActor
package struct AutoLayoutForm {
    package let window: UIWindow
    package let scroll: UIScrollView
    package let bar: UIView
    /// The bar's height: a constant a test or bench changes, as a growing text view's would.
    package let barHeight: NSLayoutConstraint

    package init(device: Device) {
        window = UIWindow(display: HarnessDisplay(
            screenSize: CGSize(width: device.screen.width, height: device.screen.height), scale: device.scale,
            safeAreaInsets: UIEdgeInsets(top: device.safeAreaTop, left: 0, bottom: device.safeAreaBottom, right: 0),
            keyboardHeight: device.keyboardHeight))
        window.backgroundColor = .systemBackground
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        scroll = UIScrollView()
        bar = UIView()
        let stack = UIStackView()
        for view in [scroll, stack, bar] { view.translatesAutoresizingMaskIntoConstraints = false }
        stack.axis = .vertical
        stack.spacing = 12
        root.addSubview(scroll)
        root.addSubview(bar)
        scroll.addSubview(stack)
        bar.backgroundColor = .systemBlue
        var constraints: [NSLayoutConstraint] = []
        for i in 0..<12 {
            let row = UIStackView()
            row.spacing = 8
            let label = UILabel()
            label.text = "Field \(i + 1)"
            label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let field = UIView()
            field.backgroundColor = .secondarySystemBackground
            constraints += [field.widthAnchor.constraint(equalToConstant: 120), field.heightAnchor.constraint(equalToConstant: 36)]
            row.addArrangedSubview(label)
            row.addArrangedSubview(field)
            stack.addArrangedSubview(row)
        }
        barHeight = bar.heightAnchor.constraint(equalToConstant: 52)
        NSLayoutConstraint.activate(constraints + [
            scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor), barHeight,
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        window.layoutIfNeeded()
    }
}
