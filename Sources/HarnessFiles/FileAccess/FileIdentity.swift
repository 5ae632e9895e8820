#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file as the kernel knows it: device and inode. Two paths name the same file exactly when
/// their identities are equal, whatever symlinks, `..`, hard links or bind mounts are involved.
package struct FileIdentity: Hashable, Sendable {
    package let device: UInt64
    package let inode: UInt64

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    package init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identity of the file `path` names, following symlinks; nil when it does not exist.
    package static func of(_ path: String) -> FileIdentity? {
        var info = stat()
        return stat(path, &info) == 0 ? FileIdentity(info) : nil
    }

    /// The identity of `path` itself (a symlink is not followed); nil when it does not exist.
    package static func ofLink(_ path: String) -> FileIdentity? {
        var info = stat()
        return lstat(path, &info) == 0 ? FileIdentity(info) : nil
    }
}

/// What `lstat` found at a path, in words for messages.
package enum FileType {
    package static func describe(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a directory"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    package static func isRegular(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }
    package static func isDirectory(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFDIR }
    package static func isSymlink(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFLNK }
}

/// `lstat` as an optional: nil when nothing is at `path` (ENOENT), a thrown error otherwise.
package func lstatIfPresent(_ path: String) throws(FileSafetyError) -> stat? {
    var info = stat()
    if lstat(path, &info) == 0 { return info }
    if errno == ENOENT { return nil }
    throw .system(path, "cannot inspect")
}

/// The folder part of a path ("." when there is none) and the last component.
package func splitPath(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
}

/// Flushes a folder's entries (a rename or unlink in it) to disk; best effort on file
/// systems that cannot fsync a directory.
package func syncFolder(_ folder: String) {
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    _ = close(fd)
}
