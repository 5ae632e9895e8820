import CPango
import Foundation

/// A fontconfig configuration that knows the pinned font files and nothing else: no system
/// configuration file is read, no folder scanned, so fallback can only land on a pinned file.
final class PrivateFontConfig {
    let handle: OpaquePointer

    /// Adds each file in order; a missing or unreadable file is an error naming it. The files in
    /// `withoutWhiteSpace` are never chosen for white space (see `removeWhiteSpace`).
    init(files: [String], withoutWhiteSpace: Set<String> = []) throws(PangoError) {
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
        if !withoutWhiteSpace.isEmpty { try removeWhiteSpace(from: withoutWhiteSpace) }
    }

    /// The white space fontconfig must not offer from a face: Noto Color Emoji has a space as wide
    /// as an emoji, and Pango's fallback otherwise takes a space after a run in another face from
    /// it (so "עברית with" got a 21 pt space at 17 pt).
    static let whiteSpace: [UInt32] = [0x20, 0xA0, 0x1680] + Array(0x2000...0x200A) + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000]

    private func removeWhiteSpace(from files: Set<String>) throws(PangoError) {
        guard let set = FcConfigGetFonts(handle, FcSetApplication) else { throw .callFailed("FcConfigGetFonts") }
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file,
                  files.contains(String(cString: file)) else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else {
                throw .callFailed("FcPatternGetCharSet")
            }
            // The pattern's set may be shared; edit a new one holding the same characters.
            guard let edited = FcCharSetCreate() else { throw .callFailed("FcCharSetCreate") }
            defer { FcCharSetDestroy(edited) }
            guard FcCharSetMerge(edited, charset, nil) == FcTrue else { throw .callFailed("FcCharSetMerge") }
            for scalar in Self.whiteSpace { FcCharSetDelChar(edited, scalar) }
            FcPatternDel(pattern, FC_CHARSET)
            guard FcPatternAddCharSet(pattern, FC_CHARSET, edited) == FcTrue else {
                throw .callFailed("FcPatternAddCharSet")
            }
        }
    }

    deinit {
        FcConfigDestroy(handle)
    }

    /// Pango's FT2 font map runs the *system's* fontconfig rules over each font request before
    /// sorting the private set. Those rules add weakly bound families, languages and, for a
    /// request naming an emoji family, `color: true`, which outranks the family: with Noto Color
    /// Emoji in the family list, digits, '#' and '*' (which it covers, for keycaps) and the spaces
    /// beside them were drawn as colour emoji. This keeps only what Pango asked for (the strongly
    /// bound values), so fallback follows the pinned list on every machine, and sends Pango's
    /// request for its "emoji" family (emoji-presentation runs) to Noto Color Emoji.
    static func keepOnlyTheRequest(_ pattern: OpaquePointer?) {
        guard let pattern else { return }
        for object in [FC_FAMILY, FC_LANG] {
            var index: Int32 = 0
            var value = FcValue()
            var binding = FcValueBindingWeak
            while FcPatternGetWithBinding(pattern, object, index, &value, &binding) == FcResultMatch {
                if binding == FcValueBindingStrong { index += 1 } else { FcPatternRemove(pattern, object, index) }
            }
        }
        FcPatternDel(pattern, FC_COLOR)
        var family: UnsafeMutablePointer<FcChar8>?
        if FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family,
           String(cString: family) == "emoji"
        {
            FcPatternDel(pattern, FC_FAMILY)
            FcPatternAddString(pattern, FC_FAMILY, "Noto Color Emoji")
        }
    }
}
