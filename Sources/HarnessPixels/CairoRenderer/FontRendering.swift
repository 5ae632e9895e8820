import CCairo

/// The font settings every renderer uses, made in one place: `CairoContext` applies the options
/// this makes, `CairoFontFace` loads glyphs with `loadFlags`, and the goldens' fingerprint
/// (`RendererVersions.fontOptions`) describes what the same options object holds.
enum FontRendering {
    /// FreeType load flags: no hinting, so glyph shapes do not depend on which hinting engine
    /// FreeType was built with.
    static let loadFlags = Int32(FT_LOAD_NO_HINTING)
    /// The same for a colour face (Noto Color Emoji's bitmaps), whose glyphs keep their colours.
    static let colorLoadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_COLOR)

    /// Font options with gray antialiasing, no hinting and unhinted metrics; the caller
    /// destroys them with `cairo_font_options_destroy`.
    static func makeOptions() throws -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        let status = cairo_font_options_status(options)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_options_destroy(options)
            throw RenderError.cairoFailure("cairo_font_options_create", status)
        }
        return options
    }

    /// The settings read back from a fresh options object, e.g. "antialias=gray hintstyle=none
    /// hintmetrics=off load=no-hinting".
    static var description: String {
        guard let options = try? makeOptions() else { return "unavailable" }
        defer { cairo_font_options_destroy(options) }
        let antialias = cairo_font_options_get_antialias(options) == CAIRO_ANTIALIAS_GRAY ? "gray" : "other"
        let hintStyle = cairo_font_options_get_hint_style(options) == CAIRO_HINT_STYLE_NONE ? "none" : "other"
        let hintMetrics = cairo_font_options_get_hint_metrics(options) == CAIRO_HINT_METRICS_OFF ? "off" : "on"
        let load = loadFlags == Int32(FT_LOAD_NO_HINTING) ? "no-hinting" : "flags \(loadFlags)"
        return "antialias=\(antialias) hintstyle=\(hintStyle) hintmetrics=\(hintMetrics) load=\(load)"
    }
}
