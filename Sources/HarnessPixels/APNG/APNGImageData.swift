import CPNG
import HarnessCore

/// The image data of an animated PNG frame, what its IDAT or fdAT chunk holds: the zlib stream of a
/// rectangle's rows, each row a filter byte and the row filtered. libdeflate compresses it (level 1)
/// through cpng, in one call. The bytes depend only on the pixels (and libdeflate).
package enum APNGImageData {
    /// Rows filtered with Up, chosen when zlib's Z_RLE compressed the frames (README, Motion,
    /// Speed, has those figures); libdeflate level 1 now compresses the filtered rows in one call
    /// (`bench`'s motion line times it).
    /// - Throws: `PNGError`: `.unencodable` for a region not inside the image or a compression that
    ///   failed (named, with its return code), `.outOfMemory`.
    package static func zlibStream(_ image: RGBAImage, region: APNGRegion) throws(PNGError) -> [UInt8] {
        try zlibStream(image, region: region, filter: .up)
    }

    static func zlibStream(_ image: RGBAImage, region: APNGRegion, filter: RowFilter) throws(PNGError) -> [UInt8] {
        guard region.x >= 0, region.y >= 0, region.width > 0, region.height > 0,
              region.x <= image.width - region.width, region.y <= image.height - region.height,
              region.width < Int(UInt32.max / 4) else {
            throw PNGError(kind: .unencodable, message: "cannot compress \(region): it is not inside the "
                + "\(image.width) x \(image.height) image")
        }
        let output = PNGBuffer()
        try image.pixels.withUnsafeBufferPointer { pixels throws(PNGError) in
            guard let base = pixels.baseAddress else { return }
            let start = base + (region.y * image.width + region.x) * 4
            try checkCPNG { message, capacity in
                cpng_deflate_rgba_rows(start, image.width * 4, UInt32(region.width), UInt32(region.height),
                                       filter.cValue, &output.storage, message, capacity)
            }
        }
        return output.bytes
    }

    /// How rows are filtered before zlib sees them (PNG filter types 0, 1 and 2, or chosen per row).
    enum RowFilter: CaseIterable {
        /// The bytes as they are.
        case none
        /// Each byte less the byte one pixel to the left.
        case sub
        /// Each byte less the byte above: a row repeating the row above becomes zeros.
        case up
        /// Per row, whichever of Up, Sub and None has the smallest sum of its bytes read as signed
        /// numbers, in absolute value (libpng's measure).
        case adaptive

        var cValue: cpng_row_filter {
            switch self {
            case .none: CPNG_ROWS_NONE
            case .sub: CPNG_ROWS_SUB
            case .up: CPNG_ROWS_UP
            case .adaptive: CPNG_ROWS_ADAPTIVE
            }
        }
    }
}
