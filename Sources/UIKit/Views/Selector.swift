import Foundation

// Objective-C selectors without the Objective-C runtime. The source adapter (the
// CaretHarnessSourcesPlugin) turns `#selector(handle(_:))` in a team's file into
// `Selector("handle:")` and emits, on the file's last line, an extension making each class with
// `@objc` methods `SelectorPerforming`: a switch from the selector's name to the method. Target-action,
// gesture recognizers, selector observers and `perform(_:)` dispatch through that protocol.

/// An Objective-C style selector: the method's Objective-C name ("handle:", "keyboardWillShowWithNotification:").
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }
}

/// Foundation's `NSSelectorFromString` (corelibs Foundation has none).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// Foundation's `NSStringFromSelector`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// What the adapter's generated extension of each class with `@objc` methods conforms to.
@MainActor
public protocol SelectorPerforming: AnyObject {
    /// Calls the method named by `selector` with `object` (and `other` for two-argument
    /// methods); false when this object has no such method.
    func performSelector(_ selector: Selector, with object: Any?, with other: Any?) -> Bool
}

/// Calls `selector` on `target` if it performs selectors; false when it has no such method.
@MainActor
package func performSelector(_ selector: Selector, on target: AnyObject?, with object: Any? = nil, with other: Any? = nil) -> Bool {
    (target as? SelectorPerforming)?.performSelector(selector, with: object, with: other) ?? false
}

extension UIResponder {
    /// The next responder: a view's superview (the harness has no view controllers).
    public var next: UIResponder? { (self as? UIView)?.superview }

    /// Calls the method `selector` names (no arguments); the result is always nil (methods
    /// called this way return no object here).
    @discardableResult
    public func perform(_ selector: Selector) -> Unmanaged<AnyObject>? {
        _ = performSelector(selector, on: self)
        return nil
    }

    @discardableResult
    public func perform(_ selector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
        _ = performSelector(selector, on: self, with: object)
        return nil
    }

    @discardableResult
    public func perform(_ selector: Selector, with object: Any?, with other: Any?) -> Unmanaged<AnyObject>? {
        _ = performSelector(selector, on: self, with: object, with: other)
        return nil
    }
}

/// Selector observers: `addObserver(_:selector:name:object:)` registers a block observer that
/// holds the observer weakly and calls the method on the main actor (with the notification).
/// `removeObserver(_:)` with the observer drops those registrations (then does Foundation's own).
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        let target = WeakObserver(observer as AnyObject)
        nonisolated(unsafe) let sender = object
        let token = addObserver(forName: name, object: sender, queue: nil) { note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { _ = performSelector(selector, on: target.value, with: note) }
        }
        SelectorObservers.shared.add(token, observer: observer as AnyObject, center: self, name: name, object: object as AnyObject?)
    }

    /// Drops `observer`'s selector registrations, then Foundation's `removeObserver(_:)`.
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.shared.take(observer: observer, center: self, name: nil, object: nil) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Drops `observer`'s selector registrations for `name` (nil: all) and `object` (nil: any).
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        for token in SelectorObservers.shared.take(observer: observer, center: self, name: name, object: object as AnyObject?) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: name, object: object)
    }
}

private final class WeakObserver: @unchecked Sendable {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}

/// The selector registrations by observer, so `removeObserver` can find their tokens.
private final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()
    private struct Entry {
        weak var observer: AnyObject?
        weak var center: NotificationCenter?
        let name: Notification.Name?
        weak var object: AnyObject?
        let token: NSObjectProtocol
    }
    private var entries: [Entry] = []
    private let lock = NSLock()

    func add(_ token: NSObjectProtocol, observer: AnyObject, center: NotificationCenter, name: Notification.Name?, object: AnyObject?) {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll { $0.observer == nil }
        entries.append(Entry(observer: observer, center: center, name: name, object: object, token: token))
    }

    func take(observer: AnyObject, center: NotificationCenter, name: Notification.Name?, object: AnyObject?) -> [NSObjectProtocol] {
        lock.lock(); defer { lock.unlock() }
        var taken: [NSObjectProtocol] = []
        entries.removeAll { e in
            let match = e.observer === observer && e.center === center && (name == nil || e.name == name)
                && (object == nil || e.object === object)
            if match { taken.append(e.token) }
            return match
        }
        return taken
    }
}
