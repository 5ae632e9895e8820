import CPNG

/// How hard the encoder works: a trade between encoding time and file size.
public enum PNGCompression: Sendable {
    /// For CI artefacts that are written every run and rarely kept: zlib level 1 and only the
    /// Up filter. Up costs one subtraction a byte and suits UI frames, whose rows mostly repeat
    /// the row above; on a full 1179 x 2556 frame it encodes several times faster than `.small`.
    case fast
    /// For committed goldens, written once and stored for good: zlib level 9 with libpng
    /// choosing the best of all five filters for each row.
    case small

    var zlibLevel: Int32 {
        switch self {
        case .fast: 1
        case .small: 9
        }
    }

    var filters: Int32 {
        switch self {
        case .fast: CPNG_FILTER_UP
        case .small: CPNG_FILTER_ALL
        }
    }
}
