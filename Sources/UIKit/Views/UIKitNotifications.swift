import Dispatch
import Foundation

// Notifications as UIKit delivers them: on the main thread, to every observer, whatever `queue`
// it registered with, under XCTest and Swift Testing alike.
//
// Why this file exists: UIKit posts its notifications (the keyboard's, a text view's) from the
// main actor, synchronously. swift-corelibs-foundation delivers a notification to an observer
// registered with `queue: .main` by adding an operation to `OperationQueue.main` and waiting for
// it, unless the poster's `OperationQueue.current` is already the main queue. Under Swift
// Testing on Linux the main actor runs on the main dispatch queue but not on the process's main
// thread (`Thread.isMainThread` is false there), so `OperationQueue.current` is nil, the
// operation is queued behind the very code that waits for it, and the test hangs at 0 % CPU.
// XCTest runs the main queue on the main thread, so the same code passed there.
//
// The fix, without any change to how a screen's code is written: `import UIKit` brings the
// overload of `addObserver(forName:object:queue:using:)` below, which Swift picks over
// Foundation's for every call that passes a queue that is not optional (`queue: .main`,
// `queue: OperationQueue.main`, `queue: myQueue`: Foundation's takes `OperationQueue?`, and the
// overload that needs no optional wrapping wins). For the main queue it registers with Foundation
// under `queue: nil` and a block that runs the observer's block at once when the post comes from
// the main queue (UIKit's posts always do), and on `OperationQueue.main`, waiting for it, when
// it comes from another thread (as Foundation would). Other queues go to Foundation unchanged
// (it runs the block there and waits, which does not involve the main queue). A call that passes
// a `OperationQueue?` variable still reaches Foundation's method; if that stalls a run, the
// assertion's watchdog fails it with a message instead of letting it hang.

/// Whether code runs on the main dispatch queue (the main actor's executor), on whichever
/// thread the test runner serves that queue: a key set on the main queue itself.
package enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// True on the main queue (inside the main actor), false on any other queue or thread.
    package static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) == true
    }
}

extension NotificationCenter {
    /// Foundation's `addObserver(forName:object:queue:using:)` for a queue that is not optional:
    /// for `OperationQueue.main`, a block called synchronously when the notification is posted on
    /// the main queue (UIKit's posts are) and on the main queue otherwise, so a post from the main
    /// actor never waits for the main queue it runs on. Any other queue is Foundation's.
    public func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
                            using block: @escaping @Sendable (Notification) -> Void) -> NSObjectProtocol {
        guard queue === OperationQueue.main else {
            return addObserver(forName: name, object: obj, queue: Optional(queue), using: block)
        }
        _ = MainQueue.isCurrent
        return addObserver(forName: name, object: obj, queue: nil) { note in
            if MainQueue.isCurrent {
                block(note)
            } else {
                nonisolated(unsafe) let note = note
                OperationQueue.main.addOperations([BlockOperation { block(note) }], waitUntilFinished: true)
            }
        }
    }
}

// MARK: NSValue with geometry, as UIKit adds it

extension NSValue {
    /// A value holding `rect` (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}

/// A keyboard notification's frames are `NSValue`s, as iOS fills them, and code reads them either
/// as `(value as? NSValue)?.cgRectValue` or with the bridged cast `value as? CGRect`
/// (uikit-layout.md, "Keyboard notification userInfo"). On Apple platforms the cast bridges
/// through this conformance, which Foundation declares there; Linux's Foundation does not, so
/// without it `as? CGRect` of an `NSValue` is nil. With it both styles read the same rectangle.
extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.rectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        // Only a value made from a rectangle reads as one (its Objective-C type is the struct's).
        guard String(cString: source.objCType).hasPrefix("{CGRect") else { return false }
        result = source.rectValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.rectValue ?? .zero
    }
}
