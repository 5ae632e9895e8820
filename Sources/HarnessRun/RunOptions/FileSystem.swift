#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import HarnessFiles
import HarnessPixels

/// File helpers whose errors name the path and say what would fix it. Writes go through
/// `SafeWrite` (regular files only, temporary file then rename); no Foundation error text
/// ever reaches a message.
package enum FileSystem {
    /// Creates a folder and its parents; an existing folder is fine. A file, a symlink to a
    /// file, or anything else that is not a folder in the way is an error naming the path.
    /// `flag` names the option that chose the folder in messages (`--goldens` for the goldens).
    package static func makeDirectory(_ path: String, flag: String = "--out") throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw RunError.cannotCreateFolder(path, reason: "\(prefix) is a file in the way", flag: flag)
                }
                continue
            }
            guard mkdir(prefix, 0o777) == 0 || errno == EEXIST else {
                throw RunError.cannotCreateFolder(path, reason: String(cString: strerror(errno)), flag: flag)
            }
        }
        guard access(path, W_OK) == 0 else { throw RunError.folderNotWritable(path, flag: flag) }
    }

    /// Encodes `value` as pretty, key-sorted JSON and writes it atomically.
    package static func writeJSON<T: Encodable>(_ value: T, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw RunError.cannotEncode(path, reason: "\(error)")
        }
        try AtomicFile.write(Array(data) + [0x0A], to: path)
    }

    /// Writes text atomically.
    package static func writeText(_ text: String, to path: String) throws {
        try AtomicFile.write(Array(text.utf8), to: path)
    }
}
