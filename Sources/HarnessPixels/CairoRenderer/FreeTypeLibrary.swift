import CCairo
import Synchronization

/// One `FT_Library`. FreeType requires `FT_New_Face` and `FT_Done_Face` on a shared library to be
/// serialised; cairo may drop its last reference to a face (and so call `FT_Done_Face`) from
/// whichever thread evicts it from cairo's global font cache, so both go through `lock`.
final class FreeTypeLibrary: Sendable {
    // Touched only under `lock` (or in deinit, when no face is left to race with).
    nonisolated(unsafe) private let handle: FT_Library
    private let lock = Mutex(())

    init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw RenderError.freeType(operation: "FT_Init_FreeType", path: nil, code: error)
        }
        handle = library
    }

    deinit {
        // Every face holds a reference to its library, so none is left to free here.
        let error = FT_Done_FreeType(handle)
        assert(error == 0, "FT_Done_FreeType failed with \(error)")
    }

    /// Opens face 0 of the font file at `path`.
    func newFace(path: String) throws -> FT_Face {
        var face: FT_Face?
        let error = lock.withLock { _ in FT_New_Face(handle, path, 0, &face) }
        guard error == 0, let face else {
            throw RenderError.freeType(operation: "FT_New_Face", path: path, code: error)
        }
        return face
    }

    /// Frees a face made by `newFace`.
    func doneFace(_ face: FT_Face) {
        let error = lock.withLock { _ in FT_Done_Face(face) }
        assert(error == 0, "FT_Done_Face failed with \(error)")
    }
}
