/// How much difference a frame may show and still pass.
///
/// Both global limits must hold, and every strict region must have no differing pixel at all.
/// The strict regions are what protect the caret: a 2 x 20 pt caret at 3x is 360 pixels,
/// about 0.012 % of a 1179 x 2556 frame, so a ratio loose enough for whole-frame noise would
/// let a missing or misplaced caret through.
package struct DiffBudget: Hashable, Sendable {
    /// The most differing pixels allowed in the whole frame. Default 25: anti-aliasing
    /// detection misses some blend pixels, mostly at glyph corners where no neighbour is flat,
    /// and a font or rasteriser update moves a handful; 25 (a 5 x 5 patch) absorbs that while
    /// staying well under the smallest change we guard, the 360-pixel caret.
    package var maxPixels: Int = 25
    /// The largest differing fraction of the frame allowed. Default 0.0001 (0.01 %): it scales
    /// the allowance down for small crops (4 pixels of a 200 x 200 one), and on a full phone
    /// frame it is looser than `maxPixels` (301 pixels), so `maxPixels` decides there.
    package var maxRatio: Double = 0.0001
    /// Names of regions (see `DiffRegion`) where no differing pixel is allowed, such as
    /// "caret". A name that the result does not list is reported, not silently passed.
    package var strictRegions: [String] = []
    /// The most differing pixels allowed in any window (see `DiffOptions.window`, which must be
    /// set for the comparison). Nil, the default, sets no such limit. It tells one
    /// concentrated change, such as a moved caret, from the same number of pixels scattered
    /// as noise over the frame.
    package var maxWindowPixels: Int? = nil

    /// A budget; the defaults are explained on each property.
    package init(
        maxPixels: Int = 25, maxRatio: Double = 0.0001, strictRegions: [String] = [], maxWindowPixels: Int? = nil
    ) {
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
        self.strictRegions = strictRegions
        self.maxWindowPixels = maxWindowPixels
    }

    /// Checks a result against every limit and lists each one it breaks.
    package func evaluate(_ result: DiffResult) -> BudgetVerdict {
        var violations: [BudgetVerdict.Violation] = []
        if result.differingPixels > maxPixels {
            violations.append(.tooManyPixels(count: result.differingPixels, limit: maxPixels))
        }
        if result.differingRatio > maxRatio {
            violations.append(.ratioTooHigh(ratio: result.differingRatio, limit: maxRatio))
        }
        if let limit = maxWindowPixels {
            if let count = result.maxWindowPixels, let window = result.window {
                if count > limit {
                    violations.append(.windowTooDense(count: count, limit: limit, window: window))
                }
            } else {
                violations.append(.windowNotMeasured(limit: limit))
            }
        }
        for name in strictRegions {
            guard let count = result.differingPixelsInRegion[name] else {
                violations.append(.strictRegionMissing(name: name))
                continue
            }
            if count > 0 {
                violations.append(.strictRegionChanged(name: name, pixels: count))
            }
        }
        return BudgetVerdict(violations: violations)
    }
}
