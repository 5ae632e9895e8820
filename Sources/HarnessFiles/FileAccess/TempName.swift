#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one pattern for every temporary file CaretHarness creates:
/// `.caret-harness-<pid>-<random>.tmp`, in the destination's own folder (so rename is atomic).
/// The writer's pid in the name lets the next start tell a dead writer's leftovers from a live
/// writer's file in progress (see `StaleTempCleaner`).
package enum TempName {
    static let prefix = ".caret-harness-"
    static let suffix = ".tmp"

    /// A fresh name for this process (the random part is 16 base-36 digits at most).
    package static func make(pid: Int32 = getpid()) -> String {
        let tag = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return "\(prefix)\(pid)-\(tag)\(suffix)"
    }

    /// A fresh path for a temporary file beside `path`.
    package static func beside(_ path: String) -> String {
        let folder = splitPath(path).folder
        return folder == "/" ? "/" + make() : "\(folder)/\(make())"
    }

    /// The writer's pid when `name` is exactly one of our temporary names, else nil.
    package static func writerPID(of name: String) -> Int32? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0,
              !parts[1].isEmpty, parts[1].count <= 16,
              parts[1].allSatisfy({ ("0"..."9").contains($0) || ("a"..."z").contains($0) })
        else { return nil }
        return pid
    }
}
