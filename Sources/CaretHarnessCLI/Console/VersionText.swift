import Foundation
import HarnessPixels
import HarnessCore
import HarnessGoldens

/// What `caret-harness --version` prints.
package enum VersionText {
    package static let number = "0.5.0"

    /// `--version`: this build's version and the renderer the run would draw with, read from
    /// the linked libraries now, and each pinned font file with its size (a stat, no read: hashing
    /// the fonts, some 16 MB, took most of this command's time). `--version --fonts` adds each
    /// font's SHA-256, as the goldens' fingerprint records it.
    package static func text(fonts withHashes: Bool = false) throws -> String {
        var lines = ["caret-harness \(number)",
                     "renderer: cairo \(RendererVersions.cairo), FreeType \(RendererVersions.freeType), "
                         + "libpng \(PNGCodec.libpngVersion), \(RendererVersions.fontOptions)"]
        if withHashes {
            let r = try RendererFingerprint.current(scale: 3)
            for (face, sha) in r.fonts.sorted(by: { $0.key < $1.key }) { lines.append("font \(face): SHA-256 \(sha)") }
        } else {
            for path in FontFace.allCases.map(\.path).sorted() {
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int).map { "\($0) bytes" } ?? "missing"
                lines.append("font \(path): \(size)")
            }
            lines.append("(caret-harness --version --fonts: each font's SHA-256)")
        }
        return lines.joined(separator: "\n")
    }
}
