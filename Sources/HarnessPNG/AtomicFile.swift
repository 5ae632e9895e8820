#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces files so that a reader (or a crash) sees either the old contents or the new,
/// never a half-written file: a golden PNG or a JSON report interrupted mid-write would
/// otherwise fail the next CI run for a reason that has nothing to do with the change.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file in the target's folder, flushes it to disk (fsync),
    /// then renames it over `path`. Rename within one folder is atomic on POSIX file systems;
    /// a temporary file elsewhere could sit on another file system, where rename copies.
    /// On any failure the temporary file is removed and the existing file is untouched.
    ///
    /// The new file gets the default permissions (0666 less the umask), not the old file's.
    /// - Throws: `FileError` naming `path`.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = temporaryPath(besides: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            throw FileError(path: path, action: "cannot create the temporary file \(temporary)", code: errno)
        }
        do {
            try fill(fd, with: bytes, path: path)
        } catch {
            _ = close(fd)
            _ = unlink(temporary)
            throw error
        }
        // close can report a deferred write error (NFS), so its status counts too.
        guard close(fd) == 0 else {
            let code = errno
            _ = unlink(temporary)
            throw FileError(path: path, action: "cannot close the temporary file \(temporary)", code: code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            _ = unlink(temporary)
            throw FileError(path: path, action: "cannot rename \(temporary) over it", code: code)
        }
    }

    /// A fresh hidden name in the target's folder; O_EXCL on open guards the rare collision.
    static func temporaryPath(besides path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let tag = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return "\(folder).\(name).\(tag).tmp"
    }

    private static func fill(_ fd: Int32, with bytes: [UInt8], path: String) throws(FileError) {
        var failure: FileError?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writeSome(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    failure = FileError(path: path, action: "cannot write", code: errno)
                    return
                }
            }
        }
        if let failure { throw failure }
        guard fsync(fd) == 0 else { throw FileError(path: path, action: "cannot flush (fsync)", code: errno) }
    }
}

/// POSIX write, reachable under a name that `AtomicFile.write` does not shadow.
private func writeSome(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
