import HarnessDrawing
import HarnessGeometry
import HarnessText

/// Lays out one-line labels with the pinned fonts and places them in boxes.
struct LabelMaker {
    private let regular: TrueTypeFont
    private let bold: TrueTypeFont

    init() throws {
        regular = try TrueTypeFont.pinned(.regular)
        bold = try TrueTypeFont.pinned(.bold)
    }

    private func layout(_ text: String, face: FontFace, size: Double) -> (TextLayout, FontMetrics) {
        let font = face == .bold ? bold : regular
        return (TextLayout(text: text, font: font, face: face, pointSize: size, width: .greatestFiniteMagnitude),
                FontMetrics(font: font, pointSize: size))
    }

    /// Centres the label in `box`, its ink box (ascent over descent) centred vertically.
    func centered(_ text: String, face: FontFace, size: Double, in box: Rect, color: Color, into list: inout DisplayList) {
        let (layout, metrics) = layout(text, face: face, size: size)
        let width = layout.lines.first?.width ?? 0
        let top = box.midY - metrics.lineHeight / 2
        list.append(.glyphs(layout.glyphRun.offsetBy(dx: box.midX - width / 2, dy: top), color: color))
    }

    /// Places the label at the left of `box`, centred vertically.
    func leading(_ text: String, face: FontFace, size: Double, in box: Rect, color: Color, into list: inout DisplayList) {
        let (layout, metrics) = layout(text, face: face, size: size)
        list.append(.glyphs(layout.glyphRun.offsetBy(dx: box.minX, dy: box.midY - metrics.lineHeight / 2), color: color))
    }

    /// Places the label with its line's top-left at `origin`.
    func topLeading(_ text: String, face: FontFace, size: Double, at origin: Point, color: Color,
                    into list: inout DisplayList) {
        let (layout, _) = layout(text, face: face, size: size)
        list.append(.glyphs(layout.glyphRun.offsetBy(dx: origin.x, dy: origin.y), color: color))
    }
}
