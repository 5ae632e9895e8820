import HarnessPixels

/// The one rule for whether the model and the pixels tell the same story about a frame's caret:
/// the run's cross-check (`PixelCheck`) and `sweep --pixels` both ask it.
///
/// They agree when both find no caret, or both measure a gap within one device pixel
/// (1 / scale pt, the measurer's error on an edge). A caret the model says is covered is not
/// asked of the pixels, rather than guessing from a sliver.
package enum ModelPixelAgreement: Hashable, Sendable {
    /// Both measured a gap, within one device pixel.
    case agree
    /// Nothing to compare: the model says the caret is covered, or neither finds a caret.
    case notAsked
    /// No field has focus, yet the pixels show a caret.
    case pixelsShowACaret
    /// The model's caret is visible, but the pixels find none.
    case pixelsFindNoCaret
    /// Both measured a gap, more than one device pixel apart.
    case gapsDiffer(model: Double, pixels: Double)

    /// `modelGap` is the model's caret gap (nil without a caret), `covered` whether the model says
    /// something covers the caret; `pixelCaret` whether the pixels show a caret and `pixelGap`
    /// the gap they measure (nil when none), at `scale`.
    package init(modelGap: Double?, covered: Bool, pixelCaret: Bool, pixelGap: Double?, scale: Double) {
        guard let modelGap else {
            self = pixelCaret ? .pixelsShowACaret : .notAsked
            return
        }
        if covered {
            self = .notAsked
            return
        }
        guard let pixelGap else {
            self = .pixelsFindNoCaret
            return
        }
        self = abs(pixelGap - modelGap) <= 1 / scale + 1e-9 ? .agree : .gapsDiffer(model: modelGap, pixels: pixelGap)
    }

    /// The same, from a measurement toward the button.
    package init(modelGap: Double?, covered: Bool, _ m: PixelMeasurement, scale: Double) {
        self.init(modelGap: modelGap, covered: covered, pixelCaret: m.caret != nil, pixelGap: m.gapPoints, scale: scale)
    }

    /// False when the two tell different stories.
    package var holds: Bool { self == .agree || self == .notAsked }
}
