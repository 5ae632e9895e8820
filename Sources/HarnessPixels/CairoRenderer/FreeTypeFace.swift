import CCairo

/// One `FT_Face` opened from a font file by path, never through fontconfig, so every machine
/// draws the pinned file. It keeps its library alive because FreeType frees all of a library's
/// faces in `FT_Done_FreeType`.
final class FreeTypeFace: Sendable {
    // cairo serialises its own use of the face; Swift code only opens and frees it.
    nonisolated(unsafe) let handle: FT_Face
    private let library: FreeTypeLibrary

    /// Opens face 0 of the file at `path`; a missing or unreadable file throws an error naming it.
    init(library: FreeTypeLibrary, path: String) throws {
        handle = try library.newFace(path: path)
        self.library = library
    }

    deinit {
        library.doneFace(handle)
    }
}
