import CCairo

/// The versions of the C libraries that decide a frame's pixels, for the goldens' fingerprint.
package enum RendererVersions {
    /// cairo's runtime version, e.g. "1.16.0".
    package static var cairo: String { String(cString: cairo_version_string()) }

    /// FreeType's runtime version, e.g. "2.12.1", read from a short-lived library.
    package static var freeType: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// The font options every renderer uses, read back from the options `FontRendering` makes.
    package static var fontOptions: String { FontRendering.description }
}
