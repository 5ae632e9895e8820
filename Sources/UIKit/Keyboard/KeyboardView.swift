import Foundation

/// The colours the keyboard is drawn in: the sheet's palette for its appearance, or `system`,
/// which resolves against the window's traits (iOS light and dark).
package struct KeyboardColors {
    package var primaryText: UIColor
    package var secondaryText: UIColor
    package var background: UIColor
    package var key: UIColor
    package var specialKey: UIColor

    package init(primaryText: UIColor, secondaryText: UIColor, background: UIColor, key: UIColor, specialKey: UIColor) {
        self.primaryText = primaryText
        self.secondaryText = secondaryText
        self.background = background
        self.key = key
        self.specialKey = specialKey
    }

    /// iOS's keyboard colours, light and dark (sheet-geometry.md's table, the sheet's palette):
    /// text #000000 / #FFFFFF, secondary #3C3C43 / #EBEBF5 at 30 %, background #D1D3D9 / #2B2B2B,
    /// keys #FFFFFF / #6B6B6B, special keys #ABB0BA / #474747.
    @MainActor
    package static let system = KeyboardColors(
        primaryText: dynamic(0x000000, 0xFFFFFF), secondaryText: dynamic(0x3C3C43, 0xEBEBF5, alpha: 0.3),
        background: dynamic(0xD1D3D9, 0x2B2B2B), key: dynamic(0xFFFFFF, 0x6B6B6B), specialKey: dynamic(0xABB0BA, 0x474747))

    /// The home indicator's colour over the keyboard: black in light mode, white in dark.
    @MainActor
    package static let homeIndicator = dynamic(0x000000, 0xFFFFFF)

    @MainActor
    private static func dynamic(_ light: UInt32, _ dark: UInt32, alpha: CGFloat = 1) -> UIColor {
        UIColor(dynamicProvider: { traits in UIColor(rgb: traits.userInterfaceStyle == .dark ? dark : light, alpha: alpha) })
    }
}

/// What the window's keyboard shows, by the user's setting: the predictive bar or not, or a
/// hardware keyboard's shortcuts bar alone.
package struct KeyboardLook: Hashable, Sendable {
    package var predictiveBar: Bool
    package var hardware: Bool

    package init(predictiveBar: Bool = true, hardware: Bool = false) {
        self.predictiveBar = predictiveBar
        self.hardware = hardware
    }
}

/// The keyboard's views for a window: the keys (or the shortcuts bar) filling `frame`, the
/// home indicator over its bottom when the safe area leaves room for one. Drawn on top of the
/// window's tree (`UIViewPainter`), as iOS draws its keyboard window above the app's.
@MainActor
package func makeKeyboardViews(frame: CGRect, in bounds: CGRect, look: KeyboardLook, homeIndicatorHeight: CGFloat,
                               colors: KeyboardColors = .system, indicator: UIColor = KeyboardColors.homeIndicator) -> UIView {
    let root = UIView(frame: bounds)
    let keyboard: UIView = look.hardware
        ? ShortcutsBarView(homeIndicatorHeight: homeIndicatorHeight, colors: colors)
        : KeyboardView(predictiveBar: look.predictiveBar, homeIndicatorHeight: homeIndicatorHeight, colors: colors)
    keyboard.frame = frame
    root.addSubview(keyboard)
    if homeIndicatorHeight > 0 {
        let bar = HomeIndicatorView(color: indicator)
        bar.frame = HomeIndicatorView.frame(in: bounds)
        root.addSubview(bar)
    }
    layOut(root)
    return root
}

@MainActor
private func layOut(_ view: UIView) {
    view.layoutSubviews()
    for child in view.subviews { layOut(child) }
}

/// The home indicator: a 134 x 5 pt capsule 8 pt above the screen's bottom.
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

/// A one-line label in the system font, centred.
@MainActor
private func keyboardLabel(_ text: String, size: CGFloat, color: UIColor) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: size, weight: .regular)
    label.textColor = color
    label.textAlignment = .center
    return label
}

/// A shape layer filling its path with `fill` or stroking it with `stroke`.
@MainActor
private func keyboardShape(fill: UIColor? = nil, stroke: UIColor? = nil, lineWidth: CGFloat = 1) -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.fillColor = fill
    shape.strokeColor = stroke
    shape.lineWidth = lineWidth
    return shape
}

/// The soft keyboard as views: the predictive bar (three suggestions with hairline separators)
/// when it shows, and a QWERTY layout of `KeyView`s. Key sizes are iOS's usual proportions
/// fitted to the keyboard's height, above the home-indicator area; only the top edge matters to
/// the harness's measurements, the rest is there so a frame looks like the device.
@MainActor
package final class KeyboardView: UIView {
    required init?(coder: NSCoder) { nil }
    package static let predictiveBarHeight: CGFloat = 44
    static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    static let suggestions = ["I", "The", "I'm"]

    package let showsPredictiveBar: Bool
    /// The part of the height at the bottom left empty for the home indicator.
    package let homeIndicatorHeight: CGFloat
    private let separators: CAShapeLayer
    private let suggestionLabels: [UILabel]
    private let letterKeys: [[KeyView]]
    private let shiftKey, deleteKey, modeKey, spaceKey, returnKey: KeyView

    package init(predictiveBar: Bool, homeIndicatorHeight: CGFloat, colors: KeyboardColors) {
        showsPredictiveBar = predictiveBar
        self.homeIndicatorHeight = homeIndicatorHeight
        separators = keyboardShape(stroke: colors.secondaryText)
        suggestionLabels = predictiveBar ? Self.suggestions.map { keyboardLabel($0, size: 16, color: colors.primaryText) } : []
        letterKeys = Self.rows.map { row in row.map { KeyView(String($0), special: false, colors: colors) } }
        shiftKey = KeyView("⇧", special: true, colors: colors)
        deleteKey = KeyView("⌫", special: true, colors: colors)
        modeKey = KeyView("123", special: true, colors: colors)
        spaceKey = KeyView("space", special: false, colors: colors)
        returnKey = KeyView("return", special: true, colors: colors)
        super.init(frame: .zero)
        backgroundColor = colors.background
        layer.addSublayer(separators)
        for label in suggestionLabels { addSubview(label) }
        for (index, row) in letterKeys.enumerated() {
            if index == 2 { addSubview(shiftKey); addSubview(deleteKey) }
            for key in row { addSubview(key) }
        }
        for key in [modeKey, spaceKey, returnKey] { addSubview(key) }
    }

    package override func layoutSubviews() {
        let width = bounds.width
        var top: CGFloat = 0
        if showsPredictiveBar {
            let slot = width / 3, bar = Self.predictiveBarHeight
            let path = UIBezierPath()
            for (i, label) in suggestionLabels.enumerated() {
                let box = CGRect(x: CGFloat(i) * slot, y: 0, width: slot, height: bar)
                label.frame = box
                if i > 0 {
                    path.move(to: CGPoint(x: box.minX, y: 12))
                    path.addLine(to: CGPoint(x: box.minX, y: bar - 12))
                }
            }
            separators.path = path.cgPath
            top += bar
        }
        let sideMargin: CGFloat = 3, gap: CGFloat = 6, rowGap: CGFloat = 11, topMargin: CGFloat = 8
        let rowsHeight = bounds.height - homeIndicatorHeight - top - topMargin
        let keyHeight = min(42, (rowsHeight - 3 * rowGap - 4) / 4)
        let keyWidth = (width - 2 * sideMargin - 9 * gap) / 10
        var y = top + topMargin
        for (index, row) in letterKeys.enumerated() {
            let rowWidth = CGFloat(row.count) * keyWidth + CGFloat(row.count - 1) * gap
            var x = (width - rowWidth) / 2
            if index == 2 {
                let special = keyWidth * 1.3
                shiftKey.frame = CGRect(x: sideMargin, y: y, width: special, height: keyHeight)
                deleteKey.frame = CGRect(x: width - sideMargin - special, y: y, width: special, height: keyHeight)
            }
            for key in row {
                key.frame = CGRect(x: x, y: y, width: keyWidth, height: keyHeight)
                x += keyWidth + gap
            }
            y += keyHeight + rowGap
        }
        let modeWidth = keyWidth * 2 + gap / 2, returnWidth = keyWidth * 2.5
        modeKey.frame = CGRect(x: sideMargin, y: y, width: modeWidth, height: keyHeight)
        let spaceX = sideMargin + modeWidth + gap, returnX = width - sideMargin - returnWidth
        spaceKey.frame = CGRect(x: spaceX, y: y, width: returnX - gap - spaceX, height: keyHeight)
        returnKey.frame = CGRect(x: returnX, y: y, width: returnWidth, height: keyHeight)
    }
}

/// One key: its shadow (the key's shape 1 pt lower, #898A8D at 50 %), its face (5 pt corners;
/// the special keys darker) and its label centred (22 pt for a letter, 15 pt for a word).
@MainActor
package final class KeyView: UIView {
    required init?(coder: NSCoder) { nil }
    static let shadowColor = UIColor(rgb: 0x898A8D, alpha: 0.5)
    static let cornerRadius: CGFloat = 5
    private let shadow: CAShapeLayer
    private let face: CAShapeLayer
    package let titleLabel: UILabel

    package init(_ title: String, special: Bool, colors: KeyboardColors) {
        shadow = keyboardShape(fill: Self.shadowColor)
        face = keyboardShape(fill: special ? colors.specialKey : colors.key)
        titleLabel = keyboardLabel(title, size: title.count == 1 ? 22 : 15, color: colors.primaryText)
        super.init(frame: .zero)
        layer.addSublayer(shadow)
        layer.addSublayer(face)
        addSubview(titleLabel)
    }

    package override func layoutSubviews() {
        shadow.path = UIBezierPath(roundedRect: bounds.offsetBy(dx: 0, dy: 1), cornerRadius: Self.cornerRadius).cgPath
        face.path = UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).cgPath
        titleLabel.frame = bounds
    }
}

/// The bar iOS shows instead of the keyboard while a hardware keyboard is attached: the three
/// suggestions in a row with separators at their right edges (the middle 40 % of the row) and a
/// chevron pointing down in a 44 pt slot at the right, above the home-indicator area, which is
/// left empty. Its top edge is the input view's top (what the harness measures).
@MainActor
package final class ShortcutsBarView: UIView {
    required init?(coder: NSCoder) { nil }
    static let chevronSlot: CGFloat = 44
    static let chevronArm: CGFloat = 6
    package let homeIndicatorHeight: CGFloat
    private let separators: CAShapeLayer
    private let chevron: CAShapeLayer
    private let labels: [UILabel]

    package init(homeIndicatorHeight: CGFloat, colors: KeyboardColors) {
        self.homeIndicatorHeight = homeIndicatorHeight
        separators = keyboardShape(stroke: colors.secondaryText)
        chevron = keyboardShape(stroke: colors.primaryText, lineWidth: 2)
        labels = KeyboardView.suggestions.map { keyboardLabel($0, size: 16, color: colors.primaryText) }
        super.init(frame: .zero)
        backgroundColor = colors.background
        layer.addSublayer(separators)
        layer.addSublayer(chevron)
        for label in labels { addSubview(label) }
    }

    package override func layoutSubviews() {
        let rowHeight = max(0, bounds.height - homeIndicatorHeight)
        for label in labels { label.isHidden = rowHeight <= 0 }
        separators.path = nil
        chevron.path = nil
        guard rowHeight > 0 else { return }
        let row = CGRect(x: 0, y: 0, width: bounds.width - Self.chevronSlot, height: rowHeight)
        let slot = row.width / CGFloat(labels.count)
        let lines = UIBezierPath()
        for (i, label) in labels.enumerated() {
            let box = CGRect(x: CGFloat(i) * slot, y: 0, width: slot, height: rowHeight)
            label.frame = box
            lines.move(to: CGPoint(x: box.maxX, y: rowHeight * 0.3))
            lines.addLine(to: CGPoint(x: box.maxX, y: rowHeight - rowHeight * 0.3))
        }
        separators.path = lines.cgPath
        let centre = CGPoint(x: bounds.width - Self.chevronSlot / 2, y: row.midY), arm = Self.chevronArm
        let path = UIBezierPath()
        path.move(to: CGPoint(x: centre.x - arm, y: centre.y - arm / 2))
        path.addLine(to: CGPoint(x: centre.x, y: centre.y + arm / 2))
        path.move(to: CGPoint(x: centre.x, y: centre.y + arm / 2))
        path.addLine(to: CGPoint(x: centre.x + arm, y: centre.y - arm / 2))
        chevron.path = path.cgPath
    }
}
