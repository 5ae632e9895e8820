import Foundation
import Synchronization

/// Runs main-actor work from any thread and waits for it: the sheet is UIKit views, which live
/// on the main actor as Apple's do, while frames are produced on several threads (a run's
/// tasks, the sweep's cells). Each event hops once, does its UIKit work (the edit, the update,
/// reading the frame's facts, building its display list) and hands back plain values, so the
/// drawing, measuring and encoding after it stay on any thread.
///
/// Threads other than the main one queue for the hop on a `Mutex` first, then find the main
/// queue free: the main queue runs one block at a time anyway, and waiting inside
/// `DispatchQueue.sync` costs more than waiting on the lock. A hop never waits for another hop,
/// so holding the lock while waiting for the queue adds no wait that was not there before. The
/// cost: nothing may block the main thread while another thread runs a sheet (`SweepEngine`
/// runs its cells in order when it is called on the main thread).
package enum MainActorHop {
    private static let gate = Mutex<Void>(())

    /// Marks the main queue, so a block can tell it runs there: under an `async` main on Linux
    /// the main queue's blocks (the main actor's jobs) run on a thread that is not the process's
    /// first one, so `Thread.isMainThread` alone cannot tell.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True on the main actor: on the main thread or in one of the main queue's blocks. Work that
    /// waits for a hop must not run here (it would wait for itself).
    package static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// `body`'s result, run on the main actor (at once when already on the main thread).
    package static func sync<T>(_ body: @MainActor () throws -> T) throws -> T {
        try withoutActuallyEscaping(body) { escapable in
            let work = MainThreadBox(value: escapable)
            let slot = MainThreadBox(value: ResultSlot<T>())
            let run = {
                MainActor.assumeIsolated { slot.value.result = Result { try work.value() } }
            }
            if isOnMainActor { run() } else { gate.withLock { _ in DispatchQueue.main.sync(execute: run) } }
            return try slot.value.result!.get()
        }
    }
}

/// Where the main actor's work leaves its result for the waiting caller.
final class ResultSlot<T> {
    var result: Result<T, any Error>?
}

/// Carries values into the main actor's closure. The caller waits for the closure, so the
/// values are never used on two threads at once.
package struct MainThreadBox<T>: @unchecked Sendable {
    package let value: T

    package init(value: T) { self.value = value }
}
