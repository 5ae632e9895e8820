import CPNG

/// How hard the encoder works: a trade between encoding time and file size. Both write RGB
/// (colour type 2) when every pixel is opaque, RGBA otherwise, rows unfiltered (None), one IDAT
/// compressed by libdeflate (cpng's encode.c).
package enum PNGCompression: String, Sendable, CaseIterable {
    /// For frames a run writes under out/, every run, rarely kept: libdeflate level 1 (a 3x frame:
    /// 136,391 bytes in 24 to 27 ms of CPU; level 2 made 135,107 in 26 to 29 ms).
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
