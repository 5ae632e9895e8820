import HarnessCore

extension RGBAImage {
    /// The image shrunk by a whole `factor`: each output pixel is the mean of a factor x factor
    /// block. Colours are weighted by alpha so a transparent pixel's (meaningless) colour does not
    /// bleed into its neighbours; means round to the nearest level. Right and bottom pixels that
    /// do not fill a whole block are dropped (a 3x frame is a whole number of points, so none
    /// are at factor 3).
    package func boxDownscaled(by factor: Int) -> RGBAImage {
        precondition(factor >= 1, "the factor must be at least 1")
        let outWidth = width / factor, outHeight = height / factor
        var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        let area = factor * factor
        pixels.withUnsafeBufferPointer { input in
            for oy in 0..<outHeight {
                for ox in 0..<outWidth {
                    var red = 0, green = 0, blue = 0, alpha = 0
                    for y in (oy * factor)..<(oy * factor + factor) {
                        var i = (y * width + ox * factor) * 4
                        for _ in 0..<factor {
                            let a = Int(input[i + 3])
                            red += Int(input[i]) * a
                            green += Int(input[i + 1]) * a
                            blue += Int(input[i + 2]) * a
                            alpha += a
                            i += 4
                        }
                    }
                    let o = (oy * outWidth + ox) * 4
                    if alpha > 0 {
                        output[o] = UInt8((red + alpha / 2) / alpha)
                        output[o + 1] = UInt8((green + alpha / 2) / alpha)
                        output[o + 2] = UInt8((blue + alpha / 2) / alpha)
                    }
                    output[o + 3] = UInt8((alpha + area / 2) / area)
                }
            }
        }
        return RGBAImage(width: outWidth, height: outHeight, pixels: output)
    }
}
