#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output files so that nothing a user has is replaced by accident and no reader ever
/// sees a half-written file.
package enum SafeWrite {
    /// Refuses to write `path` unless it is absent or a regular file that is not one of
    /// `protected` (compared by device and inode, so `./a.png`, a hard link or a symlink to an
    /// input are all caught). A symlink at `path` is refused: neither it nor its target is replaced.
    package static func checkDestination(_ path: String, protected: ProtectedInputs = ProtectedInputs()) throws(FileSafetyError) {
        guard let info = try lstatIfPresent(path) else { return }
        guard FileType.isRegular(info.st_mode) else {
            throw FileSafetyError(path: path, kind: .notRegularFile(found: FileType.describe(info.st_mode)))
        }
        if let input = protected.input(for: FileIdentity(info)) {
            throw FileSafetyError(path: path, kind: .protectedInput(input: input))
        }
    }

    /// Atomically replaces (or creates) the regular file `path` with `bytes`: a temporary file
    /// named by `TempName` in the same folder is written, fsynced, closed and renamed over
    /// `path`, then the folder is fsynced. On any failure the temporary file is removed and
    /// `path` is untouched.
    ///
    /// The destination is checked (`checkDestination`) before the temporary file is made and
    /// again just before the rename. rename(2) never follows a symlink at the destination, so
    /// a link swapped in between the last check and the rename would itself be replaced, never
    /// its target; a device swapped in by another process in that window is the one case left.
    /// - Throws: `FileSafetyError` naming `path`.
    package static func write(_ bytes: [UInt8], to path: String, protected: ProtectedInputs = ProtectedInputs()) throws(FileSafetyError) {
        try checkDestination(path, protected: protected)
        let temporary = try writeTemporary(bytes, besides: path)
        do throws(FileSafetyError) {
            try checkDestination(path, protected: protected)
        } catch {
            _ = unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            _ = unlink(temporary)
            throw .system(path, "cannot rename \(temporary) over it", code)
        }
        syncFolder(splitPath(path).folder)
    }

    /// Writes `bytes` to a new temporary file beside `path` (created with O_EXCL, never through
    /// a symlink), flushed to disk; returns its path. Nothing is left behind on failure.
    package static func writeTemporary(_ bytes: [UInt8], besides path: String) throws(FileSafetyError) -> String {
        let temporary = TempName.beside(path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw .system(path, "cannot create the temporary file \(temporary)") }
        do throws(FileSafetyError) {
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
            throw .system(path, "cannot close the temporary file \(temporary)", code)
        }
        return temporary
    }

    private static func fill(_ fd: Int32, with bytes: [UInt8], path: String) throws(FileSafetyError) {
        var failure: FileSafetyError?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    failure = .system(path, "cannot write")
                    return
                }
            }
        }
        if let failure { throw failure }
        guard fsync(fd) == 0 else { throw .system(path, "cannot flush (fsync)") }
    }
}

/// POSIX write under a name that `SafeWrite.write` does not shadow.
package func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}

/// The files a run reads, which its outputs must never replace, known by device and inode.
package struct ProtectedInputs: Sendable {
    private var byIdentity: [FileIdentity: String] = [:]

    package init() {}

    /// The inputs among `paths` that exist (symlinks followed: the file read is what counts).
    package init(paths: [String]) {
        for path in paths {
            if let identity = FileIdentity.of(path), byIdentity[identity] == nil { byIdentity[identity] = path }
        }
    }

    /// The input's path as the user gave it when `identity` is one of the inputs.
    package func input(for identity: FileIdentity) -> String? { byIdentity[identity] }

    package var isEmpty: Bool { byIdentity.isEmpty }
}
