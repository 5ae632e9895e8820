import Foundation
import HarnessPNG

/// File helpers whose errors name the path and say what would fix it.
enum FileSystem {
    /// Creates a folder and its parents; an existing folder is fine.
    static func makeDirectory(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OptionError("\(path): cannot create the folder (\(reason(error))); choose another with --out or fix its permissions")
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw OptionError("\(path): the folder is not writable; choose another with --out or fix its permissions")
        }
    }

    /// Encodes `value` as pretty, key-sorted JSON and writes it atomically.
    static func writeJSON<T: Encodable>(_ value: T, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        try AtomicFile.write(Array(data) + [0x0A], to: path)
    }

    /// Writes text atomically.
    static func writeText(_ text: String, to path: String) throws {
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
