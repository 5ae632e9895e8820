import Foundation

/// The seeds of a property run: CARET_HARNESS_SEED (decimal or 0x-hexadecimal) when set,
/// else a fixed set, so every run is reproducible and a failure names the seed to rerun.
enum PropertySeeds {
    static let defaults: [UInt64] = [1, 2, 3, 0xC0FFEE]

    struct BadSeed: Error, CustomStringConvertible {
        let text: String
        var description: String { "CARET_HARNESS_SEED=\(text) is not a 64-bit number (decimal or 0x-hexadecimal)" }
    }

    static func seeds() throws -> [UInt64] {
        guard let text = ProcessInfo.processInfo.environment["CARET_HARNESS_SEED"] else { return defaults }
        let seed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let seed else { throw BadSeed(text: text) }
        return [seed]
    }

    /// One generator per device, so each device's run depends only on the seed.
    static func generator(seed: UInt64, deviceIndex: Int) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed)
        for _ in 0...deviceIndex {
            _ = mixer.next()
        }
        return SplitMix64(seed: mixer.next())
    }
}
