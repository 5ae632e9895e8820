import Foundation
import HarnessPNG

/// File helpers whose errors name the path and say what would fix it.
public enum FileSystem {
    /// Creates a folder and its parents; an existing folder is fine.
    public static func makeDirectory(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw RunError.cannotCreateFolder(path, reason: reason(error))
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw RunError.folderNotWritable(path)
        }
    }

    /// Encodes `value` as pretty, key-sorted JSON and writes it atomically.
    public static func writeJSON<T: Encodable>(_ value: T, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        try AtomicFile.write(Array(data) + [0x0A], to: path)
    }

    /// Writes text atomically.
    public static func writeText(_ text: String, to path: String) throws {
        try AtomicFile.write(Array(text.utf8), to: path)
    }

    /// Why a folder could not be made, in words: a file in the way, or the system's reason.
    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return code == .ENOTDIR || code == .EEXIST ? "a file is in the way" : String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}
