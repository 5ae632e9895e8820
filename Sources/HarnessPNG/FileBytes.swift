#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads with POSIX calls, so failures carry errno and name the file.
enum FileBytes {
    static func contents(of path: String) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path: path, action: "cannot open", code: errno) }
        // Nothing was written, so a failing close cannot lose data.
        defer { _ = close(fd) }

        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(path: path, action: "cannot stat", code: errno) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw FileError(path: path, action: "cannot read", code: errno)
            }
        }
    }
}
