#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read or written, with the system's reason.
///
/// `description` reads "Goldens/x.png: cannot open: No such file or directory".
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file the caller asked for (not a temporary name).
    public let path: String
    /// What failed, e.g. "cannot open" or "cannot rename .x.png.tmp over it".
    public let action: String
    /// The `errno` value of the failing call.
    public let code: Int32

    /// Records a failed system call; `code` is the `errno` it left.
    public init(path: String, action: String, code: Int32) {
        self.path = path
        self.action = action
        self.code = code
    }

    /// The system's text for `code`, e.g. "Permission denied".
    public var reason: String {
        String(cString: strerror(code))
    }

    /// "path: action: reason".
    public var description: String {
        "\(path): \(action): \(reason)"
    }
}
