#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Failure injection for the command-line tests, which must kill a real `record` at chosen
/// points of its transaction. With `CARET_HARNESS_TEST_PAUSE=POINT` in the environment, the
/// process stops at that point, says "caret-harness: test pause at POINT" on standard error and
/// waits to be killed (SIGINT and SIGTERM then roll back, see `Interruption`). Points:
/// `stage-N` (before staging file N of the transaction, 0-based: between frames and
/// variants), `journal` (the journal is on disk, no rename yet), `rename-N` (before rename N),
/// `renamed` (every rename done, the journal still there), `committed` (the journal removed,
/// the backups not yet). `CARET_HARNESS_TEST_PAUSE_BEFORE_RENAME=N` is `rename-N`. Unset
/// (always, outside those tests) it does nothing.
enum TestPause {
    static let variable = "CARET_HARNESS_TEST_PAUSE_BEFORE_RENAME"
    static let pointVariable = "CARET_HARNESS_TEST_PAUSE"

    static func beforeRename(_ index: Int) {
        if let raw = getenv(variable), let wanted = Int(String(cString: raw)), wanted == index {
            stop("before rename \(index)")
        }
        at("rename-\(index)")
    }

    static func at(_ point: String) {
        guard let raw = getenv(pointVariable), String(cString: raw) == point else { return }
        stop("at \(point)")
    }

    private static func stop(_ what: String) -> Never {
        Interruption.releaseForever()
        let line = Array("caret-harness: test pause \(what)\n".utf8)
        _ = line.withUnsafeBytes { posixWrite(2, $0.baseAddress!, $0.count) }
        while true { _ = pause() }
    }
}
