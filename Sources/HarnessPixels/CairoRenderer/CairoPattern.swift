import CCairo
import HarnessCore

/// A cairo linear-gradient pattern, released in deinit. Every stop is added before the pattern
/// is handed out, and the pattern's status is checked after each cairo call on it.
final class CairoLinearPattern {
    let handle: OpaquePointer

    /// A pattern for `gradient`, whose points are in the user space of the context it is set on;
    /// the caller has checked `gradient.problem` is nil.
    init(_ gradient: LinearGradient) throws {
        let pattern = cairo_pattern_create_linear(gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y)!
        let createStatus = cairo_pattern_status(pattern)
        guard createStatus == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(pattern)
            throw RenderError.cairoFailure("cairo_pattern_create_linear", createStatus)
        }
        handle = pattern
        // Pad beyond the ends (cairo's default for gradients, set so the contract does not rest on it).
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        try check("cairo_pattern_set_extend")
        for (index, stop) in gradient.stops.enumerated() {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, c.red, c.green, c.blue, c.alpha)
            try check("cairo_pattern_add_color_stop_rgba (stop \(index))")
        }
    }

    deinit {
        cairo_pattern_destroy(handle)
    }

    /// Throws if the last call left the pattern in an error state.
    private func check(_ operation: String) throws {
        let status = cairo_pattern_status(handle)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairoFailure(operation, status) }
    }
}
