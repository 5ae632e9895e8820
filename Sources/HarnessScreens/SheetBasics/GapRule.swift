import ComponentFlow

/// The one rule for whether a caret gap "stands": the caret's bottom is at least the cushion
/// above the button's top, less the pixel grid's slack. Every check, tone, count and legend
/// that asks "is this gap enough?" asks this type, made from the insets the frame was made with
/// (`SheetSnapshot.insets`), so no other place writes 24, 23.5 or a tolerance of its own.
///
/// The slack is half a point at every scale: one device pixel at 2x (the pixel side measures
/// on a grid of 1/scale pt), and the model's fractional line heights land a hair either side of
/// the cushion. So with the design's 24 pt cushion a gap stands from 23.5 pt on.
package struct GapRule: Hashable, Sendable, Codable {
    /// The gap the design keeps: `caretBottomInset`.
    package let cushion: Double
    /// How far short of the cushion a gap may fall and still stand.
    package let tolerance: Double

    /// The slack every gap check has always had (`expect caret-gap 24` holds from 23.5), in points.
    package static let defaultTolerance = 0.5

    package init(cushion: Double, tolerance: Double = GapRule.defaultTolerance) {
        self.cushion = cushion
        self.tolerance = tolerance
    }

    /// The rule for a frame made with `insets`: its bottom inset is the cushion.
    package init(_ insets: CaretInsets) {
        self.init(cushion: insets.caretBottomInset)
    }

    /// The rule with the design's constants (`CaretInsets.design`).
    package static var design: GapRule { GapRule(.design) }

    /// The smallest gap that stands: cushion − tolerance.
    package var threshold: Double { cushion - tolerance }

    /// True when `gap` is at least the cushion, within the tolerance.
    package func stands(_ gap: Double) -> Bool { gap >= threshold }

    /// True when the caret is covered, or visible with a gap that does not stand; a frame
    /// without a caret (`gap` nil) and uncovered is not short.
    package func isShort(gap: Double?, covered: Bool) -> Bool {
        covered || (gap.map { !stands($0) } ?? false)
    }

    /// True when `gap` is more than the cushion plus the tolerance: room left over, which only an
    /// exact `caret-gap N` minds.
    package func exceeds(_ gap: Double) -> Bool { gap > cushion + tolerance }
}
