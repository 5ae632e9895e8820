import HarnessImage

/// Converts cairo's ARGB32 pixels (premultiplied, each a native-endian 32-bit word with alpha in
/// the top byte, rows `stride` bytes apart) to straight-alpha RGBA bytes.
///
/// Each colour channel becomes `(c * 255 + a / 2) / a`, the nearest straight value, clamped to 255
/// in case a pixel breaks cairo's `c <= a` promise; a fully transparent pixel becomes all zero.
func straightRGBA(fromPremultipliedARGB32 data: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> RGBAImage {
    let byteCount = width * height * 4
    guard byteCount > 0 else { return RGBAImage(width: width, height: height) }
    let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { output, initialized in
        let out = output.baseAddress!
        for y in 0..<height {
            let source = data + y * stride
            let target = out + y * width * 4
            for x in 0..<width {
                let word = source.load(fromByteOffset: x * 4, as: UInt32.self)
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
                let pixel = target + x * 4
                pixel[0] = UInt8(truncatingIfNeeded: red)
                pixel[1] = UInt8(truncatingIfNeeded: green)
                pixel[2] = UInt8(truncatingIfNeeded: blue)
                pixel[3] = UInt8(truncatingIfNeeded: alpha)
            }
        }
        initialized = byteCount
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
}
