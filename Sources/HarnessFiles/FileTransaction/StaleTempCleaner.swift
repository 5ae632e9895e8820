#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the temporary files a killed run left behind (`TempName` pattern only).
///
/// A file is stale when its name is exactly `.caret-harness-<pid>-<random>.tmp`, it is a regular
/// file (never a symlink, never a folder), and either its writer pid is not running or it was
/// last modified more than `maxAge` seconds ago (a pid can be reused by an unrelated process).
/// Files of this process are never touched. Nothing else in the folder is ever removed.
///
/// Run `FileTransaction.recover` on a folder before cleaning it (`GuardedFolder` does both in
/// order): a journal of a killed record refers to backups that the repair still needs, so a
/// folder holding a journal is refused.
package enum StaleTempCleaner {
    /// One day: far longer than any write or record takes.
    package static let defaultMaxAge: Double = 24 * 3600

    /// Removes stale temporary files directly in `folder` and, when `recursive`, in its
    /// subfolders (never entering a symlinked folder). Returns the paths removed.
    @discardableResult
    package static func clean(
        folder: String, recursive: Bool = false, maxAge: Double = defaultMaxAge
    ) throws(FileSafetyError) -> [String] {
        let journal = folder + "/" + TransactionJournal.fileName
        if try lstatIfPresent(journal) != nil {
            throw FileSafetyError(path: journal, kind: .journal(
                detail: "a killed run left this journal; roll it back (FileTransaction.recover) before cleaning"))
        }
        let directory = try DirectoryHandle(path: folder)
        return try clean(directory, path: folder, recursive: recursive, maxAge: maxAge)
    }

    private static func clean(
        _ directory: DirectoryHandle, path: String, recursive: Bool, maxAge: Double
    ) throws(FileSafetyError) -> [String] {
        var removed: [String] = []
        let now = Double(time(nil))
        for name in directory.names() {
            guard let info = directory.info(of: name) else { continue }
            let child = path.hasSuffix("/") ? path + name : path + "/" + name
            if FileType.isDirectory(info.st_mode) {
                guard recursive else { continue }
                let sub = try DirectoryHandle(parent: directory.fd, name: name, path: child)
                removed += try clean(sub, path: child, recursive: true, maxAge: maxAge)
                continue
            }
            guard FileType.isRegular(info.st_mode), let pid = TempName.writerPID(of: name), pid != getpid() else {
                continue
            }
            let age = now - Double(info.st_mtim.tv_sec)
            guard !isRunning(pid) || age > maxAge else { continue }
            if unlinkat(directory.fd, name, 0) == 0 {
                removed.append(child)
            } else if errno != ENOENT {
                throw .system(child, "cannot remove the stale temporary file")
            }
        }
        return removed
    }

    /// Whether a process with this pid exists (EPERM: it exists but belongs to another user).
    package static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
