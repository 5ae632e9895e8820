/// A read-only view of an RGBA buffer.
struct Pixels {
    let base: UnsafePointer<UInt8>
    let width: Int
    let height: Int

    @inline(__always) func at(_ x: Int, _ y: Int) -> UnsafePointer<UInt8> { base + (y &* width &+ x) &* 4 }

    /// The pixel at (x, y), nil outside the image.
    func pixel(_ x: Int, _ y: Int) -> UnsafePointer<UInt8>? {
        x >= 0 && y >= 0 && x < width && y < height ? at(x, y) : nil
    }
}

/// A colour and a per-channel tolerance, and where a pixel's four bytes hold red, green and
/// blue (`PixelOrder`; alpha is always the last byte).
struct Target {
    let r: Int, g: Int, b: Int
    let tolerance: Int
    /// The byte of a pixel that holds red, and blue (green is byte 1 in either order).
    let redByte: Int, blueByte: Int

    init(_ color: (UInt8, UInt8, UInt8), tolerance: Int, order: PixelOrder = .rgba) {
        r = Int(color.0); g = Int(color.1); b = Int(color.2)
        self.tolerance = tolerance
        (redByte, blueByte) = order == .rgba ? (0, 2) : (2, 0)
    }

    @inline(__always) func matches(_ p: UnsafePointer<UInt8>) -> Bool {
        abs(Int(p[redByte]) &- r) <= tolerance && abs(Int(p[1]) &- g) <= tolerance && abs(Int(p[blueByte]) &- b) <= tolerance
            && p[3] >= 250
    }

    /// Channel `k` (0 red, 1 green, 2 blue) of this colour, and the byte that holds it in a pixel.
    func channel(_ k: Int) -> Int { k == 0 ? r : (k == 1 ? g : b) }
    @inline(__always) func byte(_ k: Int) -> Int { k == 0 ? redByte : (k == 1 ? 1 : blueByte) }

    /// The channel where `background` differs most from this colour and the signed difference
    /// there; nil when the background is missing or within 32 levels of this colour on every
    /// channel (then no coverage can be read against it).
    func contrast(with background: UnsafePointer<UInt8>?) -> (channel: Int, difference: Int)? {
        guard let background else { return nil }
        var difference = 0, channelIndex = 0
        for k in 0..<3 {
            let d = channel(k) - Int(background[byte(k)])
            if abs(d) > abs(difference) { difference = d; channelIndex = k }
        }
        return abs(difference) >= 32 ? (channelIndex, difference) : nil
    }

    /// How far `p` has moved from `background` toward this colour, 0...1, on the channel where the
    /// two differ most (0 outside the image). Nil when `p` is not a blend of the two (a channel is
    /// more than `blendTolerance` off the blend that coverage predicts): the "background" sample
    /// was something else, e.g. a glyph beside the caret.
    func coverage(_ p: UnsafePointer<UInt8>?, background: UnsafePointer<UInt8>,
                  contrast: (channel: Int, difference: Int)) -> Double? {
        guard let p else { return 0 }
        let at = byte(contrast.channel)
        let moved = Double(Int(p[at]) - Int(background[at])) / Double(contrast.difference)
        let c = min(1, max(0, moved))
        for k in 0..<3 {
            let bg = Double(background[byte(k)])
            let predicted = bg + (Double(channel(k)) - bg) * c
            if abs(predicted - Double(p[byte(k)])) > Self.blendTolerance { return nil }
        }
        return c
    }

    /// How far (in levels) a channel may stray from the blend a coverage predicts.
    static let blendTolerance = 12.0

    /// The sub-pixel position of a leading edge (background before, colour after) along a line
    /// of pixels, `first` being the first pixel that matches. When the pixel two steps outside
    /// is missing or is this colour too (the bar meets another tint shape), the whole-pixel edge
    /// `first`. Nil when the pixels there are not a blend of this colour and one background.
    func leadingEdge(first: Int, along sample: (Int) -> UnsafePointer<UInt8>?) -> Double? {
        guard let background = sample(first - 2), let contrast = contrast(with: background) else {
            return Double(first)
        }
        guard let outer = coverage(sample(first - 1), background: background, contrast: contrast),
              let inner = coverage(sample(first), background: background, contrast: contrast) else { return nil }
        return Double(first + 1) - outer - inner
    }

    /// The sub-pixel position of a trailing edge (colour before, background after), `last`
    /// being the last pixel that matches; `last + 1` or nil as for `leadingEdge`.
    func trailingEdge(last: Int, along sample: (Int) -> UnsafePointer<UInt8>?) -> Double? {
        guard let background = sample(last + 2), let contrast = contrast(with: background) else {
            return Double(last + 1)
        }
        guard let inner = coverage(sample(last), background: background, contrast: contrast),
              let outer = coverage(sample(last + 1), background: background, contrast: contrast) else { return nil }
        return Double(last) + inner + outer
    }
}
