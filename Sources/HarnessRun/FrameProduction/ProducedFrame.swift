import HarnessCore

/// A frame drawn and checked: its frames.json entry and its pixels.
public struct ProducedFrame: Sendable {
    public var result: FrameResult
    public let image: RGBAImage
    /// Path relative to the variant folder: `<scenario>/NN-slug.png`.
    public let relativePath: String

    public init(result: FrameResult, image: RGBAImage, relativePath: String) {
        self.result = result
        self.image = image
        self.relativePath = relativePath
    }
}
