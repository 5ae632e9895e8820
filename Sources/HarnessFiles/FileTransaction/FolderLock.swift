#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (flock) on a folder, held through the file `.caret-harness.lock` in it, so
/// two `record` runs on one goldens folder, or two `verify` runs into one out folder, cannot
/// interleave. The holder writes its pid, command and start time into the file, so a refused
/// run can say who holds it. The kernel drops the lock when the holder exits, even on SIGKILL,
/// so a stale lock file never blocks anyone; the file itself is left in place (removing it
/// would race with a process that has just opened it).
///
/// flock locks belong to the open file description: a second `FolderLock` on the same folder
/// in the same process is refused too.
package final class FolderLock {
    package static let fileName = ".caret-harness.lock"

    /// The folder that is locked, as given.
    package let folder: String
    private let fd: Int32

    /// Takes the lock or throws at once. `command` is shown to a refused run ("caret-harness record").
    package convenience init(folder: String, command: String) throws(FileSafetyError) {
        try self.init(folder: folder, command: command, waitSeconds: 0)
    }

    /// Takes the lock, polling for up to `waitSeconds` while another process holds it.
    /// - Throws: `.locked` naming the folder and the holder ("pid 4242 (caret-harness record),
    ///   started 2026-11-30 22:14:03 UTC"), or a system error naming the lock file.
    package init(folder: String, command: String, waitSeconds: Double) throws(FileSafetyError) {
        self.folder = folder
        let path = FolderLock.path(in: folder)
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .system(path, "cannot open the lock file") }
        var info = stat()
        guard fstat(descriptor, &info) == 0, FileType.isRegular(info.st_mode) else {
            _ = close(descriptor)
            throw FileSafetyError(path: path, kind: .notRegularFile(found: FileType.describe(info.st_mode)))
        }
        let deadline = FolderLock.now() + max(0, waitSeconds)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK, FolderLock.now() < deadline else {
                _ = close(descriptor)
                if code != EWOULDBLOCK { throw .system(path, "cannot lock", code) }
                throw FileSafetyError(path: folder, kind: .locked(holder: FolderLock.holder(path)))
            }
            usleep(50_000)
        }
        fd = descriptor
        FolderLock.record(fd, command: command)
    }

    deinit {
        // Clear the holder so the file does not name a finished run; closing drops the lock.
        _ = ftruncate(fd, 0)
        _ = close(fd)
    }

    /// The lock file's path in `folder`.
    package static func path(in folder: String) -> String {
        folder.hasSuffix("/") ? folder + fileName : folder + "/" + fileName
    }

    /// Writes "pid N", "command ...", "started ..." lines; best effort (the lock is what counts).
    private static func record(_ fd: Int32, command: String) {
        let clean = String(command.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        let text = "pid \(getpid())\ncommand \(clean)\nstarted \(utcTimestamp())\n"
        _ = ftruncate(fd, 0)
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    }

    /// "pid N (command), started T" from the lock file, or a plain phrase when it holds nothing
    /// readable (the holder has not written it yet, or an older tool holds the lock).
    static func holder(_ path: String) -> String {
        guard let bytes = try? SafeRead.readRegularFile(path, limit: 4096, followSymlinks: false),
              let text = String(validating: bytes, as: UTF8.self) else { return "another process" }
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            let value = line[line.index(after: space)...].unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }
            fields[String(line[..<space])] = String(String.UnicodeScalarView(value))
        }
        guard let pid = fields["pid"], Int32(pid) != nil else { return "another process" }
        var text2 = "pid \(pid)"
        if let command = fields["command"], !command.isEmpty { text2 += " (\(command))" }
        if let started = fields["started"], !started.isEmpty { text2 += ", started \(started)" }
        return text2
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// "2026-11-30 22:14:03 UTC" for now.
    static func utcTimestamp() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) UTC"
    }
}
