import HarnessDrawing
import HarnessGeometry
import HarnessSheet
import HarnessText

/// Turns the model's state into a display list of what the screen shows, back to front: the
/// dimmed app behind, the sheet and its scrolled content (clipped to the sheet), the caret, the
/// bottom edge effect over it, the pinned header with its edge effect, the bottom button, the
/// keyboard and the home indicator. Both edge effects are fades to the sheet's background
/// (`EdgeEffects` says where they sit); on the device they also blur, which is not drawn.
public struct SheetPainter {
    public let screen: TextStyleEditScreen
    public let appearance: Appearance
    private let palette: Palette
    private let labels: LabelMaker
    /// The button and keyboard as presented mid-animation; nil draws the model's frames.
    public var chrome: PresentedChrome?

    public init(screen: TextStyleEditScreen, appearance: Appearance) throws {
        self.screen = screen
        self.appearance = appearance
        self.palette = appearance.palette
        self.labels = try LabelMaker()
    }

    /// The frame's display list, in screen points.
    public func paint() throws -> DisplayList {
        let sheet = screen.sheet
        var list = DisplayList(size: sheet.bounds.size)
        paintBackdrop(into: &list)
        let sheetRect = Rect(x: sheet.headerRect.minX, y: sheet.sheetTopOnScreen, width: sheet.sheetWidth,
                             height: sheet.bounds.height - sheet.sheetTopOnScreen)
        let radii = CornerRadii.top(ResizableSheetComponent.Metrics.cornerRadius)
        list.append(.fill(sheetRect, radii: radii, color: palette.sheetBackground))
        list.append(.pushClip(sheetRect, radii: radii))
        try paintContent(into: &list)
        // Over the content and its caret (both scroll), under the button; clipped to the sheet.
        list.append(EdgeEffects.bottom(button: chrome?.button ?? sheet.buttonRect, sheetMinX: sheet.sheetMinX,
                                       sheetWidth: sheet.sheetWidth, screenHeight: sheet.bounds.height,
                                       color: palette.sheetBackground))
        list.append(.popClip)
        try paintHeader(into: &list)
        try paintButton(into: &list)
        if let keyboard = chrome.map(\.keyboard) ?? sheet.keyboardRect {
            // The variant's safe bottom (landscape has its own); a hardware keyboard shows only its bar.
            let homeIndicator = screen.variant.safeArea.bottom
            if screen.variant.keyboard == .hardware {
                try ShortcutsBarPainter(palette: palette, labels: labels, homeIndicatorHeight: homeIndicator)
                    .paint(in: keyboard, into: &list)
            } else {
                try KeyboardPainter(palette: palette, labels: labels, predictiveBar: screen.predictiveBar,
                                homeIndicatorHeight: homeIndicator).paint(in: keyboard, into: &list)
            }
        }
        paintHomeIndicator(into: &list)
        return list
    }

    private func paintBackdrop(into list: inout DisplayList) {
        let full = Rect(origin: .zero, size: list.size)
        let appBackground = appearance == .light ? Color(hex: 0xFFFFFF) : Color(hex: 0x000000)
        list.append(.fill(full, radii: .none, color: appBackground))
        list.append(.fill(full, radii: .none, color: Color(hex: 0x000000, alpha: ResizableSheetComponent.Metrics.dimmingAlpha)))
    }

    private func onScreen(_ view: HarnessGeometry.View) -> Rect {
        view.convert(view.bounds, to: screen.sheet)
    }

    private func paintContent(into list: inout DisplayList) throws {
        let content = screen.content
        let emoji = onScreen(content.emojiView)
        list.append(.fillEllipse(emoji, color: palette.tint.withAlpha(0.15)))
        try labels.centered("\u{1F4AC}", face: .regular, size: 48, in: emoji, color: palette.primaryText, into: &list)
        for field in FieldID.allCases {
            let row = screen.fieldView(field)
            list.append(.fill(onScreen(row), radii: .all(ListSectionView.cornerRadius), color: palette.sectionBackground))
            try paintText(of: field, into: &list)
        }
        if let delete = content.deleteSection {
            let rect = onScreen(delete)
            list.append(.fill(rect, radii: .all(ListSectionView.cornerRadius), color: palette.sectionBackground))
            try labels.centered("Delete Style", face: .regular, size: 17, in: rect, color: palette.destructive, into: &list)
        }
        let link = onScreen(content.linkRow)
        let boxSize = ContentMetrics.linkCheckboxSize
        let box = Rect(x: link.minX, y: link.minY, width: boxSize, height: boxSize)
        list.append(.stroke(box.insetBy(dx: 0.75, dy: 0.75), radii: .all(5), lineWidth: 1.5, color: palette.secondaryText))
        let labelBox = Rect(x: box.maxX + ContentMetrics.linkLabelSpacing, y: link.minY,
                            width: link.width - boxSize - ContentMetrics.linkLabelSpacing, height: boxSize)
        try labels.leading("Add a link", face: .regular, size: ContentMetrics.linkLabelPointSize, in: labelBox,
                       color: palette.primaryText, into: &list)
    }

    private func paintText(of field: FieldID, into list: inout DisplayList) throws {
        let textView = screen.textView(field)
        let frame = onScreen(textView)
        let inset = textView.textContainerInset
        let textOrigin = Point(x: frame.minX + inset.left, y: frame.minY + inset.top)
        if textView.text.isEmpty {
            let row = screen.fieldView(field)
            try labels.topLeading(row.placeholder, face: textView.face, size: textView.pointSize, at: textOrigin,
                              color: palette.secondaryText, into: &list)
        } else if let layout = textView.layout {
            for run in layout.glyphRuns {
                list.append(.glyphs(run.offsetBy(dx: textOrigin.x, dy: textOrigin.y), color: palette.primaryText))
            }
        }
        if screen.focusedField == field {
            let caret = textView.caretRectAtSelectionEnd
            if !caret.isNull {
                list.append(.fill(textView.convert(caret, to: screen.sheet), radii: .none, color: palette.tint))
            }
        }
    }

    private func paintHeader(into list: inout DisplayList) throws {
        let m = ResizableSheetComponent.Metrics.self
        let header = screen.sheet.headerRect
        list.append(EdgeEffects.top(header: header, cornerRadius: m.cornerRadius, color: palette.sheetBackground))
        let titleBox = Rect(x: header.minX + m.titleBoxSideInset, y: header.minY + m.titleCenterY - m.titleBoxHeight / 2,
                            width: header.width - 2 * m.titleBoxSideInset, height: m.titleBoxHeight)
        try labels.centered(screen.mode.title, face: .bold, size: 17, in: titleBox, color: palette.primaryText, into: &list)
        let close = Rect(x: header.minX + m.closeButtonOrigin, y: header.minY + m.closeButtonOrigin,
                         width: m.closeButtonSize, height: m.closeButtonSize)
        list.append(.fillEllipse(close, color: palette.secondaryText.withAlpha(0.12)))
        let arm = 7.0
        for (dx0, dx1) in [(-arm, arm), (arm, -arm)] {
            list.append(.line(from: Point(x: close.midX + dx0, y: close.midY - arm),
                              to: Point(x: close.midX + dx1, y: close.midY + arm), lineWidth: 2, color: palette.primaryText))
        }
    }

    private func paintButton(into list: inout DisplayList) throws {
        let button = chrome?.button ?? screen.sheet.buttonRect
        list.append(.fill(button, radii: .all(button.height / 2), color: palette.tint))
        try labels.centered(screen.mode.buttonTitle, face: .bold, size: 17, in: button, color: palette.buttonText, into: &list)
    }

    private func paintHomeIndicator(into list: inout DisplayList) {
        guard screen.variant.safeArea.bottom > 0 else { return }
        let size = list.size
        let bar = Rect(x: (size.width - 134) / 2, y: size.height - 8 - 5, width: 134, height: 5)
        list.append(.fill(bar, radii: .all(2.5), color: appearance == .light ? Color(hex: 0x000000) : Color(hex: 0xFFFFFF)))
    }
}
