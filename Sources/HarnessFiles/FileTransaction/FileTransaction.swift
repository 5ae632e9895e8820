#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// All-or-nothing replacement of a set of files under one root folder (record's goldens and
/// manifest). Hold the root's `FolderLock` around the whole transaction.
///
/// 1. `stage` writes each new file in full, fsynced, as a `TempName` file beside its destination,
///    creating missing folders. Nothing the user has is changed.
/// 2. `commit` checks every destination again (a directory, FIFO, device or symlink in the way,
///    or an input, refuses the whole commit), hard-links each existing destination to a backup
///    name, writes the journal, renames every staged file into place (those staged with
///    `last: true`, the manifest, after all others), fsyncs the folders, removes the journal
///    (the commit point) and then the backups.
///
/// Guarantee: a failure before the journal is removed rolls everything back in process
/// (every destination holds its old contents or is absent again, created folders are removed).
/// If the process dies before the journal is removed, the journal stays; the next
/// `FileTransaction.recover(root:)` rolls back the same way, so the files and the manifest are
/// again the ones from before the killed run. If it dies after, the new state is complete and
/// only backups (dead writer, `TempName` pattern) remain, which `StaleTempCleaner` removes.
/// Readers without the lock may briefly see new files beside the old manifest while the renames
/// run; the manifest's rename is the last.
/// Sendable: every change to its state runs under `Interruption`'s lock.
package final class FileTransaction: @unchecked Sendable {
    /// What the failure-injection hook (tests) tells `commit` to do before rename number `index`.
    enum HookAction {
        case proceed
        /// Fail as an error would: `commit` rolls back and throws.
        case fail(FileSafetyError)
        /// Stop dead, as if the process were killed: no rollback, the journal stays.
        case halt
    }

    package let root: String
    private let protected: ProtectedInputs
    private var entries: [(entry: TransactionJournal.Entry, last: Bool)] = []
    private var createdFolders: [String] = []
    private var finished = false
    /// The journal while it is on disk (between its write and its removal in `commit`).
    private var journalOnDisk: TransactionJournal?
    /// Backups still to remove after the commit point (relative paths).
    private var backupsLeft: [String] = []
    /// Failure injection for tests: called before each rename with its index and destination.
    var beforeRename: ((Int, String) -> HookAction)?

    package init(root: String, protected: ProtectedInputs = ProtectedInputs()) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.protected = protected
        Interruption.register(self)
    }

    deinit {
        if !finished { discard() }
        Interruption.unregister(self)
    }

    /// SIGINT/SIGTERM (`Interruption`, holding the commit lock): puts the root back as it was
    /// before this transaction; true when there was anything to roll back.
    func rollBackForSignal() -> Bool {
        if let journal = journalOnDisk {
            do { try journal.rollBack(root: root) } catch { return true }  // the journal stays for the next start
            _ = unlink(root + "/" + TransactionJournal.fileName)
            syncFolder(root)
            journalOnDisk = nil
            finished = true
            return true
        }
        guard !finished else {
            // Committed: the new state stays; only the backups go, so no stray file is left.
            for backup in backupsLeft { _ = unlink(root + "/" + backup) }
            backupsLeft = []
            return false
        }
        discard()
        return true
    }

    /// Relative, not empty, no "."/".." component, no tab or newline (the journal's separators).
    static func isSafeRelative(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && !parts.isEmpty
            && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
            && !path.contains("\t") && !path.contains("\n") && !path.contains("\r")
    }

    /// Writes `bytes` as a staged file for `relativePath` (below the root). `last` files are
    /// renamed after all the others (the manifest).
    package func stage(_ bytes: [UInt8], at relativePath: String, last: Bool = false) throws(FileSafetyError) {
        precondition(!finished, "FileTransaction used after commit or discard")
        TestPause.at("stage-\(entries.count)")
        try Interruption.locked { () throws(FileSafetyError) in try stageLocked(bytes, at: relativePath, last: last) }
    }

    private func stageLocked(_ bytes: [UInt8], at relativePath: String, last: Bool) throws(FileSafetyError) {
        let destination = root + "/" + relativePath
        guard FileTransaction.isSafeRelative(relativePath) else {
            throw FileSafetyError(path: destination, kind: .outsideRoot(root: root))
        }
        guard !entries.contains(where: { $0.entry.destination == relativePath }) else {
            throw FileSafetyError(path: destination, kind: .duplicate)
        }
        try makeFolders(for: relativePath)
        try SafeWrite.checkDestination(destination, protected: protected)
        let temporary = try SafeWrite.writeTemporary(bytes, besides: destination)
        let folder = splitPath(relativePath)
        let tempName = splitPath(temporary).name
        let relativeTemp = folder.folder == "." ? tempName : folder.folder + "/" + tempName
        entries.append((TransactionJournal.Entry(destination: relativePath, temporary: relativeTemp,
                                                 staged: FileIdentity.ofLink(temporary)), last))
    }

    /// Creates the destination's missing folders; a symlink or file in the way, or a folder
    /// resolving outside the root, is refused.
    private func makeFolders(for relativePath: String) throws(FileSafetyError) {
        let parts = relativePath.split(separator: "/").dropLast().map(String.init)
        var relative = ""
        for part in parts {
            relative = relative.isEmpty ? part : relative + "/" + part
            let path = root + "/" + relative
            if let info = try lstatIfPresent(path) {
                guard FileType.isDirectory(info.st_mode) else {
                    throw FileSafetyError(path: path, kind: .notAFolder(found: FileType.describe(info.st_mode)))
                }
            } else {
                guard mkdir(path, 0o777) == 0 else { throw .system(path, "cannot create the folder") }
                createdFolders.append(relative)
            }
        }
        let folder = root + "/" + (relative.isEmpty ? "." : relative)
        guard try ResolvedPath(folder).isWithin(ResolvedPath(root)) else {
            throw FileSafetyError(path: folder, kind: .outsideRoot(root: root))
        }
    }

    /// Puts every staged file in place, all or nothing (see the type's guarantee); returns the
    /// destinations written, relative to the root, in rename order.
    @discardableResult
    package func commit() throws(FileSafetyError) -> [String] {
        try Interruption.locked { () throws(FileSafetyError) in try commitLocked() }
    }

    private func commitLocked() throws(FileSafetyError) -> [String] {
        precondition(!finished, "FileTransaction used after commit or discard")
        let ordered = entries.filter { !$0.last }.map(\.entry) + entries.filter(\.last).map(\.entry)
        var journal = TransactionJournal(pid: getpid(), folders: createdFolders, entries: ordered)
        let journalPath = root + "/" + TransactionJournal.fileName
        do throws(FileSafetyError) {
            // A journal left by a killed run must be repaired first, never overwritten.
            guard try lstatIfPresent(journalPath) == nil else {
                throw FileSafetyError(path: journalPath, kind: .journal(
                    detail: "a killed run left this journal; run FileTransaction.recover before committing"))
            }
            for (index, entry) in journal.entries.enumerated() {
                let destination = root + "/" + entry.destination
                try SafeWrite.checkDestination(destination, protected: protected)
                guard try lstatIfPresent(destination) != nil else { continue }
                let backup = TempName.beside(destination)
                guard link(destination, backup) == 0 else { throw .system(destination, "cannot keep a backup as \(backup)") }
                journal.entries[index].backup = String(backup.dropFirst(root.count + 1))
                journal.entries[index].backupIdentity = FileIdentity.ofLink(backup)
            }
            try SafeWrite.write(journal.encoded(), to: journalPath)
            journalOnDisk = journal
        } catch {
            try? journal.rollBack(root: root)
            finished = true
            throw error
        }
        TestPause.at("journal")
        for (index, entry) in journal.entries.enumerated() {
            let destination = root + "/" + entry.destination
            var failure: FileSafetyError?
            TestPause.beforeRename(index)
            switch beforeRename?(index, destination) ?? .proceed {
            case .proceed:
                if rename(root + "/" + entry.temporary, destination) != 0 {
                    failure = .system(destination, "cannot rename \(root)/\(entry.temporary) over it")
                }
            case .fail(let error): failure = error
            case .halt:
                finished = true
                throw FileSafetyError(path: journalPath, kind: .journal(detail: "commit halted by the test hook"))
            }
            if let failure {
                finished = true
                journalOnDisk = nil
                do { try journal.rollBack(root: root) } catch {
                    throw FileSafetyError(path: journalPath, kind: .journal(
                        detail: "\(failure); rolling back failed too (\(error)); the journal is kept for the next start"))
                }
                _ = unlink(journalPath)
                throw failure
            }
        }
        for folder in Set(journal.entries.map { splitPath(root + "/" + $0.destination).folder }) { syncFolder(folder) }
        TestPause.at("renamed")
        finished = true
        guard unlink(journalPath) == 0 else { throw .system(journalPath, "cannot remove the journal after committing") }
        journalOnDisk = nil
        syncFolder(root)
        backupsLeft = journal.entries.compactMap(\.backup)
        TestPause.at("committed")
        for backup in backupsLeft { _ = unlink(root + "/" + backup) }
        backupsLeft = []
        return journal.entries.map(\.destination)
    }

    /// Removes the staged files and the folders created for them; nothing else changes.
    package func discard() {
        Interruption.locked { discardLocked() }
    }

    private func discardLocked() {
        finished = true
        let journal = TransactionJournal(pid: getpid(), folders: createdFolders, entries: entries.map(\.entry))
        try? journal.rollBack(root: root)
    }

    /// The journal a killed commit left in `root`, nil when there is none. A reader that may not
    /// repair the folder (verify never writes under Goldens/) refuses to read it half committed.
    package static func unrepairedJournal(in root: String) -> String? {
        let path = root + "/" + TransactionJournal.fileName
        return (try? lstatIfPresent(path)) == nil ? nil : path
    }

    /// Repairs `root` after a killed commit: when a journal is there, rolls back and removes it. Returns the destinations restored (empty when there was no
    /// journal). Needs the root's `FolderLock` (so no commit can be running: its writer would
    /// hold the lock); call it before `StaleTempCleaner.clean`.
    @discardableResult
    package static func recover(root: String, holding lock: FolderLock) throws(FileSafetyError) -> [String] {
        let path = root + "/" + TransactionJournal.fileName
        guard try lstatIfPresent(path) != nil else { return [] }
        let journal = try TransactionJournal(bytes: SafeRead.readRegularFile(path, limit: SafeRead.manifestLimit, followSymlinks: false), path: path)
        try journal.rollBack(root: root)
        guard unlink(path) == 0 else { throw .system(path, "cannot remove the journal after rolling back") }
        syncFolder(root)
        return journal.entries.map(\.destination)
    }
}
