import CCairo
import HarnessCore

/// A cairo ARGB32 image surface, cleared to transparent black by cairo on creation.
final class CairoSurface {
    let handle: OpaquePointer
    let width: Int
    let height: Int

    /// A surface of `width` x `height` pixels, each at most `Int32.max`; cairo itself refuses
    /// sides above 32767 with an error status.
    init(width: Int, height: Int) throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairoFailure("cairo_image_surface_create(\(width)x\(height))", status)
        }
        handle = surface
        self.width = width
        self.height = height
    }

    deinit {
        cairo_surface_destroy(handle)
    }

    /// Makes every pixel transparent black again, as on creation, so the surface can be drawn on anew.
    func clear() throws {
        cairo_surface_flush(handle)
        guard width > 0, height > 0 else { return }
        guard let data = cairo_image_surface_get_data(handle) else {
            throw RenderError.cairoFailure("cairo_image_surface_get_data", CAIRO_STATUS_NULL_POINTER)
        }
        UnsafeMutableRawPointer(data).initializeMemory(as: UInt8.self, repeating: 0,
                                                       count: Int(cairo_image_surface_get_stride(handle)) * height)
        cairo_surface_mark_dirty(handle)
    }

    /// The pixels as `rgbaImage()` gives them, written into `image` (its buffer reused when it has this size).
    func rgbaImage(into image: inout RGBAImage) throws {
        let data = try flushedData()
        guard let data else { image = RGBAImage(width: width, height: height); return }
        straightRGBA(fromPremultipliedARGB32: UnsafeRawPointer(data), width: width, height: height,
                     stride: Int(cairo_image_surface_get_stride(handle)), into: &image)
    }

    /// Hands `body` the surface's own bytes (after every pending operation), cairo's native-endian
    /// ARGB32 words, when the rows are `width * 4` bytes apart with no padding; nil when they are
    /// not or the surface has no pixels.
    func withUnpaddedBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) throws -> T? {
        guard let data = try flushedData(), Int(cairo_image_surface_get_stride(handle)) == width * 4 else { return nil }
        return try body(UnsafeRawBufferPointer(start: data, count: width * 4 * height))
    }

    /// A copy of the cairo pixels of `rows` (after every pending operation).
    func copyRows(_ rows: Range<Int>) throws -> [UInt8] {
        guard let data = try flushedData() else { return [] }
        let stride = Int(cairo_image_surface_get_stride(handle))
        return Array(UnsafeRawBufferPointer(start: data + rows.lowerBound * stride, count: rows.count * stride))
    }

    /// Writes `bytes` (from `copyRows(rows)` of a surface of this size) over `rows`.
    func replaceRows(_ rows: Range<Int>, with bytes: [UInt8]) throws {
        guard let data = try flushedData() else { return }
        let stride = Int(cairo_image_surface_get_stride(handle))
        precondition(bytes.count == rows.count * stride, "rows of another surface size")
        bytes.withUnsafeBytes { UnsafeMutableRawPointer(data + rows.lowerBound * stride).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        cairo_surface_mark_dirty(handle)
    }

    /// Whether every pixel outside `rows` is transparent black.
    func isTransparent(outside rows: Range<Int>) throws -> Bool {
        guard let data = try flushedData() else { return true }
        let stride = Int(cairo_image_surface_get_stride(handle))
        for y in 0..<height where !rows.contains(y) {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] != 0 { return false }
        }
        return true
    }

    /// The pixel data after cairo has finished every pending operation; nil for an empty surface.
    private func flushedData() throws -> UnsafeMutablePointer<UInt8>? {
        cairo_surface_flush(handle)
        let status = cairo_surface_status(handle)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairoFailure("cairo_surface_flush", status) }
        guard width > 0, height > 0 else { return nil }
        guard let data = cairo_image_surface_get_data(handle) else {
            throw RenderError.cairoFailure("cairo_image_surface_get_data", CAIRO_STATUS_NULL_POINTER)
        }
        return data
    }

    /// The pixels as straight-alpha RGBA, after cairo has finished every pending drawing operation.
    func rgbaImage() throws -> RGBAImage {
        cairo_surface_flush(handle)
        let status = cairo_surface_status(handle)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairoFailure("cairo_surface_flush", status) }
        guard width > 0, height > 0 else { return RGBAImage(width: width, height: height) }
        guard let data = cairo_image_surface_get_data(handle) else {
            throw RenderError.cairoFailure("cairo_image_surface_get_data", CAIRO_STATUS_NULL_POINTER)
        }
        return straightRGBA(
            fromPremultipliedARGB32: UnsafeRawPointer(data), width: width, height: height,
            stride: Int(cairo_image_surface_get_stride(handle)))
    }
}
