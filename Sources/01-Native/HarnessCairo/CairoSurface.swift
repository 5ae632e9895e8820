import CCairo
import HarnessImage

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
