/// How two frames are compared and how the diff image is drawn.
package struct DiffOptions: Hashable, Sendable {
    /// The smallest colour difference that counts, 0...1, on the scale of `metric`: for YIQ a
    /// fraction of the largest distance (red against cyan), for OKLab of the black-white
    /// distance. 0 counts every changed pixel. It means what pixelmatch's `threshold` means.
    ///
    /// 0.1 is the default of pixelmatch and the tools built on it, so counts here can be set
    /// beside theirs. It lets through a uniform gray shift of up to 26 of 255 levels
    /// (0.5053 * 26^2 = 341.6 <= 0.1^2 * 35215 = 352.15), which covers rounding and
    /// gamma drift between rasterisers, and it is far below what a caret changes: black on
    /// white is 0.97 and the iOS tint blue (0, 122, 255) on white is 0.68 on this scale.
    package var threshold: Double = 0.1
    /// Which colour distance the threshold applies to; YIQ, pixelmatch 7.2.0's, by default.
    package var metric: DiffMetric = .yiq
    /// How semi-transparent pixels are blended before they are compared: over pixelmatch
    /// 7.2.0's pseudo-random checkerboard (true, its default), or over white (false, its
    /// `checkerboard: false`, the rule of pixelmatch before 7.0).
    package var checkerboard: Bool = true
    /// When set to N, the result also reports the largest number of differing pixels in any
    /// N x N window (N clamped to the image), which tells one concentrated change from noise
    /// scattered over the frame. Nil (the default) skips that pass and its memory.
    package var window: Int? = nil
    /// Whether pixels that look like a moved anti-aliased edge (pixelmatch's rule, after
    /// Vysniauskas 2009) are counted apart from real differences; false is pixelmatch's
    /// `includeAA: true`. On: a font rasteriser's sub-pixel drift should not fail a
    /// golden; the budget's strict regions still catch a caret, which is a solid bar.
    package var detectAntiAliasing: Bool = true
    /// Colour of differing pixels in the diff image (RGBA).
    package var differenceColor: SIMD4<UInt8> = [255, 0, 0, 255]
    /// Colour of anti-aliased pixels in the diff image (RGBA).
    package var antiAliasedColor: SIMD4<UInt8> = [255, 255, 0, 255]
    /// How much of the expected frame shows through as gray under the marks: 0 leaves a white
    /// page, 1 the full-contrast gray picture. 0.1 keeps the layout recognisable while red and
    /// yellow stand out.
    package var fadedExpectedAlpha: Double = 0.1

    /// Defaults for everything; set properties to change them.
    package init() {}
}
