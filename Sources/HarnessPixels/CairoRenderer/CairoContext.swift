import CCairo
import HarnessCore

/// A cairo drawing context on one surface, set up for the harness's fixed text rendering:
/// grey antialiasing, no hinting and unhinted metrics, so glyphs depend only on the font file.
final class CairoContext {
    private let handle: OpaquePointer
    // cairo_create references the surface too; holding it keeps the Swift side's lifetimes obvious.
    private let surface: CairoSurface

    init(surface: CairoSurface) throws {
        let context = cairo_create(surface.handle)!
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw RenderError.cairoFailure("cairo_create", status)
        }
        handle = context
        self.surface = surface

        let options = try FontRendering.makeOptions()
        defer { cairo_font_options_destroy(options) }
        cairo_set_font_options(context, options)
        try check("cairo_set_font_options")
    }

    deinit {
        cairo_destroy(handle)
    }

    /// Throws if any earlier call put the context in an error state; cairo ignores every call after that.
    func check(_ operation: String) throws {
        let status = cairo_status(handle)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairoFailure(operation, status) }
    }

    /// Makes one unit of every later coordinate `factor` pixels.
    func scale(by factor: Double) {
        cairo_scale(handle, factor, factor)
    }

    func fill(_ rect: Rect, radii: CornerRadii, color: Color) {
        addRoundedRect(rect, radii: radii)
        setSource(color)
        cairo_fill(handle)
    }

    /// Fills a rounded rectangle with `pattern`; the pattern's points are read in the current
    /// (scaled) user space, so they are screen points like the rectangle's.
    func fill(_ rect: Rect, radii: CornerRadii, pattern: CairoLinearPattern) {
        addRoundedRect(rect, radii: radii)
        cairo_set_source(handle, pattern.handle)
        cairo_fill(handle)
    }

    func fillEllipse(in rect: Rect, color: Color) {
        let r = rect.intersection(Self.representableArea)
        // A flat ellipse would need a singular matrix, which puts cairo in a permanent error state.
        guard !r.isEmpty else { return }
        cairo_save(handle)
        cairo_translate(handle, r.midX, r.midY)
        cairo_scale(handle, r.width / 2, r.height / 2)
        cairo_arc(handle, 0, 0, 1, 0, 2 * .pi)
        // The path keeps the shape it was built with; restoring only brings the unit scale back.
        cairo_restore(handle)
        setSource(color)
        cairo_fill(handle)
    }

    func stroke(_ rect: Rect, radii: CornerRadii, lineWidth: Double, color: Color) {
        addRoundedRect(rect, radii: radii)
        stroke(lineWidth: lineWidth, color: color)
    }

    func line(from start: Point, to end: Point, lineWidth: Double, color: Color) {
        cairo_move_to(handle, start.x, start.y)
        cairo_line_to(handle, end.x, end.y)
        stroke(lineWidth: lineWidth, color: color)
    }

    /// Draws a run with `fontFace`, which must hold the run's `face`.
    func show(_ run: GlyphRun, fontFace: CairoFontFace, color: Color) {
        // A zero size would give cairo a singular font matrix, an unrecoverable error.
        guard run.pointSize > 0, !run.glyphs.isEmpty else { return }
        cairo_set_font_face(handle, fontFace.handle)
        cairo_set_font_size(handle, run.pointSize)
        setSource(color)
        let glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.glyphID), x: $0.x, y: $0.y) }
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(handle, $0.baseAddress, Int32($0.count)) }
    }

    /// The rows, in user space (points), that `run` inks as `show` would draw it: cairo's ink
    /// extents of the glyphs, whose top is given from the first glyph's origin. Nil when cairo fails.
    func inkRows(of run: GlyphRun, fontFace: CairoFontFace) -> Range<Double>? {
        guard run.pointSize > 0, let first = run.glyphs.first else { return nil }
        cairo_set_font_face(handle, fontFace.handle)
        cairo_set_font_size(handle, run.pointSize)
        var extents = cairo_text_extents_t()
        let glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.glyphID), x: $0.x, y: $0.y) }
        glyphs.withUnsafeBufferPointer { cairo_glyph_extents(handle, $0.baseAddress, Int32($0.count), &extents) }
        guard cairo_status(handle) == CAIRO_STATUS_SUCCESS else { return nil }
        let top = first.y + extents.y_bearing
        guard top.isFinite, extents.height.isFinite, extents.height >= 0 else { return nil }
        return top..<(top + extents.height)
    }

    /// Confines drawing to a rounded rectangle until the matching `popClip`.
    func pushClip(_ rect: Rect, radii: CornerRadii) {
        cairo_save(handle)
        addRoundedRect(rect, radii: radii)
        cairo_clip(handle)
    }

    /// Ends the innermost `pushClip`; the caller keeps pushes and pops balanced.
    func popClip() {
        cairo_restore(handle)
    }

    // The user-space matrix while a confinement is on (its clip is set in device pixels).
    private var confinedMatrix = cairo_matrix_t()

    /// Confines the following drawing to pixel rows `rows` (device pixels, the full width) until
    /// `endConfinement`: a pixel-aligned box clip, intersected with any clip already on.
    func confine(toRows rows: Range<Int>, width: Int) {
        cairo_save(handle)
        cairo_get_matrix(handle, &confinedMatrix)
        cairo_identity_matrix(handle)
        cairo_new_path(handle)
        cairo_rectangle(handle, 0, Double(rows.lowerBound), Double(width), Double(rows.count))
        cairo_clip(handle)
        cairo_set_matrix(handle, &confinedMatrix)
    }

    /// Ends `confine(toRows:width:)`.
    func endConfinement() {
        cairo_restore(handle)
    }

    /// Points beyond this are clamped: cairo's 24.8 fixed point overflows past about ±8 million
    /// pixels, and `Rect.infinite` must still mean "everywhere" at any scale the harness uses.
    private static let representableArea = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)

    /// Adds a rectangle rounded per corner, each radius clamped to half the shorter side so
    /// neighbouring corners never overlap. A null rectangle adds nothing, so a clip to it hides everything.
    private func addRoundedRect(_ rect: Rect, radii: CornerRadii) {
        let r = rect.intersection(Self.representableArea)
        guard !r.isNull else { return }
        let limit = min(r.width, r.height) / 2
        func clamp(_ radius: Double) -> Double { max(0, min(radius, limit)) }
        let topLeft = clamp(radii.topLeft), topRight = clamp(radii.topRight)
        let bottomRight = clamp(radii.bottomRight), bottomLeft = clamp(radii.bottomLeft)

        cairo_new_sub_path(handle)
        addCorner(centerX: r.maxX - topRight, centerY: r.minY + topRight, radius: topRight, from: -.pi / 2)
        addCorner(centerX: r.maxX - bottomRight, centerY: r.maxY - bottomRight, radius: bottomRight, from: 0)
        addCorner(centerX: r.minX + bottomLeft, centerY: r.maxY - bottomLeft, radius: bottomLeft, from: .pi / 2)
        addCorner(centerX: r.minX + topLeft, centerY: r.minY + topLeft, radius: topLeft, from: .pi)
        cairo_close_path(handle)
    }

    /// A quarter arc clockwise from angle `start`; a square corner is a single point, so a
    /// rectangle without radii stays a plain box that cairo fills exactly on pixel edges.
    private func addCorner(centerX: Double, centerY: Double, radius: Double, from start: Double) {
        if radius > 0 {
            cairo_arc(handle, centerX, centerY, radius, start, start + .pi / 2)
        } else {
            cairo_line_to(handle, centerX, centerY)
        }
    }

    private func stroke(lineWidth: Double, color: Color) {
        cairo_set_line_width(handle, lineWidth)
        setSource(color)
        cairo_stroke(handle)
    }

    private func setSource(_ color: Color) {
        cairo_set_source_rgba(handle, color.red, color.green, color.blue, color.alpha)
    }
}
