#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deletes files under one root folder and nowhere else.
///
/// The walk opens each folder relative to its parent's descriptor with O_NOFOLLOW and inspects
/// entries with `fstatat(AT_SYMLINK_NOFOLLOW)`, then removes with `unlinkat` on that same
/// descriptor. So a symlink (to a file or a folder, inside or outside the root) is never
/// followed, never descended and never deleted; it is reported in `skippedLinks`. Swapping a
/// folder for a symlink during the walk cannot redirect it either: the open descriptor still
/// names the folder that was checked.
package enum SafePrune {
    package struct Report: Equatable, Sendable {
        /// Files removed, as paths relative to the root ("iphone/smoke/03-type.png").
        package var removed: [String] = []
        /// Symlinks met and left alone, relative to the root.
        package var skippedLinks: [String] = []
        /// Folders removed because pruning left them empty (with `removeEmptyFolders`).
        package var removedFolders: [String] = []
    }

    /// Walks `root` and removes each regular file for which `shouldRemove(relativePath)` is true.
    /// Files other than regular files (FIFOs, devices, sockets) are never removed.
    package static func prune(
        root: String, removeEmptyFolders: Bool = false, shouldRemove: (String) -> Bool
    ) throws(FileSafetyError) -> Report {
        var report = Report()
        let directory = try DirectoryHandle(path: root)
        _ = try walk(directory, relative: "", root: root, removeEmpty: removeEmptyFolders,
                     shouldRemove: shouldRemove, report: &report)
        return report
    }

    /// Regular files under `root`, relative paths, symlinks not followed.
    package static func regularFiles(under root: String) throws(FileSafetyError) -> [String] {
        var found: [String] = []
        _ = try prune(root: root) { relative in
            found.append(relative)
            return false
        }
        return found
    }

    /// Returns whether the folder is empty after the walk.
    private static func walk(
        _ directory: DirectoryHandle, relative: String, root: String, removeEmpty: Bool,
        shouldRemove: (String) -> Bool, report: inout Report
    ) throws(FileSafetyError) -> Bool {
        var remaining = 0
        for name in directory.names() {
            let child = relative.isEmpty ? name : relative + "/" + name
            let full = root + "/" + child
            guard let info = directory.info(of: name) else { continue }
            if FileType.isSymlink(info.st_mode) {
                report.skippedLinks.append(child)
                remaining += 1
            } else if FileType.isDirectory(info.st_mode) {
                let sub = try DirectoryHandle(parent: directory.fd, name: name, path: full)
                let empty = try walk(sub, relative: child, root: root, removeEmpty: removeEmpty,
                                     shouldRemove: shouldRemove, report: &report)
                if removeEmpty, empty, unlinkat(directory.fd, name, AT_REMOVEDIR) == 0 {
                    report.removedFolders.append(child)
                } else {
                    remaining += 1
                }
            } else if FileType.isRegular(info.st_mode), shouldRemove(child) {
                guard unlinkat(directory.fd, name, 0) == 0 else { throw .system(full, "cannot remove") }
                report.removed.append(child)
            } else {
                remaining += 1
            }
        }
        return remaining == 0
    }
}
