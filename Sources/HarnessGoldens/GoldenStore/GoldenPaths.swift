import HarnessRun

/// Where a frame's golden and its artefacts live.
package struct GoldenPaths: Sendable {
    package let goldensDirectory: String
    package let outDirectory: String
    package let variant: String

    package init(options: HarnessOptions) {
        goldensDirectory = options.goldensDirectory
        outDirectory = options.outDirectory
        variant = options.variant
    }

    /// `Goldens/<variant>/<scenario>/NN-slug.png`.
    package func golden(_ relativePath: String) -> String { "\(goldensDirectory)/\(variant)/\(relativePath)" }

    /// The manifest key of a golden: its path under Goldens/.
    package func manifestKey(_ relativePath: String) -> String { "\(variant)/\(relativePath)" }

    /// The frame's PNG under out/, relative to out/.
    package func actual(_ relativePath: String) -> String { "\(variant)/\(relativePath)" }

    /// An artefact beside the frame in a `diffs` folder, relative to out/: `kind` is
    /// "expected", "diff" or "strip".
    package func artefact(_ relativePath: String, kind: String) -> String {
        let parts = relativePath.split(separator: "/")
        let folder = parts.dropLast().joined(separator: "/")
        let name = parts.last.map { String($0.dropLast(".png".count)) } ?? relativePath
        return "\(variant)/\(folder)/diffs/\(name).\(kind).png"
    }

    /// The strategy strip's file name, beside a scenario's frame goldens (`compare --record`
    /// writes it; `record --prune` keeps it).
    package static let stripFileName = "strategies.png"

    /// `Goldens/manifest.json`.
    package var manifest: String { "\(goldensDirectory)/manifest.json" }
}
