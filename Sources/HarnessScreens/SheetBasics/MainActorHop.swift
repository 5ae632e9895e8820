import Foundation
import Synchronization

/// Runs main-actor work from any thread and waits for it (see `UIKitContentAvoidance`).
///
/// Threads other than the main one queue for the hop on a `Mutex` first, then find the main
/// queue free: the main queue runs one block at a time anyway, and waiting for it inside
/// `DispatchQueue.sync` cost more (its slow path and futex wake-ups were 13 % of a model sweep's
/// samples, the UIKit work itself 13 %). The model sweep: 2.31 to 2.55 s against 2.41 to 3.10 s.
/// A hop never waits for another hop, so holding the lock while waiting for the queue adds no
/// wait that was not there before.
package enum MainActorHop {
    private static let gate = Mutex<Void>(())

    package static func run<T>(_ box: MainThreadBox<T>, _ body: @escaping @MainActor (MainThreadBox<T>) -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { body(box) }
        } else {
            let work = MainThreadBox(value: body)
            gate.withLock { _ in DispatchQueue.main.sync { MainActor.assumeIsolated { work.value(box) } } }
        }
    }
}

/// Carries values into the main actor's closure. The caller waits for the closure, so the
/// values are never used on two threads at once.
package struct MainThreadBox<T>: @unchecked Sendable {
    package let value: T

    package init(value: T) { self.value = value }
}
