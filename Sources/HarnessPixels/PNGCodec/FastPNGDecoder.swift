import CPNG
import HarnessCore

/// cpng's fast decoder (8-bit RGB or RGBA, not interlaced, inflated by libdeflate in one call):
/// an image, or nil when it leaves the file to libpng, whose answer then stands.
enum FastPNGDecoder {
    static func decode(_ input: UnsafeBufferPointer<UInt8>, maxPixels: Int) -> RGBAImage? {
        var width: UInt32 = 0
        var height: UInt32 = 0
        guard cpng_fast_probe(input.baseAddress, input.count, &width, &height) == CPNG_OK else { return nil }
        let (w, h) = (Int(width), Int(height))
        // Both sides are below 2^31: the product fits 64 bits. Over the limit, libpng says so.
        guard w * h <= maxPixels else { return nil }
        let count = w * h * 4
        var decoded = false
        // The extra `h` bytes are the C side's working room (cpng.h); the image is the first `count`.
        let pixels = [UInt8](unsafeUninitializedCapacity: count + h) { buffer, initialized in
            decoded = cpng_fast_decode_rgba(input.baseAddress, input.count, buffer.baseAddress, count + h) == CPNG_OK
            initialized = decoded ? count : 0
        }
        return decoded ? RGBAImage(width: w, height: h, pixels: pixels) : nil
    }
}
