import HarnessCore

/// Converts cairo's ARGB32 pixels (premultiplied, each a native-endian 32-bit word with alpha in
/// the top byte, rows `stride` bytes apart) to straight-alpha RGBA bytes.
///
/// Each colour channel becomes `(c * 255 + a / 2) / a`, the nearest straight value, clamped to 255
/// in case a pixel breaks cairo's `c <= a` promise; a fully transparent pixel becomes all zero.
/// An opaque pixel's channels are already straight, so a row of opaque pixels (most rows of a
/// drawn screen) is only reordered, a word at a time with no division; other rows go pixel by pixel.
package func straightRGBA(fromPremultipliedARGB32 data: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> RGBAImage {
    let byteCount = width * height * 4
    guard byteCount > 0 else { return RGBAImage(width: width, height: height) }
    let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { output, initialized in
        convertRows(data, width: width, height: height, stride: stride, into: UnsafeMutableRawPointer(output.baseAddress!))
        initialized = byteCount
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
}

/// The same conversion into `image`, whose buffer is reused when it already has this size (and
/// is not shared), so a frame after frame conversion allocates nothing.
package func straightRGBA(fromPremultipliedARGB32 data: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                  into image: inout RGBAImage) {
    if image.width != width || image.height != height { image = RGBAImage(width: width, height: height) }
    guard width > 0, height > 0 else { return }
    image.pixels.withUnsafeMutableBytes { output in
        convertRows(data, width: width, height: height, stride: stride, into: output.baseAddress!)
    }
}

private func convertRows(_ data: UnsafeRawPointer, width: Int, height: Int, stride: Int, into out: UnsafeMutableRawPointer) {
    for y in 0..<height {
        let source = (data + y * stride).assumingMemoryBound(to: UInt32.self)
        let target = out + y * width * 4
        if rowIsOpaque(source, width: width) {
            reorderOpaqueRow(source, into: target, width: width)
        } else {
            convertRow(source, into: target.assumingMemoryBound(to: UInt8.self), width: width)
        }
    }
}

/// Whether every pixel of the row has alpha 255 (the AND of all words keeps the alpha byte at
/// 0xFF only then).
@inline(__always)
private func rowIsOpaque(_ source: UnsafePointer<UInt32>, width: Int) -> Bool {
    var all: UInt32 = 0xFF00_0000
    for x in 0..<width { all &= source[x] }
    return all == 0xFF00_0000
}

/// Opaque ARGB words (A << 24 | R << 16 | G << 8 | B) to R, G, B, A bytes: the word whose
/// little-endian bytes are those is A << 24 | B << 16 | G << 8 | R, so R and B trade places.
@inline(__always)
private func reorderOpaqueRow(_ source: UnsafePointer<UInt32>, into target: UnsafeMutableRawPointer, width: Int) {
    for x in 0..<width {
        let word = source[x]
        let rgba = (word & 0xFF00_FF00) | ((word >> 16) & 0xFF) | ((word & 0xFF) << 16)
        target.storeBytes(of: rgba.littleEndian, toByteOffset: x * 4, as: UInt32.self)
    }
}

/// The general case, a pixel at a time: unpremultiplied with rounding, transparent to zero.
private func convertRow(_ source: UnsafePointer<UInt32>, into pixel: UnsafeMutablePointer<UInt8>, width: Int) {
    for x in 0..<width {
        let word = source[x]
        let alpha = word >> 24
        var red = (word >> 16) & 0xFF, green = (word >> 8) & 0xFF, blue = word & 0xFF
        if alpha == 0 {
            red = 0; green = 0; blue = 0
        } else if alpha < 255 {
            let half = alpha / 2
            red = min(255, (red * 255 + half) / alpha)
            green = min(255, (green * 255 + half) / alpha)
            blue = min(255, (blue * 255 + half) / alpha)
        }
        let p = pixel + x * 4
        p[0] = UInt8(truncatingIfNeeded: red)
        p[1] = UInt8(truncatingIfNeeded: green)
        p[2] = UInt8(truncatingIfNeeded: blue)
        p[3] = UInt8(truncatingIfNeeded: alpha)
    }
}
