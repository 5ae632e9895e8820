import HarnessCore

/// A frame drawn and checked: its frames.json entry and its pixels.
package struct ProducedFrame: Sendable {
    package var result: FrameResult
    package let image: RGBAImage
    /// Path relative to the variant folder: `<scenario>/NN-slug.png`.
    package let relativePath: String

    package init(result: FrameResult, image: RGBAImage, relativePath: String) {
        self.result = result
        self.image = image
        self.relativePath = relativePath
    }
}
