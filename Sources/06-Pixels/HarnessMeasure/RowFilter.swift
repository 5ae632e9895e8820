/// Says whether a row holds any pixel a `Target` matches, four pixels (16 bytes) at a time with
/// no branch a pixel, so the scan can skip rows without one: such a row holds no run, and the
/// rest give the same runs as scanning every row.
///
/// A channel is within the tolerance exactly when `channel - low`, wrapping below zero to a large
/// byte, is at most `high - low`, where low and high are the target clamped to 0...255 after
/// subtracting and adding the tolerance; alpha passes when `alpha - 250` is at most 5. A pixel
/// matches when all four of its bytes pass.
struct RowFilter {
    private let lows: SIMD16<UInt8>
    private let spans: SIMD16<UInt8>
    private let matchesNothing: Bool

    init(_ target: Target) {
        matchesNothing = target.tolerance < 0  // nothing is within a negative tolerance
        let t = max(0, target.tolerance)
        // r, g, b are 0...255, so low <= target <= high and both fit a byte; each lane in the
        // byte order of the target's pixels.
        var low = [0, max(0, target.g - t), 0, 250], high = [0, min(255, target.g + t), 0, 255]
        (low[target.redByte], high[target.redByte]) = (max(0, target.r - t), min(255, target.r + t))
        (low[target.blueByte], high[target.blueByte]) = (max(0, target.b - t), min(255, target.b + t))
        var lows = SIMD16<UInt8>(repeating: 0), spans = SIMD16<UInt8>(repeating: 0)
        for lane in 0..<16 {
            lows[lane] = UInt8(low[lane % 4])
            spans[lane] = UInt8(high[lane % 4] - low[lane % 4])
        }
        self.lows = lows
        self.spans = spans
    }

    func anyMatch(in row: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard !matchesNothing else { return false }
        let raw = UnsafeRawPointer(row)
        var found = SIMD4<UInt32>(repeating: 0)
        var x = 0
        while x + 4 <= count {
            found |= matching(raw.loadUnaligned(fromByteOffset: x &* 4, as: SIMD16<UInt8>.self))
            x += 4
        }
        if x < count {
            // The last one to three pixels, the rest of the 16 bytes copied from a pixel that is not a match.
            var bytes = SIMD16<UInt8>(repeating: 0)
            for k in 0..<((count - x) * 4) { bytes[k] = raw.load(fromByteOffset: x * 4 + k, as: UInt8.self) }
            found |= matching(bytes)
        }
        return found != SIMD4<UInt32>(repeating: 0)
    }

    /// 1 in the lanes of the pixels that match, 0 elsewhere.
    @inline(__always)
    private func matching(_ bytes: SIMD16<UInt8>) -> SIMD4<UInt32> {
        let passed = SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: (bytes &- lows) .<= spans)
        // A pixel's four bytes read as one word are all ones only when every byte passed.
        let words = unsafeBitCast(passed, to: SIMD4<UInt32>.self)
        return SIMD4<UInt32>(repeating: 0).replacing(with: 1, where: words .== SIMD4<UInt32>(repeating: 0xFFFF_FFFF))
    }
}
