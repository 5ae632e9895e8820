#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Failure injection for the command-line tests, which must kill a real `record` in the middle
/// of its commit: with `CARET_HARNESS_TEST_PAUSE_BEFORE_RENAME=N` in the environment, a commit
/// stops before its rename number N (0-based; the journal is on disk and N renames are done),
/// says so on standard error and waits to be killed. Unset (always, outside those tests) it
/// does nothing.
enum TestPause {
    static let variable = "CARET_HARNESS_TEST_PAUSE_BEFORE_RENAME"

    static func beforeRename(_ index: Int) {
        guard let raw = getenv(variable), let wanted = Int(String(cString: raw)), wanted == index else { return }
        let line = Array("caret-harness: test pause before rename \(index)\n".utf8)
        _ = line.withUnsafeBytes { posixWrite(2, $0.baseAddress!, $0.count) }
        while true { _ = pause() }
    }
}
