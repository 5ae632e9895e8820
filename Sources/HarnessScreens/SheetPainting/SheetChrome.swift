import HarnessCore
import UIKit
import Foundation

/// The sheet's look, added to the sheet's own view tree when it is first drawn (`SheetPainter`)
/// and set from that tree at each drawing: the app behind and its dimming under everything; the
/// sheet's rounded background (`sheetView`, which clips the scrolled column) with the bottom edge
/// effect over the scroll view; in the column, the emoji circle, the delete section and the link
/// row at the column's rhythm (`ContentLayout`), the sections' colour, each field's text colour,
/// placeholder and, in the focused one, the caret (a tint-coloured view over the text, as UIKit's
/// caret is); then the header, the button's colours, the keyboard or shortcuts bar in the
/// sheet's keyboard view (hidden while it is below the screen) and the home indicator. The look
/// adds views and colours and changes no fact a frame records: where it moves the sheet's
/// background it moves the scroll view back by as much, so the scroll view stays where it is on
/// screen, and the caret view sits at the text view's own `caretRect`.
///
/// A sweep that does not draw never makes one. A look is made for one appearance; drawing the
/// same sheet in the other appearance makes it again.
@MainActor
final class SheetChrome {
    let appearance: Appearance
    private let colors: SheetColors
    private let dim = UIView()
    private let emoji: EmojiCircleView
    private let deleteSection: DeleteSectionView?
    private let linkRow: LinkRowView
    private let bottomFade: EdgeFadeView
    private let header: SheetHeaderView
    private let input: UIView
    private let indicator: HomeIndicatorView?
    private var placeholders: [FieldID: UILabel] = [:]
    private var carets: [FieldID: UIView] = [:]

    /// The look for `screen` in `appearance`, kept on its sheet: made the first time, made again
    /// in another appearance; set to the screen's state (as presented, mid-animation).
    static func installed(on screen: TextStyleEditScreen, appearance: Appearance) -> SheetChrome {
        let sheet = screen.sheet
        if let kept = sheet.look, kept.appearance == appearance {
            kept.update(screen)
            return kept
        }
        sheet.look?.remove()
        let made = SheetChrome(screen: screen, appearance: appearance)
        sheet.look = made
        made.update(screen)
        return made
    }

    private init(screen: TextStyleEditScreen, appearance: Appearance) {
        self.appearance = appearance
        let sheet = screen.sheet
        let palette = appearance.palette
        colors = SheetColors(palette)
        sheet.backgroundColor = appearance == .light ? .white : .black
        dim.frame = sheet.bounds
        dim.backgroundColor = UIColor(rgb: 0x000000, alpha: ResizableSheetComponent.Metrics.dimmingAlpha)
        sheet.insertSubview(dim, at: 0)
        sheet.sheetView.backgroundColor = colors.sheetBackground
        sheet.sheetView.layer.cornerRadius = ResizableSheetComponent.Metrics.cornerRadius
        sheet.sheetView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        emoji = EmojiCircleView(emoji: "\u{1F4AC}", colors: colors)
        deleteSection = sheet.hasDeleteSection ? DeleteSectionView(colors: colors) : nil
        linkRow = LinkRowView(colors: colors)
        let content = screen.content
        content.insertSubview(emoji, at: 0)
        deleteSection.map(content.addSubview)
        content.addSubview(linkRow)
        for field in FieldID.allCases {
            let textView = screen.textView(field)
            textView.textColor = colors.primaryText
            // The caret the look draws (below) is the text view's own caretRect, over the text
            // and unclipped by the text view; UIKit's own caret is clear so that it is drawn
            // once. Drawn by the text view it would be clipped at the text view's presented
            // bounds while a new line grows it, which the sheet's motion goldens do not show.
            textView.tintColor = .clear
            let section = screen.section(field)
            section.backgroundColor = colors.sectionBackground
            let placeholder = makeLabel(TextStyleEditScreen.placeholder(field), size: textView.font?.pointSize ?? 17,
                                        weight: textView.font?.weight ?? .regular, color: colors.secondaryText, alignment: .natural)
            section.addSubview(placeholder)
            placeholders[field] = placeholder
            let caret = UIView()
            caret.backgroundColor = colors.tint
            section.addSubview(caret)
            carets[field] = caret
        }
        bottomFade = EdgeFadeView(stops: Self.stops(palette.sheetBackground))
        sheet.sheetView.addSubview(bottomFade)
        header = SheetHeaderView(title: screen.mode.title, fadeStops: Self.stops(palette.sheetBackground), colors: colors)
        sheet.buttonView.apply(colors)
        // The variant's safe bottom (landscape has its own); a hardware keyboard shows only its bar.
        let homeIndicator = screen.variant.safeArea.bottom
        input = screen.variant.keyboard == .hardware
            ? ShortcutsBarView(homeIndicatorHeight: homeIndicator, colors: KeyboardColors(colors))
            : KeyboardView(predictiveBar: screen.predictiveBar, homeIndicatorHeight: homeIndicator, colors: KeyboardColors(colors))
        indicator = homeIndicator > 0 ? HomeIndicatorView(color: appearance == .light ? .black : .white) : nil
        sheet.insertSubview(header, belowSubview: sheet.buttonView)
        sheet.keyboardView.addSubview(input)
        if let indicator {
            indicator.frame = HomeIndicatorView.frame(in: sheet.bounds)
            sheet.addSubview(indicator)
        }
    }

    /// Takes the look off the sheet's tree.
    private func remove() {
        let views: [UIView?] = [dim, emoji, deleteSection, linkRow, bottomFade, header, input, indicator]
        for view in views.compactMap({ $0 }) + Array(placeholders.values) + Array(carets.values) { view.removeFromSuperview() }
    }

    /// Sets the look from the sheet's state: where the sheet's top is, the decorations at the
    /// column's rhythm, each field's placeholder and caret, the overlays (where the button and
    /// the keyboard are as presented).
    private func update(_ screen: TextStyleEditScreen) {
        let sheet = screen.sheet
        sheet.placeSheetView()
        let sheetRect = sheet.sheetRect
        let layout = sheet.contentLayout
        emoji.frame = layout.emoji
        if let deleteSection, let frame = layout.deleteSection { deleteSection.frame = frame }
        linkRow.frame = layout.linkRow
        screen.content.layoutIfNeeded()
        for field in FieldID.allCases {
            let textView = screen.textView(field), section = screen.section(field)
            let empty = textView.laidOutText == nil || (textView.text ?? "").isEmpty
            if let placeholder = placeholders[field] {
                // Where the text container's first line starts, in the section's space.
                let origin = textView.convert(CGPoint(x: textView.textContainerInset.left + textView.textContainer.lineFragmentPadding,
                                                      y: textView.textContainerInset.top), to: section)
                placeholder.isHidden = !empty
                placeholder.frame = CGRect(origin: origin, size: placeholder.sizeThatFits(.zero))
            }
            let caret = screen.caretRect(field)
            let shown = screen.focusedField == field && !caret.isNull
            carets[field]?.isHidden = !shown
            carets[field]?.frame = shown ? textView.convert(caret, to: section) : .zero
        }
        let buttonRect = Rect(sheet.buttonView.frame)
        let band = EdgeEffects.bottomRect(button: buttonRect, sheetMinX: sheet.sheetMinX, sheetWidth: sheet.sheetWidth,
                                          screenHeight: Double(sheet.bounds.height))
        bottomFade.frame = CGRect(band.offsetBy(dx: -sheetRect.minX, dy: -sheetRect.minY))
        bottomFade.clearEdge = 0
        bottomFade.opaqueEdge = buttonRect.maxY - band.minY
        header.frame = CGRect(sheet.headerRect)
        let keyboard = sheet.keyboardView
        keyboard.isHidden = keyboard.frame.minY >= sheet.bounds.height || keyboard.frame.height <= 0
        input.frame = keyboard.bounds
    }

    /// The sheet's tree drawn by the painter for any view tree.
    func paint(_ sheet: ResizableSheetComponent.View) -> DisplayList {
        sheet.layoutIfNeeded()
        var list = DisplayList(size: Size(sheet.bounds.size))
        UIViewPainter().paint(sheet, alpha: 1, into: &list)
        return list
    }

    /// The edge effects' stops (`EdgeEffects.stops`) as a gradient layer's colours.
    static func stops(_ color: Color) -> [(offset: CGFloat, color: UIColor)] {
        EdgeEffects.stops(color: color).map { (CGFloat($0.offset), UIColor($0.color)) }
    }
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
