import CPNG
import HarnessCore

/// Owns one cpng decoder and frees it however decoding ends.
/// It borrows the input bytes, so it must not outlive the buffer it was opened on.
final class PNGDecoder {
    private let handle: OpaquePointer
    let width: Int
    let height: Int

    init(borrowing input: UnsafeBufferPointer<UInt8>, maxPixels: Int) throws(PNGError) {
        var handle: OpaquePointer?
        var width: UInt32 = 0
        var height: UInt32 = 0
        try checkCPNG { message, capacity in
            cpng_decoder_open(
                input.baseAddress, input.count, UInt64(clamping: maxPixels),
                &handle, &width, &height, message, capacity)
        }
        guard let handle else {
            throw PNGError(kind: .outOfMemory, message: "cpng_decoder_open returned no decoder")
        }
        self.handle = handle
        self.width = Int(width)
        self.height = Int(height)
    }

    deinit {
        cpng_decoder_free(handle)
    }

    /// Decodes the pixels; call once.
    func readImage() throws(PNGError) -> RGBAImage {
        let count = width * height * 4
        var failure: PNGError?
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do throws(PNGError) {
                try checkCPNG { message, capacity in
                    cpng_decoder_read_rgba(handle, buffer.baseAddress, count, message, capacity)
                }
                initialized = count
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
