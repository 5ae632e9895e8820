#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read, written, locked or removed safely. Every message starts with
/// the path it is about and never shows a Foundation error domain.
package struct FileSafetyError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Kind: Equatable, Sendable {
        /// A system call failed; `code` is its errno.
        case system(action: String, code: Int32)
        /// The path exists but is a FIFO, device, directory, socket (or symlink where refused).
        case notRegularFile(found: String)
        /// A folder is needed where something else is (a symlink, a file).
        case notAFolder(found: String)
        /// The same destination was given twice in one transaction.
        case duplicate
        /// The file is larger than the caller's limit (checked before reading, and again while reading).
        case tooLarge(size: Int, limit: Int)
        /// The path (or the file it names) is one of the run's inputs and must not be written.
        case protectedInput(input: String)
        /// An output folder would be, contain or sit inside a protected folder.
        case folderConflict(other: String, relation: String)
        /// Another process holds the folder's lock.
        case locked(holder: String)
        /// A path given to a folder-bound operation leaves that folder.
        case outsideRoot(root: String)
        /// A transaction journal could not be read back or repaired.
        case journal(detail: String)
        /// An output would go into (or is) a folder holding a goldens manifest or variants list.
        case goldensFolder(goldens: String)
        /// A goldens folder was named that holds no goldens manifest.
        case notGoldensFolder
    }

    /// The path the caller named (never a temporary name unless that is the subject).
    package let path: String
    package let kind: Kind

    package init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    package static func system(_ path: String, _ action: String, _ code: Int32 = errno) -> FileSafetyError {
        FileSafetyError(path: path, kind: .system(action: action, code: code))
    }

    /// The errno of a failed system call, nil for the policy refusals.
    package var code: Int32? {
        if case .system(_, let code) = kind { return code }
        return nil
    }

    /// "path: reason".
    package var description: String { "\(path): \(reason)" }

    /// The message without the path, for callers that place the path themselves
    /// ("x.scenario:1:1: is a FIFO, not a regular file").
    package var reason: String {
        switch kind {
        case .system(let action, let code):
            return "\(action): \(String(cString: strerror(code)))"
        case .notRegularFile(let found):
            return "is \(found), not a regular file"
        case .notAFolder(let found):
            return "is \(found), where a folder is needed"
        case .duplicate:
            return "is written twice in one run"
        case .tooLarge(let size, let limit):
            return "is \(size) bytes or more, larger than the limit of \(limit) bytes"
        case .protectedInput(let input):
            return "is the input \(input) of this run; refusing to write over it"
        case .folderConflict(let other, let relation):
            return "\(relation) \(other); choose another folder"
        case .locked(let holder):
            return "is locked by \(holder)"
        case .outsideRoot(let root):
            return "is outside \(root)"
        case .journal(let detail):
            return "\(detail)"
        case .goldensFolder(let goldens):
            return "is in the goldens folder \(goldens) (it holds a manifest.json or variants.json); "
                + "only `caret-harness record` writes there; choose another --out"
        case .notGoldensFolder:
            return "is not a goldens folder (it holds no manifest.json); name the project's Goldens/ or one `record` made"
        }
    }
}
