import Foundation

/// Runs main-actor work from any thread and waits for it (see `UIKitContentAvoidance`).
public enum MainActorHop {
    public static func run<T>(_ box: MainThreadBox<T>, _ body: @escaping @MainActor (MainThreadBox<T>) -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { body(box) }
        } else {
            let work = MainThreadBox(value: body)
            DispatchQueue.main.sync { MainActor.assumeIsolated { work.value(box) } }
        }
    }
}

/// Carries values into the main actor's closure. The caller waits for the closure, so the
/// values are never used on two threads at once.
public struct MainThreadBox<T>: @unchecked Sendable {
    public let value: T

    public init(value: T) { self.value = value }
}
