#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal of a `FileTransaction`: written (atomically) before the first rename, removed
/// after the last. Its presence at start means a run died while committing; `rollBack` then
/// restores the state before that run. Paths are relative to the transaction's root.
///
///     caret-harness journal 1
///     pid 4242
///     folder iphone-15-pro-light/new-scenario
///     file <destination>\t<temporary>\t<backup or ->
struct TransactionJournal: Equatable {
    static let fileName = ".caret-harness-journal"
    static let header = "caret-harness journal 1"

    struct Entry: Equatable {
        /// Where the new file goes.
        var destination: String
        /// The staged new file, beside the destination.
        var temporary: String
        /// A hard link to the file the destination held before, nil when it held none.
        var backup: String?
        /// The staged file's device and inode (a rename keeps them): rolling back removes a
        /// destination only when it is this very file, one the transaction created.
        var staged: FileIdentity?
        /// The backup's device and inode: it is restored only when it is still that file.
        var backupIdentity: FileIdentity?
    }

    var pid: Int32
    /// Folders the transaction created, parents first.
    var folders: [String] = []
    var entries: [Entry] = []

    func encoded() -> [UInt8] {
        var lines = [TransactionJournal.header, "pid \(pid)"]
        lines += folders.map { "folder \($0)" }
        lines += entries.map {
            "file \($0.destination)\t\($0.temporary)\t\($0.backup ?? "-")\t\(Self.text($0.staged))\t\(Self.text($0.backupIdentity))"
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Parses a journal; `path` names it in errors.
    init(bytes: [UInt8], path: String) throws(FileSafetyError) {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw Self.bad(path, "is not UTF-8 text") }
        var lines = text.split(separator: "\n").map(String.init)
        guard lines.first == TransactionJournal.header else {
            throw Self.bad(path, "is not a journal this version can repair (first line must be \"\(TransactionJournal.header)\")")
        }
        lines.removeFirst()
        guard let pidLine = lines.first, pidLine.hasPrefix("pid "), let pid = Int32(pidLine.dropFirst(4)) else {
            throw Self.bad(path, "line 2: expected \"pid N\"")
        }
        self.pid = pid
        for (index, line) in lines.dropFirst().enumerated() {
            if line.hasPrefix("folder "), FileTransaction.isSafeRelative(String(line.dropFirst(7))) {
                folders.append(String(line.dropFirst(7)))
                continue
            }
            let fields = line.hasPrefix("file ") ? line.dropFirst(5).split(separator: "\t").map(String.init) : []
            guard fields.count == 3 || fields.count == 5, fields.allSatisfy({ FileTransaction.isSafeRelative($0) || $0 == "-" }),
                  fields[0] != "-", fields[1] != "-" else {
                throw Self.bad(path, "line \(index + 3): cannot read \"\(line.prefix(80))\"")
            }
            entries.append(Entry(destination: fields[0], temporary: fields[1], backup: fields[2] == "-" ? nil : fields[2],
                                 staged: fields.count == 5 ? Self.identity(fields[3]) : nil,
                                 backupIdentity: fields.count == 5 ? Self.identity(fields[4]) : nil))
        }
    }

    static func text(_ identity: FileIdentity?) -> String {
        identity.map { "\($0.device):\($0.inode)" } ?? "-"
    }

    static func identity(_ text: String) -> FileIdentity? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let device = UInt64(parts[0]), let inode = UInt64(parts[1]) else { return nil }
        return FileIdentity(device: device, inode: inode)
    }

    init(pid: Int32, folders: [String], entries: [Entry]) {
        self.pid = pid
        self.folders = folders
        self.entries = entries
    }

    private static func bad(_ path: String, _ detail: String) -> FileSafetyError {
        FileSafetyError(path: path, kind: .journal(detail: detail))
    }

    /// Puts every destination back as it was before the transaction, removes the staged and
    /// backup files and the folders it created (when empty). Safe to run again after a crash
    /// inside it: each step looks at what is on disk, not at what should have happened.
    /// First `refusal(root:)` checks every entry; a journal naming anything the transaction
    /// did not create is refused whole (thrown, naming the entry) and nothing is touched.
    func rollBack(root: String) throws(FileSafetyError) {
        if let problem = try refusal(root: root) {
            throw FileSafetyError(path: root + "/" + TransactionJournal.fileName, kind: .journal(
                detail: "refused, nothing was changed: \(problem); repair the folder by hand (git status shows what changed) and remove the journal"))
        }
        func full(_ relative: String) -> String { root + "/" + relative }
        for entry in entries.reversed() {
            let destination = full(entry.destination)
            if try lstatIfPresent(full(entry.temporary)) != nil {
                // Not renamed yet: the destination still holds the old file (or nothing).
                guard unlink(full(entry.temporary)) == 0 else { throw .system(full(entry.temporary), "cannot remove") }
                if let backup = entry.backup, try lstatIfPresent(full(backup)) != nil, unlink(full(backup)) != 0 {
                    throw .system(full(backup), "cannot remove")
                }
            } else if let backup = entry.backup {
                if try lstatIfPresent(full(backup)) != nil, rename(full(backup), destination) != 0 {
                    throw .system(destination, "cannot restore the previous file from \(full(backup))")
                }
            } else if try lstatIfPresent(destination) != nil {
                // `refusal` made sure this is the very file the transaction staged.
                guard unlink(destination) == 0 else { throw .system(destination, "cannot remove the new file") }
            }
            syncFolder(splitPath(destination).folder)
        }
        for folder in folders.reversed() {
            _ = rmdir(full(folder))  // only succeeds when empty, which is the point
        }
    }

    /// Why this journal may not be acted on, nil when every entry names only what a transaction
    /// creates: paths inside `root` reached through real folders (never a symlink), staged and
    /// backup files with our temporary names beside their destination, and, for a destination
    /// to remove, the very file that was staged (device and inode). Checked before any change.
    func refusal(root: String) throws(FileSafetyError) -> String? {
        func full(_ relative: String) -> String { root + "/" + relative }
        func throughSymlink(_ relative: String) throws(FileSafetyError) -> Bool {
            var prefix = ""
            for part in relative.split(separator: "/").dropLast() {
                prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
                guard let info = try lstatIfPresent(full(prefix)) else { return false }
                if !FileType.isDirectory(info.st_mode) { return true }
            }
            return false
        }
        func ours(_ relative: String, beside destination: String) -> Bool {
            let (folder, name) = splitPath(relative)
            return folder == splitPath(destination).folder && TempName.writerPID(of: name) != nil
        }
        let destinations = Set(entries.map(\.destination))
        for folder in folders {
            guard try !throughSymlink(folder + "/x"), destinations.contains(where: { $0.hasPrefix(folder + "/") }) else {
                return "folder \(folder) is not one a listed file lies in"
            }
            if let info = try lstatIfPresent(full(folder)), !FileType.isDirectory(info.st_mode) {
                return "folder \(folder) is \(FileType.describe(info.st_mode))"
            }
        }
        for entry in entries {
            let name = "file \(entry.destination)"
            guard try !throughSymlink(entry.destination) else { return "\(name) lies behind a symlink or file inside \(root)" }
            guard ours(entry.temporary, beside: entry.destination) else { return "\(name): \(entry.temporary) is not a staged file beside it" }
            if let backup = entry.backup, !ours(backup, beside: entry.destination) {
                return "\(name): \(backup) is not a backup beside it"
            }
            let destination = try lstatIfPresent(full(entry.destination))
            let pending = try lstatIfPresent(full(entry.temporary)) != nil
            if !pending, let info = destination, !FileType.isRegular(info.st_mode) {
                return "\(name) is \(FileType.describe(info.st_mode))"
            }
            if let staged = entry.staged, let info = try lstatIfPresent(full(entry.temporary)), FileIdentity(info) != staged {
                return "\(name): \(entry.temporary) is not the file that was staged"
            }
            if let backup = entry.backup, let known = entry.backupIdentity, let info = try lstatIfPresent(full(backup)),
               FileIdentity(info) != known {
                return "\(name): \(backup) is not the backup that was made"
            }
            if !pending, entry.backup == nil, let info = destination, entry.staged.map({ FileIdentity(info) != $0 }) ?? true {
                return "\(name) is not a file the transaction created; it is left as it is"
            }
        }
        return nil
    }
}
