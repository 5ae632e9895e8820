import Foundation
import HarnessCairo
import HarnessDrawing
import HarnessFiles
import HarnessHash
import HarnessPNG
import HarnessRun
import HarnessText
import Synchronization

/// Everything besides the scenario that decides a golden's pixels. When a golden was made
/// with another fingerprint, a pixel difference may be the renderer's, not the design's.
public struct RendererFingerprint: Codable, Hashable, Sendable {
    public let cairo: String
    public let freeType: String
    public let libpng: String
    /// SHA-256 of each pinned font file, by path.
    public let fonts: [String: String]
    public let fontOptions: String
    /// Pango, HarfBuzz, FriBidi and fontconfig versions (nil in goldens made before the text stack).
    public let textLibraries: String?
    public let scale: Double

    /// The running renderer's fingerprint at a scale; a font file that cannot be read is an error.
    /// The fonts are hashed once a run (some 16 MB, NotoColorEmoji most of it), not once a variant.
    public static func current(scale: Double) throws -> RendererFingerprint {
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

    /// Each field that differs, as "name: golden → running".
    public func changes(to running: RendererFingerprint) -> [String] {
        var result: [String] = []
        func compare(_ name: String, _ a: String, _ b: String) {
            if a != b { result.append("\(name): \(a) → \(b)") }
        }
        compare("cairo", cairo, running.cairo)
        compare("FreeType", freeType, running.freeType)
        compare("libpng", libpng, running.libpng)
        for face in Set(fonts.keys).union(running.fonts.keys).sorted() {
            compare("font \(face) SHA-256", fonts[face] ?? "none", running.fonts[face] ?? "none")
        }
        compare("font options", fontOptions, running.fontOptions)
        compare("text libraries", textLibraries ?? "none", running.textLibraries ?? "none")
        compare("scale", String(scale), String(running.scale))
        return result
    }
}
