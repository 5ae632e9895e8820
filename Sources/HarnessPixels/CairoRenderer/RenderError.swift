import CCairo

/// Why a display list could not be drawn.
package enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A cairo call left an object in an error state; `status` is `cairo_status_to_string`'s text.
    case cairo(operation: String, status: String)
    /// A FreeType call returned a non-zero `FT_Error`; `path` is the font file, when one was involved.
    case freeType(operation: String, path: String?, code: Int32)
    /// The display list's size times the scale is not a drawable pixel size.
    case invalidSize(width: Double, height: Double, scale: Double)
    /// The `fillGradient` at `commandIndex` has a gradient cairo cannot draw as meant; `reason`
    /// is `LinearGradient.problem`'s text.
    case invalidGradient(commandIndex: Int, reason: String)
    /// A `popClip` at `commandIndex` had no `pushClip` to end.
    case popClipWithoutPush(commandIndex: Int)
    /// The list ended with `count` `pushClip`s never popped.
    case unclosedClips(count: Int)

    /// A one-line explanation naming the failing operation.
    package var description: String {
        switch self {
        case let .cairo(operation, status):
            return "\(operation) failed: \(status)"
        case let .freeType(operation, path, code):
            let subject = path.map { " for \($0)" } ?? ""
            return "\(operation) failed\(subject): FreeType error \(code) (\(freeTypeErrorText(code)))"
        case let .invalidSize(width, height, scale):
            return "cannot render \(width) x \(height) pt at scale \(scale)"
        case let .invalidGradient(index, reason):
            return "fillGradient at command \(index): the gradient \(reason)"
        case let .popClipWithoutPush(index):
            return "popClip at command \(index) has no matching pushClip"
        case let .unclosedClips(count):
            return "display list ends with \(count) pushClip(s) never popped"
        }
    }
}

extension RenderError {
    /// The error for a cairo call that ended in `status`, with cairo's own text for it.
    static func cairoFailure(_ operation: String, _ status: cairo_status_t) -> RenderError {
        .cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
    }
}

/// Debian builds FreeType without FT_CONFIG_OPTION_ERROR_STRINGS, so FT_Error_String gives nothing;
/// the codes a font load meets are spelled out here (values from fterrdef.h).
private func freeTypeErrorText(_ code: Int32) -> String {
    switch code {
    case 0x01: return "cannot open resource"
    case 0x02: return "unknown file format"
    case 0x03: return "broken file"
    case 0x40: return "out of memory"
    default: return "see fterrdef.h"
    }
}
