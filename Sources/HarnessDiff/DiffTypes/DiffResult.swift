/// What a comparison found.
package struct DiffResult: Hashable, Sendable, Codable {
    /// Width of both images.
    package var width: Int
    /// Height of both images.
    package var height: Int
    /// True when the pixel bytes are the same, which is stronger than no differing pixels:
    /// changes below the threshold or on anti-aliased edges make this false.
    package var identical: Bool
    /// Pixels whose colour difference exceeds the threshold and that are not anti-aliasing.
    package var differingPixels: Int
    /// Pixels over the threshold that were classed as a moved anti-aliased edge.
    package var antiAliasedPixels: Int
    /// The smallest box holding every differing pixel; nil when there are none.
    package var box: PixelBox?
    /// The largest colour difference of any pixel, anti-aliased and below-threshold ones
    /// included, on the threshold's 0...1 scale of the metric used.
    package var maxColorDelta: Double
    /// Differing pixels inside each region, keyed by region name; every region is listed.
    package var differingPixelsInRegion: [String: Int]
    /// With `DiffOptions.window` set to N: the side of the window after clamping to the image.
    package var window: Int?
    /// With `DiffOptions.window` set: the most differing pixels in any window x window block
    /// that lies inside the image (pixelmatch master's `windowSize`); nil without a window.
    package var maxWindowPixels: Int?

    /// A result; `diff` makes these, tests and reports may build their own.
    package init(
        width: Int, height: Int, identical: Bool, differingPixels: Int, antiAliasedPixels: Int,
        box: PixelBox?, maxColorDelta: Double, differingPixelsInRegion: [String: Int],
        window: Int? = nil, maxWindowPixels: Int? = nil
    ) {
        self.width = width
        self.height = height
        self.identical = identical
        self.differingPixels = differingPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.box = box
        self.maxColorDelta = maxColorDelta
        self.differingPixelsInRegion = differingPixelsInRegion
        self.window = window
        self.maxWindowPixels = maxWindowPixels
    }

    /// Differing pixels as a fraction of all pixels (0 for an empty image).
    package var differingRatio: Double {
        let total = width * height
        return total == 0 ? 0 : Double(differingPixels) / Double(total)
    }
}
