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
    }

    var pid: Int32
    /// Folders the transaction created, parents first.
    var folders: [String] = []
    var entries: [Entry] = []

    func encoded() -> [UInt8] {
        var lines = [TransactionJournal.header, "pid \(pid)"]
        lines += folders.map { "folder \($0)" }
        lines += entries.map { "file \($0.destination)\t\($0.temporary)\t\($0.backup ?? "-")" }
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
            guard fields.count == 3, fields.allSatisfy({ FileTransaction.isSafeRelative($0) || $0 == "-" }),
                  fields[0] != "-", fields[1] != "-" else {
                throw Self.bad(path, "line \(index + 3): cannot read \"\(line.prefix(80))\"")
            }
            entries.append(Entry(destination: fields[0], temporary: fields[1], backup: fields[2] == "-" ? nil : fields[2]))
        }
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
    func rollBack(root: String) throws(FileSafetyError) {
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
            } else if let info = try lstatIfPresent(destination), FileType.isRegular(info.st_mode) {
                guard unlink(destination) == 0 else { throw .system(destination, "cannot remove the new file") }
            }
            syncFolder(splitPath(destination).folder)
        }
        for folder in folders.reversed() {
            _ = rmdir(full(folder))  // only succeeds when empty, which is the point
        }
    }
}
