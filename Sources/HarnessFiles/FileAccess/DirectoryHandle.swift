#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open directory (a `DIR *` from `fdopendir`), closed in `deinit`. Opened relative to a
/// parent descriptor with O_NOFOLLOW, so a symlink in place of a folder is never entered.
package final class DirectoryHandle {
    private let stream: OpaquePointer
    /// The directory's descriptor, for `fstatat`/`unlinkat`/`openat` relative to it.
    package let fd: Int32

    /// Opens `name` in the directory `parent`, refusing a symlink in its place.
    package convenience init(parent: Int32, name: String, path: String) throws(FileSafetyError) {
        try self.init(parent: parent, name: name, path: path, flags: O_NOFOLLOW)
    }

    /// Opens the folder at `path` (following symlinks in its own path: the caller chose it).
    package convenience init(path: String) throws(FileSafetyError) {
        try self.init(parent: AT_FDCWD, name: path, path: path, flags: 0)
    }

    private init(parent: Int32, name: String, path: String, flags: Int32) throws(FileSafetyError) {
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | flags)
        guard descriptor >= 0 else { throw .system(path, "cannot open the folder") }
        guard let stream = fdopendir(descriptor) else {
            let code = errno
            _ = close(descriptor)
            throw .system(path, "cannot list the folder", code)
        }
        self.stream = stream
        fd = descriptor
    }

    deinit {
        // closedir closes `fd` too.
        _ = closedir(stream)
    }

    /// The entry names, without "." and "..", sorted for a stable order. A name that is not
    /// valid UTF-8 is left out: it could not be passed back to the system unchanged, and none
    /// of our own files has one.
    package func names() -> [String] {
        var result: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(validating: Array(raw.prefix(while: { $0 != 0 })), as: UTF8.self)
            }
            if let name, name != ".", name != ".." { result.append(name) }
        }
        return result.sorted()
    }

    /// `lstat` of an entry (never following a symlink); nil when it has gone.
    package func info(of name: String) -> stat? {
        var info = stat()
        return fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }
}
