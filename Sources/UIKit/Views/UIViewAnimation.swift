import Foundation

extension UIView {
    /// UIKit's animation options (the curve bits and the flags code passes).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve bits: 0 ease in out, 1 ease in, 2 ease out, 3 linear, 7 the keyboard's.
        public var curveNumber: Int { Int((rawValue >> 16) & 0xF) }
    }

    /// Sets the model values `animations` assigns at once and records, for each animatable
    /// property it changed (frame, bounds, alpha), an additive animation from the old value's
    /// offset to zero on `UIViewAnimationTimeline.shared` (iOS 8 and later animate additively).
    /// `completion` runs when the timeline passes the animation's end.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        UIViewAnimationTimeline.shared.run(
            UIViewAnimationTimeline.Context(duration: duration, delay: delay, curve: .options(options)),
            animations, completion)
    }

    /// `animate(withDuration:animations:)`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring variant: recorded with its damping ratio and initial velocity; the curve those
    /// make is an estimate evaluated by the timeline's reader (`UIKitEstimates.springCurveIsEstimate`).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        UIViewAnimationTimeline.shared.run(
            UIViewAnimationTimeline.Context(duration: duration, delay: delay,
                                            curve: .spring(dampingRatio: dampingRatio, velocity: velocity)),
            animations, completion)
    }

    /// Runs `actions` with no animation recorded, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        let saved = UIViewAnimationTimeline.shared.context
        UIViewAnimationTimeline.shared.context = nil
        actions()
        UIViewAnimationTimeline.shared.context = saved
    }
}

/// The motion timeline: every animation a view's property got, with when it began, how long it
/// runs and on which curve, as additive offsets (the presented value is the model value plus
/// each running animation's offset, interpolated from `from` to `to` along its curve). The
/// harness advances `now` between events and evaluates curves itself.
@MainActor
public final class UIViewAnimationTimeline {
    /// The curve of a recorded animation, as the code asked for it.
    public enum Curve: Hashable, Sendable {
        /// `UIView.animate(...options:)`: the curve bits of the options.
        case options(UIView.AnimationOptions)
        /// The spring variant.
        case spring(dampingRatio: CGFloat, velocity: CGFloat)
        /// A named curve of a codebase's transition (e.g. ComponentFlow's "spring").
        case named(String)
    }

    /// The animatable properties recorded.
    public enum Property: String, Hashable, Sendable {
        case frame, bounds, alpha
    }

    public struct Record {
        public weak var view: UIView?
        public let property: Property
        /// The offset at the start, added to the model value (old - new for a property change).
        public let from: [CGFloat]
        /// The offset at the end (zeros for a property change).
        public let to: [CGFloat]
        public let beginTime: Double
        public let duration: Double
        public let curve: Curve
    }

    struct Context {
        let duration: Double
        let delay: Double
        let curve: Curve
    }

    /// The timeline views record on.
    public static var shared = UIViewAnimationTimeline()

    /// Seconds since the timeline began; the harness moves it.
    public private(set) var now: Double = 0
    public private(set) var records: [Record] = []
    var context: Context?
    private var completions: [(end: Double, run: (Bool) -> Void)] = []

    public init() {}

    func run(_ context: Context, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        let saved = self.context
        self.context = context
        animations()
        self.context = saved
        if let completion { completions.append((now + context.delay + context.duration, completion)) }
    }

    /// Records an additive animation directly (a codebase's transition does this).
    public func add(view: UIView, property: Property, from: [CGFloat], to: [CGFloat], duration: Double,
                    delay: Double = 0, curve: Curve) {
        records.append(Record(view: view, property: property, from: from, to: to, beginTime: now + delay,
                              duration: duration, curve: curve))
    }

    /// A property change inside an animation block becomes an additive animation of old - new.
    static func recordChange(_ view: UIView, _ property: Property, from old: [CGFloat], to new: [CGFloat]) {
        let timeline = shared
        guard let c = timeline.context, old != new else { return }
        timeline.add(view: view, property: property, from: zip(old, new).map { $0 - $1 },
                     to: new.map { _ in 0 }, duration: c.duration, delay: c.delay, curve: c.curve)
    }

    static func recordChange(_ view: UIView, _ property: Property, from old: CGRect, to new: CGRect) {
        guard shared.context != nil else { return }
        recordChange(view, property, from: [old.minX, old.minY, old.width, old.height],
                     to: [new.minX, new.minY, new.width, new.height])
    }

    /// The records of one view's property, oldest first.
    public func records(of view: UIView, _ property: Property) -> [Record] {
        records.filter { $0.view === view && $0.property == property }
    }

    /// Moves the clock and runs the completions of animations that ended by then.
    public func advance(to time: Double) {
        now = max(now, time)
        let due = completions.filter { $0.end <= now }
        completions.removeAll { $0.end <= now }
        for c in due { c.run(true) }
    }

    /// Forgets the records `shouldBeRemoved` picks (the harness drops those whose time is up).
    package func removeRecords(where shouldBeRemoved: (Record) -> Bool) {
        records.removeAll(where: shouldBeRemoved)
    }

    /// Forgets every record (a new run).
    public func reset() {
        records = []
        completions = []
        now = 0
    }
}
