#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole input files (PNGs, scenarios, manifests) without letting a hostile path hang or
/// exhaust the process.
///
/// Symlink policy for inputs: a symlink is followed, and the file it finally names must be a
/// regular file. Inputs are only read, so following a link cannot damage anything, and
/// checkouts and CI caches often link goldens or scenarios in. What matters is what the
/// descriptor we read from is, so the check is `fstat` on the opened descriptor (no race
/// between check and read). Pass `followSymlinks: false` to refuse links outright (O_NOFOLLOW).
package enum SafeRead {
    /// Suggested limits per kind of input.
    package static let pngLimit = 256 << 20
    package static let scenarioLimit = 16 << 20
    package static let manifestLimit = 64 << 20

    /// The bytes of the regular file at `path`, at most `limit` bytes.
    ///
    /// - `stat` first refuses FIFOs, devices, directories and sockets without opening them
    ///   (opening a tape or terminal device can have effects of its own);
    /// - the file is opened with O_NONBLOCK (a FIFO swapped in after the check does not block the
    ///   open), then `fstat` checks the descriptor is a regular file, the same one `stat` saw;
    /// - a size above `limit` is refused before reading; the read loop stops at `limit + 1`
    ///   bytes, so a file that grows while being read is refused too, never read without end.
    /// - Throws: `FileSafetyError` naming `path`.
    package static func readRegularFile(
        _ path: String, limit: Int, followSymlinks: Bool = true
    ) throws(FileSafetyError) -> [UInt8] {
        precondition(limit >= 0, "SafeRead limit must not be negative")
        var before = stat()
        let statStatus = followSymlinks ? stat(path, &before) : lstat(path, &before)
        guard statStatus == 0 else { throw .system(path, "cannot open") }
        try requireRegular(before, path: path, limit: limit)

        let flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followSymlinks ? 0 : O_NOFOLLOW)
        let fd = open(path, flags)
        guard fd >= 0 else { throw .system(path, "cannot open") }
        // Nothing is written through this descriptor, so a failing close loses nothing.
        defer { _ = close(fd) }

        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(path, "cannot inspect") }
        try requireRegular(info, path: path, limit: limit)
        guard FileIdentity(info) == FileIdentity(before) else {
            throw .system(path, "changed while being opened", EAGAIN)
        }
        return try readBounded(fd, path: path, expected: Int(info.st_size), limit: limit)
    }

    private static func requireRegular(_ info: stat, path: String, limit: Int) throws(FileSafetyError) {
        guard FileType.isRegular(info.st_mode) else {
            throw FileSafetyError(path: path, kind: .notRegularFile(found: FileType.describe(info.st_mode)))
        }
        guard Int(info.st_size) <= limit else {
            throw FileSafetyError(path: path, kind: .tooLarge(size: Int(info.st_size), limit: limit))
        }
    }

    /// Reads until end of file or until more than `limit` bytes came, whichever is first.
    static func readBounded(_ fd: Int32, path: String, expected: Int, limit: Int) throws(FileSafetyError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(expected, limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // Never ask for more than one byte past the limit.
            let want = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, want) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
                if bytes.count > limit {
                    throw FileSafetyError(path: path, kind: .tooLarge(size: bytes.count, limit: limit))
                }
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw .system(path, "cannot read")
            }
        }
    }
}
