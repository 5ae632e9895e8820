#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// SIGINT and SIGTERM roll back before the process exits (issue 23): `install` (once, by the
/// command line) turns both into dispatch signal sources; on either, every open
/// `FileTransaction` is rolled back (staged files removed; a commit with its journal on disk
/// put back as it was) and the process exits with 128 + the signal's number.
///
/// A commit holds `lock` from its first change to its last, so the handler never rolls back in
/// the middle of a rename: it waits for the commit to end (all new) or, at a test pause (which
/// gives the lock up and never returns), rolls the half-done commit back (all old).
package enum Interruption {
    private final class Registry: @unchecked Sendable {
        let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
            let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
            return mutex
        }()
        struct Weak { weak var transaction: FileTransaction? }
        var open: [ObjectIdentifier: Weak] = [:]
        var sources: [DispatchSourceSignal] = []
        let queue = DispatchQueue(label: "caret-harness.signals")
    }

    private static let registry = Registry()

    /// Runs `body` holding the commit lock (recursive: a commit may stage or discard inside).
    static func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(registry.mutex)
        defer { pthread_mutex_unlock(registry.mutex) }
        return try body()
    }

    /// Gives the lock up for good (a test pause that waits to be killed).
    static func releaseForever() {
        while pthread_mutex_unlock(registry.mutex) == 0 {}
    }

    static func register(_ transaction: FileTransaction) {
        locked { registry.open[ObjectIdentifier(transaction)] = Registry.Weak(transaction: transaction) }
    }

    static func unregister(_ transaction: FileTransaction) {
        locked { registry.open[ObjectIdentifier(transaction)] = nil }
    }

    /// Installs the SIGINT and SIGTERM handlers (a second call does nothing).
    package static func install() {
        locked {
            guard registry.sources.isEmpty else { return }
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: registry.queue)
                source.setEventHandler { Interruption.interrupted(by: number) }
                source.resume()
                registry.sources.append(source)
            }
        }
    }

    /// Rolls back every open transaction, says so and exits 128 + `number`.
    private static func interrupted(by number: Int32) {
        pthread_mutex_lock(registry.mutex)  // never released: the process ends here
        var roots: [String] = []
        for entry in registry.open.values {
            guard let transaction = entry.transaction else { continue }
            if transaction.rollBackForSignal() { roots.append(transaction.root) }
        }
        let name = number == SIGINT ? "SIGINT" : "SIGTERM"
        let rolled = roots.isEmpty ? "" : "; rolled back, nothing written under " + roots.map { $0 + "/" }.joined(separator: ", ")
        let line = Array("caret-harness: interrupted by \(name)\(rolled)\n".utf8)
        _ = line.withUnsafeBytes { posixWrite(2, $0.baseAddress!, $0.count) }
        _exit(128 + number)
    }
}
