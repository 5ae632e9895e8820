#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// How far the running assertions have come: a count every step of a run moves on (an event of
/// a script, a frame drawn, a variant done). The watchdog reads it from its own thread.
package enum AssertionProgress {
    private static let ticks = Atomic<Int>(0)
    package static func tick() { ticks.add(1, ordering: .relaxed) }
    package static var count: Int { ticks.load(ordering: .relaxed) }
}

/// Fails a run that stopped moving, instead of letting the test hang: a thread that, every half
/// second, looks whether `AssertionProgress` moved; after `limit` seconds without a move it
/// calls `onStall` with a message naming the assertion and the usual cause. The default
/// `onStall` prints the message as a compiler-style error and ends the process (a blocked main
/// actor cannot be unblocked, and the test framework could not report an issue from it).
package final class StallWatchdog: Sendable {
    private final class Flag: Sendable {
        let value = Atomic<Bool>(false)
    }

    private let stopped = Flag()

    /// The limit: `CARET_HARNESS_STALL_SECONDS`, else 180 s (generous: a frame takes
    /// milliseconds, a variant's slowest step a few seconds on a shared 2-core machine).
    package static var defaultLimit: Double {
        ProcessInfo.processInfo.environment["CARET_HARNESS_STALL_SECONDS"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 180
    }

    /// Starts watching; `where` names the assertion's call (`File.swift:12`).
    package init(limit: Double = StallWatchdog.defaultLimit, where call: String,
                 onStall: @escaping @Sendable (String) -> Void = StallWatchdog.failAndExit) {
        let thread = Thread { [stopped] in
            var seen = AssertionProgress.count
            var still = 0.0
            while !stopped.value.load(ordering: .acquiring) {
                Thread.sleep(forTimeInterval: 0.5)
                let now = AssertionProgress.count
                if now != seen {
                    seen = now
                    still = 0
                    continue
                }
                still += 0.5
                if still >= limit, !stopped.value.load(ordering: .acquiring) {
                    onStall(StallWatchdog.message(where: call, seconds: limit))
                    return
                }
            }
        }
        thread.name = "caret-harness watchdog"
        thread.start()
    }

    /// Stops watching (the assertion returned).
    package func stop() { stopped.value.store(true, ordering: .releasing) }

    package static func message(where call: String, seconds: Double) -> String {
        """
        \(call): error: assertCaret made no progress for \(NumberTextShort.seconds(seconds)) s: the main actor is blocked, \
        so the run was stopped rather than left to hang.
          Usual cause: the screen posts or observes a notification that waits for the main queue from the main queue, \
        e.g. addObserver(forName:object:queue:using:) given an `OperationQueue?` variable holding .main \
        (write `queue: .main` or `queue: nil`), or DispatchQueue.main.sync / a semaphore on the main actor.
          CARET_HARNESS_STALL_SECONDS sets the limit.
        """
    }

    /// Prints the message to standard error and ends the process with status 1.
    package static let failAndExit: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
        fflush(nil)
        _exit(1)
    }
}

private enum NumberTextShort {
    static func seconds(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(s) }
}
