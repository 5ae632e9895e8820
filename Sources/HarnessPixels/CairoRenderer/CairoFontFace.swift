import CCairo

/// A cairo font face drawing one FreeType face.
///
/// cairo keeps font faces in global caches after their last user lets go, and the `FT_Face` must
/// outlive that, so ownership of the `FreeTypeFace` is handed to cairo as user data and released
/// by cairo's destroy callback, on whatever thread cairo finally drops the face.
final class CairoFontFace {
    let handle: OpaquePointer

    /// Loads the font file at `path` into `library` and wraps it for cairo; a colour face (emoji
    /// bitmaps) is loaded with its colours.
    init(library: FreeTypeLibrary, path: String, color: Bool = false) throws {
        let face = try FreeTypeFace(library: library, path: path)
        let flags = color ? FontRendering.colorLoadFlags : FontRendering.loadFlags
        let fontFace = cairo_ft_font_face_create_for_ft_face(face.handle, flags)!
        let createStatus = cairo_font_face_status(fontFace)
        guard createStatus == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(fontFace)
            throw RenderError.cairoFailure("cairo_ft_font_face_create_for_ft_face(\(path))", createStatus)
        }
        let owner = Unmanaged.passRetained(face).toOpaque()
        let userDataStatus = cairo_font_face_set_user_data(fontFace, faceOwnerKey, owner) { owner in
            Unmanaged<FreeTypeFace>.fromOpaque(owner!).release()
        }
        guard userDataStatus == CAIRO_STATUS_SUCCESS else {
            // cairo did not take the reference, so the destroy callback will never run.
            Unmanaged<FreeTypeFace>.fromOpaque(owner).release()
            cairo_font_face_destroy(fontFace)
            throw RenderError.cairoFailure("cairo_font_face_set_user_data(\(path))", userDataStatus)
        }
        handle = fontFace
    }

    deinit {
        cairo_font_face_destroy(handle)
    }
}

/// cairo identifies user data by the key's address only; the key's contents are never read or written.
nonisolated(unsafe) private let faceOwnerKey: UnsafeMutablePointer<cairo_user_data_key_t> = {
    let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
    key.initialize(to: cairo_user_data_key_t())
    return key
}()
