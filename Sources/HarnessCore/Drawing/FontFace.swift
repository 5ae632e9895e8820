/// The pinned font files, the only fonts the harness lays out or draws with (Debian's
/// fonts-inter, fonts-dejavu-core, fonts-droid-fallback and fonts-noto-color-emoji), read by path so that every machine
/// uses the same glyphs. Inter stands in for iOS's system font (SF Pro is not on Linux): its
/// proportions are close to it, far closer than DejaVu Sans's. DejaVu Sans covers what Inter
/// lacks (Hebrew, Arabic, many symbols), Droid Sans Fallback Chinese, Japanese and Korean, and Noto
/// Color Emoji the emoji.
package enum FontFace: String, Hashable, Sendable, Codable, CaseIterable {
    /// Inter Regular: body text, fields, labels.
    case regular
    /// Inter SemiBold: the nav title and the button (the system font's semibold).
    case bold
    /// DejaVu Sans: fallback for characters Inter has no glyph for.
    case fallbackRegular
    /// DejaVu Sans Bold: fallback for the semibold text.
    case fallbackBold
    /// Droid Sans Fallback: Chinese, Japanese and Korean, which neither Inter nor DejaVu has.
    case fallbackCJK
    /// Noto Color Emoji: colour bitmaps for emoji.
    case emoji

    /// The file's name inside its Debian folder.
    package var fileName: String {
        switch self {
        case .regular: return "Inter-Regular.otf"
        case .bold: return "Inter-SemiBold.otf"
        case .fallbackRegular: return "DejaVuSans.ttf"
        case .fallbackBold: return "DejaVuSans-Bold.ttf"
        case .fallbackCJK: return "DroidSansFallbackFull.ttf"
        case .emoji: return "NotoColorEmoji.ttf"
        }
    }

    /// Where Debian installs the file; `CARET_HARNESS_FONT_DIR` replaces the folder of every face
    /// (to test a missing or broken font).
    package var path: String {
        if let override = getenvString("CARET_HARNESS_FONT_DIR") { return override + "/" + fileName }
        switch self {
        case .regular, .bold: return "/usr/share/fonts/opentype/inter/" + fileName
        case .fallbackRegular, .fallbackBold: return "/usr/share/fonts/truetype/dejavu/" + fileName
        case .fallbackCJK: return "/usr/share/fonts/truetype/droid/" + fileName
        case .emoji: return "/usr/share/fonts/truetype/noto/" + fileName
        }
    }

    /// Whether this is a colour (bitmap) face, drawn with its own colours rather than the text's.
    package var isColor: Bool { self == .emoji }

    /// The face drawing the pinned file at `path`, if it is one.
    package init?(path: String) {
        guard let face = FontFace.allCases.first(where: { $0.path == path }) else { return nil }
        self = face
    }
}
