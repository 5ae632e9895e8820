/// `measure(_:options:)` on opaque pixels whose bytes are in `order`, `width * 4` bytes a row
/// with no padding: with `.bgra`, cairo's ARGB32 surface of an opaque frame read in place
/// (premultiplied and straight alpha agree at alpha 255), so no converted copy is made. Gives
/// exactly what measuring the same pixels as RGBA gives: every test reads a channel by its name.
package func measure(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int, order: PixelOrder,
                    options: MeasureOptions) -> PixelMeasurement {
    guard let base = bytes.baseAddress, width > 0, height > 0 else {
        return PixelMeasurement(status: .noCaret, caret: nil, caretCandidateCount: 0, buttonTopY: nil,
                                buttonMidX: nil, keyboardTopY: nil, scale: options.scale)
    }
    precondition(bytes.count >= width * height * 4, "measure: \(bytes.count) bytes for \(width) x \(height) pixels")
    let pixels = Pixels(base: base.assumingMemoryBound(to: UInt8.self), width: width, height: height)
    return Measurer(pixels: pixels, options: options, order: order).run()
}

/// The order of a pixel's four bytes: red, green, blue, alpha, or blue, green, red, alpha (cairo's
/// ARGB32 words on a little-endian machine).
package enum PixelOrder: Sendable {
    case rgba
    case bgra
}
