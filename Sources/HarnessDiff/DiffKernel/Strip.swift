import HarnessCore

extension PixelDiff {
    /// Expected, diff and actual side by side, top-aligned, for a CI artefact a reviewer can
    /// read at a glance. The gaps and any space below a shorter image are opaque mid gray, so
    /// the edges of white frames stay visible against a white page.
    package static func strip(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage, gap: Int = 8) -> RGBAImage {
        precondition(gap >= 0, "the gap cannot be negative")
        let parts = [expected, diff, actual]
        let width = parts.reduce(0) { $0 + $1.width } + 2 * gap
        let height = parts.map(\.height).max() ?? 0
        var strip = RGBAImage(width: width, height: height, fill: (128, 128, 128, 255))
        var left = 0
        strip.pixels.withUnsafeMutableBytes { output in
            for part in parts {
                let rowBytes = part.width * 4
                part.pixels.withUnsafeBytes { input in
                    for y in 0..<part.height {
                        let target = output.baseAddress! + (y * width + left) * 4
                        target.copyMemory(from: input.baseAddress! + y * rowBytes, byteCount: rowBytes)
                    }
                }
                left += part.width + gap
            }
        }
        return strip
    }
}
