import CPNG

/// How hard the encoder works: a trade between encoding time and file size. Both write RGB
/// (colour type 2) when every pixel is opaque, RGBA otherwise, rows unfiltered (None), one IDAT
/// (cpng's encode.c).
public enum PNGCompression: String, Sendable, CaseIterable {
    /// For frames a run writes under out/, every run, rarely kept: cpng's own DEFLATE
    /// (fast_deflate.c), which tries the pixel before, the row above and the last match's distance
    /// before a hash, and hashes little inside a match. The 104 light 3x goldens' rows: 158 KB a
    /// frame on average in 5.6 ms of CPU, against libdeflate level 1's 166 KB in 22.8 ms.
    case fast
    /// For committed goldens, written once and read on every run: libdeflate level 12, its
    /// near-optimal parse (about a second a 3x frame, some 30 % fewer bytes than libpng's zlib 9).
    case small

    var level: Int32 {
        switch self {
        case .fast: CPNG_LEVEL_FAST
        case .small: CPNG_LEVEL_STRONG
        }
    }
}
