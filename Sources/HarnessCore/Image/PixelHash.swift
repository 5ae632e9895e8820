extension RGBAImage {
    /// A 256-bit fingerprint of the size and pixels, as 64 hex digits: four independent 64-bit
    /// multiply-xorshift lanes over the pixels as 64-bit words, so it runs near memory speed.
    /// It lets `verify` recognise a frame equal to its golden without decoding the golden; it
    /// is not cryptographic (the golden file itself is checked with SHA-256).
    package var pixelHash: String {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F,
                                                       0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63)
        let prime: UInt64 = 0x0000_0100_0000_01B3  // FNV-1a's 64-bit prime
        func mix(_ h: UInt64, _ word: UInt64) -> UInt64 {
            var x = (h ^ word) &* prime
            x ^= x >> 29
            return x
        }
        pixels.withUnsafeBytes { raw in
            let count = raw.count / 8
            var i = 0
            while i + 4 <= count {
                lanes.0 = mix(lanes.0, raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
                lanes.1 = mix(lanes.1, raw.loadUnaligned(fromByteOffset: (i + 1) * 8, as: UInt64.self))
                lanes.2 = mix(lanes.2, raw.loadUnaligned(fromByteOffset: (i + 2) * 8, as: UInt64.self))
                lanes.3 = mix(lanes.3, raw.loadUnaligned(fromByteOffset: (i + 3) * 8, as: UInt64.self))
                i += 4
            }
            var tail: UInt64 = 0
            for byte in raw[(i * 8)...] { tail = tail << 8 | UInt64(byte) }
            lanes.0 = mix(lanes.0, tail ^ UInt64(raw.count - i * 8))
        }
        lanes.1 = mix(lanes.1, UInt64(width))
        lanes.2 = mix(lanes.2, UInt64(height))
        return [lanes.0, lanes.1, lanes.2, lanes.3].map { value in
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
