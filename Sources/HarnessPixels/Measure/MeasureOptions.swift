/// What the measurer looks for in a frame: the colours it keys on, the frame's pixels per point,
/// and the size limits that tell a caret from the other tint shapes.
///
/// Frames are expected to be opaque (alpha 255), as the renderer makes them; colours are
/// compared on RGB.
package struct MeasureOptions: Sendable {
    /// The tint the caret and the bottom button are filled with (light #007AFF, dark #0A84FF).
    package var tint: (UInt8, UInt8, UInt8)
    /// The keyboard's background (light #D1D3D9, dark #2B2B2B).
    package var keyboardColor: (UInt8, UInt8, UInt8)
    /// Device pixels per point (2 or 3).
    package var scale: Double
    /// A pixel is "tint" when every RGB channel is within this many levels of `tint`. Rows that
    /// the tint only partly covers are read by their coverage, not by this test.
    package var tintTolerance: Int = 24
    /// A pixel is "keyboard" when every RGB channel is within this many levels of `keyboardColor`.
    package var keyboardTolerance: Int = 6
    /// The caret's accepted width in points, measured with its partly covered edge columns.
    package var caretWidthPoints: ClosedRange<Double> = 1.5...2.5
    /// The caret's accepted height in points, measured with its partly covered end rows.
    package var caretHeightPoints: ClosedRange<Double> = 12...40
    /// A row belongs to the button when it holds a horizontal tint run at least this long, in
    /// points. The real button is 315 pt wide or more; the tint "Aa" label of the emoji circle is
    /// narrower than this.
    package var buttonMinimumRunPoints: Double = 60
    /// The keyboard must reach at least this high above the screen bottom, in points.
    package var keyboardMinimumHeightPoints: Double = 20

    /// Options with explicit colours and scale, every limit at its default.
    package init(tint: (UInt8, UInt8, UInt8), keyboardColor: (UInt8, UInt8, UInt8), scale: Double) {
        self.tint = tint
        self.keyboardColor = keyboardColor
        self.scale = scale
    }

    /// The light palette's tint (#007AFF) and keyboard (#D1D3D9).
    package static func light(scale: Double = 3) -> MeasureOptions {
        MeasureOptions(tint: (0x00, 0x7A, 0xFF), keyboardColor: (0xD1, 0xD3, 0xD9), scale: scale)
    }

    /// The dark palette's tint (#0A84FF) and keyboard (#2B2B2B).
    package static func dark(scale: Double = 3) -> MeasureOptions {
        MeasureOptions(tint: (0x0A, 0x84, 0xFF), keyboardColor: (0x2B, 0x2B, 0x2B), scale: scale)
    }
}
