import CPango

/// The runtime versions of the libraries that decide where glyphs go, for the goldens' fingerprint.
package enum TextLibraryVersions {
    /// e.g. "pango 1.50.12, harfbuzz 6.0.0, fribidi 1.0.8, fontconfig 2.14.1".
    package static var description: String {
        let pango = String(cString: pango_version_string())
        let harfBuzz = String(cString: hb_version_string())
        let fontconfig = FcGetVersion()
        let fc = "\(fontconfig / 10000).\(fontconfig / 100 % 100).\(fontconfig % 100)"
        return "pango \(pango), harfbuzz \(harfBuzz), fribidi \(fribidiVersion), fontconfig \(fc)"
    }

    /// FriBidi's version, the first words of its version text ("(GNU FriBidi) 1.0.8 ...").
    private static var fribidiVersion: String {
        guard let info = caret_harness_fribidi_version() else { return "unknown" }
        let text = String(cString: info)
        let words = text.split(whereSeparator: \.isWhitespace)
        return words.first(where: { $0.first?.isNumber == true }).map(String.init) ?? "unknown"
    }
}

