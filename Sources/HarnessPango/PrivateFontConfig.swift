import CPango
import Foundation

/// A fontconfig configuration that knows the pinned font files and nothing else: no system
/// configuration file is read, no folder scanned, so fallback can only land on a pinned file.
final class PrivateFontConfig {
    let handle: OpaquePointer

    /// Adds each file in order; a missing or unreadable file is an error naming it.
    init(files: [String]) throws(PangoError) {
        guard let config = FcConfigCreate() else { throw .callFailed("FcConfigCreate") }
        handle = config
        for path in files {
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw .fontNotLoaded(path: path, reason: "no such readable file; run scripts/bootstrap")
            }
            guard FcConfigAppFontAddFile(config, path) == FcTrue else {
                throw .fontNotLoaded(path: path, reason: "fontconfig could not read it as a font")
            }
        }
    }

    deinit {
        FcConfigDestroy(handle)
    }
}
