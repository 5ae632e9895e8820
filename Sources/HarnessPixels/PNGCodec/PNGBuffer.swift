import CPNG

/// Owns the bytes cpng_encode_png (or cpng_deflate_rgba_rows) allocates and frees them when the copy is taken.
package final class PNGBuffer {
    package var storage = cpng_buffer()

    package init() {}

    deinit {
        cpng_buffer_free(&storage)
    }

    /// A Swift copy of the bytes; the C buffer is freed with this object.
    package var bytes: [UInt8] {
        guard let start = storage.bytes else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: storage.size))
    }
}
