import Foundation

/// UIKit's UIEvent, as an action's second argument (the harness has no touches to describe).
@MainActor
open class UIEvent {
    public init() {}
}

/// What a UIView keeps beyond UIView.swift's own state: target-actions, gesture recognizers and
/// everything Auto Layout holds (made on first use).
@MainActor
package final class UIViewExtras {
    var targetActions: [(target: WeakTarget, action: Selector, events: UIControl.Event)] = []
    var actions: [(action: UIAction, events: UIControl.Event)] = []
    var gestureRecognizers: [UIGestureRecognizer] = []
    let layout = ViewLayoutState()
    init() {}
}

/// A weakly held target (a nil target stays nil: the responder chain answers).
package struct WeakTarget {
    weak var value: AnyObject?
    let wasNil: Bool
    init(_ target: Any?) {
        value = target.map { $0 as AnyObject }
        wasNil = target == nil
    }
}

extension UIView {
    package var extras: UIViewExtras {
        if let made = extrasStorage { return made }
        let made = UIViewExtras()
        extrasStorage = made
        return made
    }
}

/// UIKit's UIAction (iOS 14): a closure a control calls for its events.
@MainActor
public final class UIAction {
    public typealias Identifier = String
    public let title: String
    public let identifier: Identifier
    public let handler: (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    public private(set) var sender: Any?

    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
    }

    func perform(from sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

extension UIControl {
    /// UIKit's control events (the raw values UIKit uses).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Calls `action` on `target` for `events`; the method takes nothing, the sender, or the
    /// sender and the event. A nil target walks the responder chain from the control.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        extras.targetActions.append((WeakTarget(target), action, controlEvents))
    }

    /// Removes the pairs of `target` (nil: every target) and `action` (nil: every action) for `events`.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        extras.targetActions.removeAll { entry in
            (object == nil || entry.target.value === object) && (action == nil || entry.action == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// The actions registered for `event` with `target` (their names).
    public func actions(forTarget target: Any?, forControlEvent event: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = extras.targetActions.filter { $0.target.value === object && !$0.events.isDisjoint(with: event) }
            .map { $0.action.name }
        return names.isEmpty ? nil : names
    }

    /// The closure form (iOS 14).
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        extras.actions.append((action, controlEvents))
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        extras.actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Sends the actions registered for `controlEvents`: the UIActions first, then the
    /// target-actions in the order they were added (UIKit's order between the two: an estimate).
    public func sendActions(for controlEvents: Event) {
        guard let extras = extrasStorage else { return }
        let event = UIEvent()
        for entry in extras.actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(from: self)
        }
        for entry in extras.targetActions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action, to: entry.target.wasNil ? nil : entry.target.value, for: event)
        }
    }

    /// Calls `action` on `target` with this control and `event`; a nil target walks the
    /// responder chain until an object performs it.
    public func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let target {
            _ = performSelector(action, on: target as AnyObject, with: self, with: event)
            return
        }
        var responder: UIResponder? = self
        while let current = responder {
            if performSelector(action, on: current, with: self, with: event) { return }
            responder = current.next
        }
    }
}

/// UIKit's UIGestureRecognizer: targets and actions called on recognition. The harness has no
/// touches; `recognize()` (package) stands for a recognised gesture.
@MainActor
open class UIGestureRecognizer {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    private var targets: [(target: WeakTarget, action: Selector)] = []
    public internal(set) weak var view: UIView?
    public internal(set) var state: State = .possible
    public var isEnabled = true
    public var cancelsTouchesInView = true

    public init(target: Any?, action: Selector?) {
        if let action { targets.append((WeakTarget(target), action)) }
    }

    public func addTarget(_ target: Any, action: Selector) { targets.append((WeakTarget(target), action)) }

    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { (object == nil || $0.target.value === object) && (action == nil || $0.action == action) }
    }

    /// The gesture is recognised: each target's action gets the recognizer.
    package func recognize() {
        guard isEnabled else { return }
        state = .recognized
        for entry in targets { _ = performSelector(entry.action, on: entry.target.value, with: self) }
        state = .possible
    }

    /// Where the gesture happened in `view`'s space (the centre of the recognizer's view here).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let center = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return view.map { own.convert(center, to: $0) } ?? own.convert(center, to: nil)
    }
}

/// UIKit's UITapGestureRecognizer.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
}

extension UIView {
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { extrasStorage.map { $0.gestureRecognizers.isEmpty ? nil : $0.gestureRecognizers } ?? nil }
        set {
            for r in extras.gestureRecognizers { r.view = nil }
            extras.gestureRecognizers = newValue ?? []
            for r in extras.gestureRecognizers { r.view = self }
        }
    }

    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        extras.gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        extras.gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
