/// Finds the next pixel of a row that a `Target` matches, four pixels (16 bytes) at a time with
/// no branch a pixel, so the scan skips the pixels between runs (and rows without one): it
/// matches exactly where `Target.matches` does, so the runs are the same as testing every pixel.
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

    /// The first pixel at or after `start` of a row of `count` pixels that matches, `count` when
    /// none: eight pixels a step, one test a step, until a step holds a match.
    func firstMatch(in row: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        guard !matchesNothing else { return count }
        let raw = UnsafeRawPointer(row)
        var x = start
        while x + 8 <= count {
            let low = matching(raw.loadUnaligned(fromByteOffset: x &* 4, as: SIMD16<UInt8>.self))
            let high = matching(raw.loadUnaligned(fromByteOffset: (x &+ 4) &* 4, as: SIMD16<UInt8>.self))
            if (low | high) != 0 { return x + (low != 0 ? Self.firstLane(low) : 4 + Self.firstLane(high)) }
            x += 8
        }
        while x < count {
            let bytes = x + 4 <= count ? raw.loadUnaligned(fromByteOffset: x &* 4, as: SIMD16<UInt8>.self) : tail(raw, from: x, count: count)
            let found = matching(bytes)
            if found != 0 { return x + Self.firstLane(found) }
            x += 4
        }
        return count
    }

    /// The last one to three pixels from `x`, the rest of the 16 bytes zero: alpha 0, never a match.
    @inline(__always)
    private func tail(_ raw: UnsafeRawPointer, from x: Int, count: Int) -> SIMD16<UInt8> {
        var bytes = SIMD16<UInt8>(repeating: 0)
        for k in 0..<((count - x) * 4) { bytes[k] = raw.load(fromByteOffset: x * 4 + k, as: UInt8.self) }
        return bytes
    }

    /// The four pixels' verdicts as one 128-bit word: 32 one bits where a pixel matches, zero
    /// bits elsewhere, pixel 0 in the low bits on a little-endian machine, the high ones on a big-endian one.
    @inline(__always)
    private func matching(_ bytes: SIMD16<UInt8>) -> UInt128 {
        let passed = SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: (bytes &- lows) .<= spans)
        // A pixel's four bytes read as one word are all ones only when every byte passed.
        let words = unsafeBitCast(passed, to: SIMD4<UInt32>.self)
        return unsafeBitCast(SIMD4<UInt32>(repeating: 0).replacing(with: .max, where: words .== .max), to: UInt128.self)
    }

    /// Which of the four pixels is the first to match, for a verdict that is not zero.
    @inline(__always)
    private static func firstLane(_ verdicts: UInt128) -> Int {
        #if _endian(little)
        verdicts.trailingZeroBitCount / 32
        #else
        verdicts.leadingZeroBitCount / 32
        #endif
    }
}
