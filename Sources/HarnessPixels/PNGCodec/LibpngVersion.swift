import CPNG

extension PNGCodec {
    /// The runtime libpng version, e.g. "1.6.39".
    package static var libpngVersion: String { String(cString: cpng_libpng_version()) }
}
