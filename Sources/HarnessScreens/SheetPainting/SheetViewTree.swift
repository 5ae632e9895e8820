import HarnessCore
import UIKit
import Foundation

/// The sheet as a UIView tree, its frames set from the model's layout (a parent sets a child's
/// frame; each view lays out its own children against its bounds): the app behind and its
/// dimming; the sheet, rounded at the top and clipping, holding the content column (the emoji
/// circle, the two fields' sections with their text, placeholder and caret, the delete section,
/// the link row) where the model's scroll puts it, and the bottom edge effect; the header; the
/// button; the keyboard or shortcuts bar (hidden while no keyboard shows); the home indicator.
///
/// A tree depends only on the variant, the mode and the appearance (`Key`); frames, text,
/// caret and keyboard change per frame. So a tree is made once per key and kept (`cached`),
/// and each frame only sets what changed, as UIKit keeps a screen's views between frames.
@MainActor
final class SheetViewTree {
    struct Key: Hashable {
        let variant: Variant
        let mode: SheetMode
        let appearance: Appearance
    }

    let root: UIView
    private let sheetView = UIView()
    private let column = UIView()
    private let emoji: EmojiCircleView
    private let sections: [FieldID: FieldSectionView]
    private let deleteSection: DeleteSectionView?
    private let linkRow: LinkRowView
    private let bottomFade: EdgeFadeView
    private let header: SheetHeaderView
    private let button: SheetButtonView
    private let input: UIView

    private static var trees: [Key: SheetViewTree] = [:]
    /// At most this many trees are kept (a sweep's cells each have their own variant).
    static let cacheLimit = 32

    /// The kept tree for `screen`'s variant and mode in `appearance` (made the first time), set
    /// to `screen`'s state and `chrome`.
    static func cached(for screen: TextStyleEditScreen, appearance: Appearance, chrome: PresentedChrome?) -> SheetViewTree {
        let key = Key(variant: screen.variant, mode: screen.mode, appearance: appearance)
        let tree: SheetViewTree
        if let kept = trees[key] {
            tree = kept
        } else {
            if trees.count >= cacheLimit { trees.removeAll() }
            tree = SheetViewTree(screen: screen, appearance: appearance)
            trees[key] = tree
        }
        tree.update(screen, chrome: chrome)
        return tree
    }

    init(screen: TextStyleEditScreen, appearance: Appearance) {
        let sheet = screen.sheet
        let palette = appearance.palette
        let colors = SheetColors(palette)
        root = UIView(frame: CGRect(origin: .zero, size: sheet.bounds.size))
        root.backgroundColor = appearance == .light ? .white : .black
        let dim = UIView(frame: root.bounds)
        dim.backgroundColor = UIColor(rgb: 0x000000, alpha: ResizableSheetComponent.Metrics.dimmingAlpha)
        root.addSubview(dim)
        sheetView.backgroundColor = colors.sheetBackground
        sheetView.layer.cornerRadius = ResizableSheetComponent.Metrics.cornerRadius
        sheetView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheetView.clipsToBounds = true
        root.addSubview(sheetView)
        sheetView.addSubview(column)
        emoji = EmojiCircleView(emoji: "\u{1F4AC}", colors: colors)
        column.addSubview(emoji)
        var sections: [FieldID: FieldSectionView] = [:]
        for field in FieldID.allCases {
            let section = FieldSectionView(
                placeholder: TextStyleEditScreen.placeholder(field), font: screen.textView(field).font ?? .systemFont(ofSize: 17),
                colors: colors)
            sections[field] = section
            column.addSubview(section)
        }
        self.sections = sections
        deleteSection = screen.sheet.hasDeleteSection ? DeleteSectionView(colors: colors) : nil
        deleteSection.map(column.addSubview)
        linkRow = LinkRowView(colors: colors)
        column.addSubview(linkRow)
        bottomFade = EdgeFadeView(stops: Self.stops(palette.sheetBackground))
        sheetView.addSubview(bottomFade)
        header = SheetHeaderView(title: screen.mode.title, fadeStops: Self.stops(palette.sheetBackground), colors: colors)
        root.addSubview(header)
        button = SheetButtonView(title: screen.mode.buttonTitle, colors: colors)
        root.addSubview(button)
        // The variant's safe bottom (landscape has its own); a hardware keyboard shows only its bar.
        let homeIndicator = screen.variant.safeArea.bottom
        input = screen.variant.keyboard == .hardware
            ? ShortcutsBarView(homeIndicatorHeight: homeIndicator, colors: KeyboardColors(colors))
            : KeyboardView(predictiveBar: screen.predictiveBar, homeIndicatorHeight: homeIndicator, colors: KeyboardColors(colors))
        root.addSubview(input)
        if homeIndicator > 0 {
            let indicator = HomeIndicatorView(color: appearance == .light ? .black : .white)
            indicator.frame = HomeIndicatorView.frame(in: root.bounds)
            root.addSubview(indicator)
        }
    }

    /// Sets every frame, text and caret from the sheet's view tree (and the presented button and
    /// keyboard).
    func update(_ screen: TextStyleEditScreen, chrome: PresentedChrome?) {
        let sheet = screen.sheet
        let sheetRect = Rect(x: sheet.headerRect.minX, y: sheet.sheetTopOnScreen, width: sheet.sheetWidth,
                             height: Double(sheet.bounds.height) - sheet.sheetTopOnScreen)
        sheetView.frame = Self.rect(sheetRect)
        let content = screen.content
        column.frame = content.convert(content.bounds, to: sheet).offsetBy(dx: -sheetRect.minX, dy: -sheetRect.minY)
        let layout = sheet.contentLayout
        emoji.frame = layout.emoji
        for field in FieldID.allCases {
            guard let section = sections[field] else { continue }
            let textView = screen.textView(field)
            let list = screen.section(field)
            section.frame = list.frame
            let textFrame = textView.convert(textView.bounds, to: list)
            section.textOrigin = CGPoint(x: textFrame.minX + textView.textContainerInset.left + textView.textContainer.lineFragmentPadding,
                                         y: textFrame.minY + textView.textContainerInset.top)
            let laidOut = textView.laidOutText
            section.wrapWidth = laidOut.map { CGFloat($0.layout.width) } ?? 0
            section.text = laidOut == nil ? "" : textView.text
            let caret = screen.caretRect(field)
            section.caret = screen.focusedField == field && !caret.isNull ? textView.convert(caret, to: list) : nil
        }
        if let deleteSection, let frame = layout.deleteSection { deleteSection.frame = frame }
        linkRow.frame = layout.linkRow
        let buttonRect = chrome?.button ?? sheet.buttonRect
        let band = EdgeEffects.bottomRect(button: buttonRect, sheetMinX: sheet.sheetMinX, sheetWidth: sheet.sheetWidth,
                                          screenHeight: sheet.bounds.height)
        bottomFade.frame = Self.rect(band.offsetBy(dx: -sheetRect.minX, dy: -sheetRect.minY))
        bottomFade.clearEdge = 0
        bottomFade.opaqueEdge = buttonRect.maxY - band.minY
        header.frame = Self.rect(sheet.headerRect)
        button.frame = Self.rect(buttonRect)
        let keyboard = chrome.map(\.keyboard) ?? sheet.keyboardRect
        input.isHidden = keyboard == nil
        if let keyboard { input.frame = Self.rect(keyboard) }
    }

    /// The tree drawn by the painter for any view tree.
    func paint() -> DisplayList {
        root.layoutIfNeeded()
        var list = DisplayList(size: Size(root.bounds.size))
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

extension KeyboardColors {
    /// The sheet's keyboard colours, from its appearance's palette.
    package init(_ c: SheetColors) {
        self.init(primaryText: c.primaryText, secondaryText: c.secondaryText, background: c.keyboardBackground,
                  key: c.key, specialKey: c.specialKey)
    }
}

extension UIColor {
    /// The harness colour as a UIColor, the same in every trait collection.
    convenience init(_ c: Color) { self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }
}
