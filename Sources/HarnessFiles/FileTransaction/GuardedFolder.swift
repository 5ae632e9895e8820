
/// The start of every command that writes into a folder, in the one safe order: take the
/// folder's lock, roll back a commit a killed run left half done, then remove the temporary
/// files killed runs left (the rollback needs some of them, so it comes first). Keep the value
/// alive for as long as the command writes; the lock goes with it.
package final class GuardedFolder {
    package let lock: FolderLock
    /// Destinations (relative to the folder) put back by rolling back a killed commit.
    package let restored: [String]
    /// Stale temporary files removed (full paths).
    package let removedTemporaries: [String]

    package var folder: String { lock.folder }

    /// - Parameters:
    ///   - command: shown to a run refused by the lock, e.g. "caret-harness record".
    ///   - waitSeconds: how long to wait for another holder (0: refuse at once).
    /// - Throws: `FileSafetyError`: the folder is locked (naming the holder), a journal cannot
    ///   be read or rolled back (naming it), or a stale file cannot be removed.
    package init(folder: String, command: String, waitSeconds: Double = 0) throws(FileSafetyError) {
        lock = try FolderLock(folder: folder, command: command, waitSeconds: waitSeconds)
        restored = try FileTransaction.recover(root: folder, holding: lock)
        removedTemporaries = try StaleTempCleaner.clean(folder: folder, recursive: true)
    }
}
