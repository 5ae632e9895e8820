/// Adler-32 as zlib defines it (RFC 1950): `a` is 1 plus the sum of the bytes, `b` the sum of
/// every `a` after each byte, both modulo 65521; the checksum is `b << 16 | a`.
///
/// Bytes are taken 16 at a time in vector lanes: over a run of chunks, lane k of `sums` adds up
/// byte k of each chunk, and `prefix` adds up `sums` as it stood before each chunk. Then the run
/// adds `sum(sums)` to `a`, and to `b` it adds 16 `a` (as the run found it) per chunk, plus 16
/// times `sum(prefix)` (every byte of an earlier chunk counts 16 times in each later chunk),
/// plus `(16 - k)` times lane k of `sums` (byte k of a chunk counts once for itself and for each
/// byte after it in its chunk).
struct Adler32 {
    private(set) var a: UInt64 = 1
    private(set) var b: UInt64 = 0

    private static let modulus: UInt64 = 65521
    // 1,024 chunks keep the sum over all lanes of `prefix` below 2^32: at most 16 * 255 bytes a
    // chunk, counted once for each later chunk, 4080 * 1024 * 1023 / 2 < 2.14e9.
    private static let chunksPerRun = 1024
    private static let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)

    var value: UInt32 { UInt32(b << 16 | a) }

    /// One zero byte (a PNG row's filter type 0): `a` stays, `b` gains `a`.
    mutating func updateZero() {
        b = (b + a) % Self.modulus
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var offset = 0
        while count - offset >= 16 {
            let chunks = min(Self.chunksPerRun, (count - offset) / 16)
            var sums = SIMD16<UInt32>(repeating: 0), prefix = SIMD16<UInt32>(repeating: 0)
            for c in 0..<chunks {
                let lanes = SIMD16<UInt32>(truncatingIfNeeded: base.loadUnaligned(fromByteOffset: offset + c * 16,
                                                                                  as: SIMD16<UInt8>.self))
                prefix &+= sums
                sums &+= lanes
            }
            let weighted = UInt64((sums &* Self.weights).wrappedSum())
            b = (b + UInt64(chunks) * 16 * a + 16 * UInt64(prefix.wrappedSum()) + weighted) % Self.modulus
            a = (a + UInt64(sums.wrappedSum())) % Self.modulus
            offset += chunks * 16
        }
        while offset < count {
            a += UInt64(base.load(fromByteOffset: offset, as: UInt8.self))
            b += a
            offset += 1
        }
        a %= Self.modulus
        b %= Self.modulus
    }
}
