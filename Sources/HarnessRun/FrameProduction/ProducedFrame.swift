import HarnessCore

/// A frame drawn and checked: its frames.json entry and its pixels.
package struct ProducedFrame: Sendable {
    package var result: FrameResult
    package let image: RGBAImage
    /// Path relative to the variant folder: `<scenario>/NN-slug.png`.
    package let relativePath: String

    /// `<scenario>/<frame>.png`: where a frame's PNG lives under its variant folder, in Goldens/
    /// and out/ alike. The one rule `run`, `verify`, `record` and approval name frames' files by.
    package static func relativePath(scenario: String, frame: String) -> String { "\(scenario)/\(frame).png" }

    package init(result: FrameResult, image: RGBAImage, relativePath: String) {
        self.result = result
        self.image = image
        self.relativePath = relativePath
    }
}
