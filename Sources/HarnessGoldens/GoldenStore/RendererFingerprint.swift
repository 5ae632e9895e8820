import Foundation
import HarnessPixels
import HarnessCore
import HarnessFiles
import HarnessRun
import HarnessText
import Synchronization

/// Everything besides the scenario that decides a golden's pixels. When a golden was made
/// with another fingerprint, a pixel difference may be the renderer's, not the design's.
package struct RendererFingerprint: Codable, Hashable, Sendable {
    package let cairo: String
    package let freeType: String
    package let libpng: String
    /// SHA-256 of each pinned font file, by path.
    package let fonts: [String: String]
    package let fontOptions: String
    /// Pango, HarfBuzz, FriBidi and fontconfig versions (nil in goldens made before the text stack).
    package let textLibraries: String?
    package let scale: Double

    /// The running renderer's fingerprint at a scale; a font file that cannot be read is an error.
    /// The fonts are hashed once a run (some 16 MB, NotoColorEmoji most of it), not once a variant.
    package static func current(scale: Double) throws -> RendererFingerprint {
        let fonts = try fontHashes.withLock { cached throws(GoldenError) -> [String: String] in
            if let cached { return cached }
            var fonts: [String: String] = [:]
            for face in FontFace.allCases {
                guard let data = try? SafeRead.readRegularFile(face.path, limit: SafeRead.manifestLimit) else {
                    throw GoldenError.unreadableFont(face.path)
                }
                fonts[face.path] = SHA256.hex(of: data)
            }
            cached = fonts
            return fonts
        }
        return RendererFingerprint(cairo: RendererVersions.cairo, freeType: RendererVersions.freeType,
                                   libpng: PNGCodec.libpngVersion, fonts: fonts,
                                   fontOptions: RendererVersions.fontOptions,
                                   textLibraries: TextEngine.libraryVersions, scale: scale)
    }

    private static let fontHashes = Mutex<[String: String]?>(nil)

    /// Each part that differs, typed, in the order a reader checks them.
    package func changes(to running: RendererFingerprint) -> [RendererChange] {
        var result: [RendererChange] = []
        func compare(_ part: RendererChange.Part, _ a: String, _ b: String) {
            if a != b { result.append(RendererChange(part: part, golden: a, running: b)) }
        }
        compare(.cairo, cairo, running.cairo)
        compare(.freeType, freeType, running.freeType)
        compare(.libpng, libpng, running.libpng)
        for face in Set(fonts.keys).union(running.fonts.keys).sorted() {
            compare(.font(path: face), fonts[face] ?? "none", running.fonts[face] ?? "none")
        }
        compare(.fontOptions, fontOptions, running.fontOptions)
        compare(.textLibraries, textLibraries ?? "none", running.textLibraries ?? "none")
        compare(.scale, String(scale), String(running.scale))
        return result
    }
}
