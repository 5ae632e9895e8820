/// Why a frame has, or has no, measured gap. Raw values are the strings frames.json uses.
package enum MeasureStatus: String, Hashable, Sendable, CaseIterable {
    /// One caret and the button were found; `gapPoints` is set.
    case measured
    /// No caret-shaped tint bar anywhere (no focus, or the caret is covered or off screen).
    case noCaret = "no-caret"
    /// More than one caret-shaped bar: none is chosen (see `measure(_:options:)`).
    case ambiguousCaret = "ambiguous-caret"
    /// A caret was found but no button (no row with a wide tint run).
    case noButton = "no-button"
}

/// The caret as the pixels show it. x runs left to right and y top to bottom, in device pixels;
/// edges are sub-pixel positions refined from the coverage of the partly covered edge pixels
/// (pixel row r spans y r..<r+1).
package struct CaretMeasurement: Hashable, Sendable {
    /// The first pixel column the caret covers at least partly.
    package let minX: Int
    /// The last pixel column the caret covers at least partly.
    package let maxX: Int
    /// Sub-pixel left edge.
    package let leftX: Double
    /// Sub-pixel right edge.
    package let rightX: Double
    /// Sub-pixel top edge.
    package let topY: Double
    /// Sub-pixel bottom edge (the one the gap is measured from).
    package let bottomY: Double

    /// Makes a measurement from sub-pixel edges; the touched columns are derived from them.
    package init(leftX: Double, rightX: Double, topY: Double, bottomY: Double) {
        self.leftX = leftX
        self.rightX = rightX
        self.topY = topY
        self.bottomY = bottomY
        minX = firstTouched(leftX)
        maxX = lastTouched(rightX)
    }

    /// The pixel columns the caret covers at least partly.
    package var columns: ClosedRange<Int> { minX...max(minX, maxX) }
    /// The first pixel row the caret covers at least partly.
    package var topRow: Int { firstTouched(topY) }
    /// The last pixel row the caret covers at least partly.
    package var bottomRow: Int { lastTouched(bottomY) }
    /// Width in pixels.
    package var width: Double { rightX - leftX }
    /// Height in pixels.
    package var height: Double { bottomY - topY }
}

/// A coverage under 1 % of a pixel does not count as touching it (it is below what 8 bits show
/// for most colour pairs).
let touchEpsilon = 0.01

/// The first pixel index an edge at `position` starts covering.
func firstTouched(_ position: Double) -> Int { Int((position + touchEpsilon).rounded(.down)) }

/// The last pixel index a shape ending at `position` covers.
func lastTouched(_ position: Double) -> Int { Int((position - touchEpsilon).rounded(.up)) - 1 }

/// What the pixels of one frame say about the caret, the bottom button and the keyboard.
package struct PixelMeasurement: Hashable, Sendable {
    /// Whether the gap could be measured, and why not.
    package let status: MeasureStatus
    /// The single caret found, or nil (none, or several: see `caretCandidateCount`).
    package let caret: CaretMeasurement?
    /// How many caret-shaped bars were found outside the button.
    package let caretCandidateCount: Int
    /// The button's sub-pixel top edge in pixels, read in its flat middle part.
    package let buttonTopY: Double?
    /// The first pixel row the button covers at least partly.
    package let buttonTopRow: Int?
    /// The button's middle column (where its top is read).
    package let buttonMidX: Int?
    /// The keyboard's sub-pixel top edge in pixels, nil when no keyboard shows.
    package let keyboardTopY: Double?
    /// The first pixel row the keyboard covers at least partly.
    package let keyboardTopRow: Int?
    /// (buttonTopY - caret.bottomY) / scale: the caret-to-button gap in points, when both exist.
    package let gapPoints: Double?
    /// (keyboardTopY - caret.bottomY) / scale: the caret-to-keyboard gap in points, when both exist.
    package let keyboardGapPoints: Double?

    /// Assembles a measurement; `gapPoints` is derived from the caret, the button and `scale`.
    package init(status: MeasureStatus, caret: CaretMeasurement?, caretCandidateCount: Int, buttonTopY: Double?,
                buttonMidX: Int?, keyboardTopY: Double?, scale: Double) {
        self.status = status
        self.caret = caret
        self.caretCandidateCount = caretCandidateCount
        self.buttonTopY = buttonTopY
        self.buttonTopRow = buttonTopY.map(firstTouched)
        self.buttonMidX = buttonMidX
        self.keyboardTopY = keyboardTopY
        self.keyboardTopRow = keyboardTopY.map(firstTouched)
        if let caret, let buttonTopY, scale > 0 {
            gapPoints = (buttonTopY - caret.bottomY) / scale
        } else {
            gapPoints = nil
        }
        if let caret, let keyboardTopY, scale > 0 {
            keyboardGapPoints = (keyboardTopY - caret.bottomY) / scale
        } else {
            keyboardGapPoints = nil
        }
    }
}
