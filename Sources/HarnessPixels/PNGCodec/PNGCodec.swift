import CPNG
import HarnessCore

/// Converts between PNG bytes and `RGBAImage`, in memory.
package enum PNGCodec {
    /// Decodes any PNG (every colour type and bit depth, palette with or without tRNS,
    /// Adam7 interlacing) to 8-bit straight-alpha RGBA; 16-bit samples keep their high byte.
    ///
    /// - Parameter maxPixels: the largest width x height accepted. The header is checked
    ///   before any pixel memory is allocated, so a hostile or broken file declaring
    ///   100000 x 100000 pixels costs nothing. The default (50 million, 200 MB decoded)
    ///   is ten times a full-resolution phone frame.
    /// The common case (8-bit RGB or RGBA, not interlaced, no palette or tRNS, nothing wrong)
    /// goes through cpng's fast decoder (libdeflate); every other file, and every broken one,
    /// through libpng, whose pixels or error then stand. Both give the same pixels
    /// (`LibpngParityTests`).
    /// - Throws: `PNGError`.
    ///   A Git LFS pointer file (a golden kept in LFS and not fetched) is `.notPNG` with a message
    ///   that says so and gives the command that fetches it.
    package static func decode(_ bytes: [UInt8], maxPixels: Int = 50_000_000) throws -> RGBAImage {
        let result = bytes.withUnsafeBufferPointer { input in
            Result { () throws(PNGError) -> RGBAImage in
                if let image = FastPNGDecoder.decode(input, maxPixels: maxPixels) { return image }
                return try PNGDecoder(borrowing: input, maxPixels: maxPixels).readImage()
            }
        }
        if case .failure(let error) = result, error.kind == .notPNG, GitLFSPointer.matches(bytes) {
            throw PNGError(kind: .notPNG, message: GitLFSPointer.message)
        }
        return try result.get()
    }

    /// Decodes with libpng alone (as `decode` did before the fast path): the reference the fast
    /// decoder is checked against, and the decoder of the golden re-encoding's check.
    /// - Throws: `PNGError`.
    package static func decodeWithLibpng(_ bytes: [UInt8], maxPixels: Int = 50_000_000) throws -> RGBAImage {
        try bytes.withUnsafeBufferPointer { input throws(PNGError) in
            try PNGDecoder(borrowing: input, maxPixels: maxPixels).readImage()
        }
    }

    /// Encodes an image as a non-interlaced 8-bit PNG, RGB when every pixel is opaque and RGBA
    /// otherwise, with no ancillary chunks (no timestamps, no gamma), so the same pixels always
    /// give the same bytes on one machine (cpng's encode.c, libdeflate; not libpng).
    ///
    /// - Throws: `PNGError` with kind `.unencodable` for an image without pixels (PNG sides
    ///   must be at least 1), `.outOfMemory` when allocation fails.
    package static func encode(_ image: RGBAImage, compression: PNGCompression) throws -> [UInt8] {
        let output = PNGBuffer()
        try image.pixels.withUnsafeBufferPointer { pixels throws(PNGError) in
            try checkCPNG { message, capacity in
                cpng_encode_png(
                    pixels.baseAddress, UInt32(clamping: image.width), UInt32(clamping: image.height),
                    compression.level, &output.storage, message, capacity)
            }
        }
        return output.bytes
    }
}
