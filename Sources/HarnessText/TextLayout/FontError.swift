/// Why a font file could not be used; the description names the file so a failing run says
/// which install is broken rather than only what was wrong.
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that was being read.
    public let path: String
    /// What was wrong with it, in words.
    public let reason: String

    /// Makes an error about `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "font file PATH: REASON".
    public var description: String { "font file \(path): \(reason)" }
}
