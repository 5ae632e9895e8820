import HarnessDrawing
import HarnessGeometry
import HarnessSheet
import SheetViews
import UIKit
import UIKitPainter

/// The sheet as a UIView tree, its frames set from the model's layout (a parent sets a child's
/// frame; each view lays out its own children against its bounds): the app behind and its
/// dimming; the sheet, rounded at the top and clipping, holding the content column (the emoji
/// circle, the two fields' sections with their text, placeholder and caret, the delete section,
/// the link row) where the model's scroll puts it, and the bottom edge effect; the header; the
/// button; the keyboard or shortcuts bar; the home indicator.
@MainActor
struct SheetViewTree {
    let root: UIView

    init(screen: TextStyleEditScreen, appearance: Appearance, chrome: PresentedChrome?) {
        let sheet = screen.sheet
        let palette = appearance.palette
        let colors = SheetColors(palette)
        root = UIView(frame: Self.rect(Rect(origin: .zero, size: sheet.bounds.size)))
        root.backgroundColor = appearance == .light ? .white : .black
        let dim = UIView(frame: root.bounds)
        dim.backgroundColor = UIColor(rgb: 0x000000, alpha: ResizableSheetComponent.Metrics.dimmingAlpha)
        root.addSubview(dim)

        let sheetRect = Rect(x: sheet.headerRect.minX, y: sheet.sheetTopOnScreen, width: sheet.sheetWidth,
                             height: sheet.bounds.height - sheet.sheetTopOnScreen)
        let sheetView = UIView(frame: Self.rect(sheetRect))
        sheetView.backgroundColor = colors.sheetBackground
        sheetView.layer.cornerRadius = ResizableSheetComponent.Metrics.cornerRadius
        sheetView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheetView.clipsToBounds = true
        root.addSubview(sheetView)
        let model = screen.content
        let column = UIView(frame: Self.rect(model.convert(model.bounds, to: sheet).offsetBy(dx: -sheetRect.minX, dy: -sheetRect.minY)))
        sheetView.addSubview(column)
        Self.addContent(of: screen, to: column, colors: colors)

        let button = chrome?.button ?? sheet.buttonRect
        let band = EdgeEffects.bottomRect(button: button, sheetMinX: sheet.sheetMinX, sheetWidth: sheet.sheetWidth,
                                          screenHeight: sheet.bounds.height)
        let bottomFade = EdgeFadeView(stops: Self.stops(palette.sheetBackground))
        bottomFade.frame = Self.rect(band.offsetBy(dx: -sheetRect.minX, dy: -sheetRect.minY))
        bottomFade.clearEdge = 0
        bottomFade.opaqueEdge = button.maxY - band.minY
        sheetView.addSubview(bottomFade)

        let header = SheetHeaderView(title: screen.mode.title, fadeStops: Self.stops(palette.sheetBackground), colors: colors)
        header.frame = Self.rect(sheet.headerRect)
        root.addSubview(header)
        let buttonView = SheetButtonView(title: screen.mode.buttonTitle, colors: colors)
        buttonView.frame = Self.rect(button)
        root.addSubview(buttonView)
        if let keyboard = chrome.map(\.keyboard) ?? sheet.keyboardRect {
            // The variant's safe bottom (landscape has its own); a hardware keyboard shows only its bar.
            let homeIndicator = screen.variant.safeArea.bottom
            let input: UIView = screen.variant.keyboard == .hardware
                ? ShortcutsBarView(homeIndicatorHeight: homeIndicator, colors: colors)
                : KeyboardView(predictiveBar: screen.predictiveBar, homeIndicatorHeight: homeIndicator, colors: colors)
            input.frame = Self.rect(keyboard)
            root.addSubview(input)
        }
        if screen.variant.safeArea.bottom > 0 {
            let indicator = HomeIndicatorView(color: appearance == .light ? .black : .white)
            indicator.frame = HomeIndicatorView.frame(in: root.bounds)
            root.addSubview(indicator)
        }
    }

    /// The column's views at the model's frames (in the column's space).
    private static func addContent(of screen: TextStyleEditScreen, to column: UIView, colors: SheetColors) {
        let model = screen.content
        let emoji = EmojiCircleView(emoji: "\u{1F4AC}", colors: colors)
        emoji.frame = rect(model.emojiView.frame)
        column.addSubview(emoji)
        for field in FieldID.allCases {
            let row = screen.fieldView(field)
            let textView = screen.textView(field)
            let section = FieldSectionView(
                placeholder: row.placeholder,
                font: .systemFont(ofSize: textView.pointSize, weight: textView.face == .bold ? .bold : .regular), colors: colors)
            section.frame = rect(row.convert(row.bounds, to: model))
            let textFrame = textView.convert(textView.bounds, to: row)
            section.textOrigin = CGPoint(x: textFrame.minX + textView.textContainerInset.left,
                                         y: textFrame.minY + textView.textContainerInset.top)
            section.wrapWidth = textView.layout?.width ?? 0
            section.text = textView.layout == nil ? "" : textView.text
            let caret = textView.caretRectAtSelectionEnd
            section.caret = screen.focusedField == field && !caret.isNull ? rect(textView.convert(caret, to: row)) : nil
            column.addSubview(section)
        }
        if let delete = model.deleteSection {
            let view = DeleteSectionView(colors: colors)
            view.frame = rect(delete.frame)
            column.addSubview(view)
        }
        let link = LinkRowView(colors: colors)
        link.frame = rect(model.linkRow.frame)
        column.addSubview(link)
    }

    /// The tree drawn by the painter for any view tree.
    func paint() -> DisplayList {
        root.layoutIfNeeded()
        var list = DisplayList(size: Size(width: Double(root.bounds.width), height: Double(root.bounds.height)))
        UIViewPainter().paint(root, alpha: 1, into: &list)
        return list
    }

    /// The edge effects' stops (`EdgeEffects.stops`) as a gradient layer's colours.
    static func stops(_ color: Color) -> [(offset: CGFloat, color: UIColor)] {
        EdgeEffects.stops(color: color).map { (CGFloat($0.offset), UIColor($0.color)) }
    }

    static func rect(_ r: Rect) -> CGRect { CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}

extension SheetColors {
    init(_ p: Palette) {
        self.init(tint: UIColor(p.tint), sheetBackground: UIColor(p.sheetBackground), sectionBackground: UIColor(p.sectionBackground),
                  primaryText: UIColor(p.primaryText), secondaryText: UIColor(p.secondaryText),
                  keyboardBackground: UIColor(p.keyboardBackground), key: UIColor(p.key), specialKey: UIColor(p.specialKey),
                  destructive: UIColor(p.destructive), buttonText: UIColor(p.buttonText))
    }
}

extension UIColor {
    /// The harness colour as a UIColor, the same in every trait collection.
    convenience init(_ c: Color) { self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }
}
