import HarnessDrawing
import HarnessGeometry
import HarnessSheet
import HarnessText

/// Lays out one-line labels through the text engine and places them in boxes. A label's line is
/// as tall as the system font's at its size (`SystemLineMetrics`), as a UILabel's is.
struct LabelMaker {
    private let engine: TextEngine

    init() throws {
        engine = try TextEngine.shared()
    }

    private func layout(_ text: String, face: FontFace, size: Double) throws -> TextLayout {
        try TextLayout(text: text, face: face, pointSize: size, width: .greatestFiniteMagnitude, metrics: nil,
                       engine: engine)
    }

    private func append(_ layout: TextLayout, dx: Double, dy: Double, color: Color, into list: inout DisplayList) {
        for run in layout.glyphRuns { list.append(.glyphs(run.offsetBy(dx: dx, dy: dy), color: color)) }
    }

    /// Centres the label in `box`: its line box centred vertically, its ink width horizontally.
    func centered(_ text: String, face: FontFace, size: Double, in box: Rect, color: Color,
                  into list: inout DisplayList) throws {
        let made = try layout(text, face: face, size: size)
        let width = made.lines.first?.width ?? 0
        append(made, dx: box.midX - width / 2, dy: box.midY - made.lineHeight / 2, color: color, into: &list)
    }

    /// Places the label at the left of `box`, centred vertically.
    func leading(_ text: String, face: FontFace, size: Double, in box: Rect, color: Color,
                 into list: inout DisplayList) throws {
        let made = try layout(text, face: face, size: size)
        append(made, dx: box.minX, dy: box.midY - made.lineHeight / 2, color: color, into: &list)
    }

    /// Places the label with its line's top-left at `origin`.
    func topLeading(_ text: String, face: FontFace, size: Double, at origin: Point, color: Color,
                    into list: inout DisplayList) throws {
        append(try layout(text, face: face, size: size), dx: origin.x, dy: origin.y, color: color, into: &list)
    }
}
