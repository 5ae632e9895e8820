/// Why a font file could not be used; the description names the file so a failing run says
/// which install is broken rather than only what was wrong.
package struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that was being read.
    package let path: String
    /// What was wrong with it, in words.
    package let reason: String

    /// Makes an error about `path`.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "font file PATH: REASON".
    package var description: String { "font file \(path): \(reason)" }
}
