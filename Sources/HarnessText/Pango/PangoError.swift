/// Why the text engine could not start or shape: always names the file or call that failed.
package enum PangoError: Error, Equatable, CustomStringConvertible {
    /// A pinned font file is missing or fontconfig refused it.
    case fontNotLoaded(path: String, reason: String)
    /// A Pango or fontconfig call returned nothing.
    case callFailed(String)
    /// Pango picked a font that is not one of the pinned files (cannot happen with the private
    /// configuration; checked anyway, because a system font would make frames machine-dependent).
    case unpinnedFont(String)

    package var description: String {
        switch self {
        case let .fontNotLoaded(path, reason): return "font \(path): \(reason)"
        case let .callFailed(call): return "\(call) failed"
        case let .unpinnedFont(file): return "Pango chose \(file), which is not a pinned font"
        }
    }
}
