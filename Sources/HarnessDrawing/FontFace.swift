/// The pinned faces: files of Debian's fonts-dejavu-core, read by path, never through fontconfig,
/// so that every machine lays out and draws the same glyphs.
public enum FontFace: String, Hashable, Sendable, Codable, CaseIterable {
    case regular
    case bold

    /// Where fonts-dejavu-core installs the face; `CARET_HARNESS_FONT_DIR` overrides the folder.
    public var path: String {
        let directory = FontFace.directory
        switch self {
        case .regular: return directory + "/DejaVuSans.ttf"
        case .bold: return directory + "/DejaVuSans-Bold.ttf"
        }
    }

    /// The folder holding the pinned font files.
    public static var directory: String {
        if let override = getenvString("CARET_HARNESS_FONT_DIR") { return override }
        return "/usr/share/fonts/truetype/dejavu"
    }
}
