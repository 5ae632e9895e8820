import Foundation

extension UIView {
    /// UIKit's timing curves, as `UIViewPropertyAnimator` and the keyboard notifications name them.
    /// A struct rather than an enum because, as with the Objective-C enum on iOS, any raw value
    /// makes one: the keyboard's `keyboardAnimationCurveUserInfoKey` is 7, a private curve, and
    /// `UIView.AnimationCurve(rawValue: 7)!` is that curve (the timeline records curve 7, the
    /// keyboard's). A `switch` over it needs a plain `default:` (not `@unknown default:`).
    public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        /// Never nil: every raw value is a curve, as on iOS.
        public init?(rawValue: Int) { self.rawValue = rawValue }
        private init(_ rawValue: Int) { self.rawValue = rawValue }

        public static let easeInOut = AnimationCurve(0)
        public static let easeIn = AnimationCurve(1)
        public static let easeOut = AnimationCurve(2)
        public static let linear = AnimationCurve(3)

        /// The same curve as `UIView.AnimationOptions` curve bits (curve << 16, as UIKit packs it).
        var options: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: UInt(rawValue & 0xF) << 16) }
    }
}

/// Where an animator ended, as UIKit's UIViewAnimatingPosition.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start, current
}

/// An animator's state, as UIKit's UIViewAnimatingState.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active, stopped
}

/// UIKit's UIViewPropertyAnimator, the basic part: animations added at init or with
/// `addAnimations`, run by `startAnimation` through the same timeline as `UIView.animate` (the
/// blocks set the model values at once; each change is recorded as an additive animation of the
/// animator's duration and curve), completions run with `.end` when the timeline passes the end.
/// Pausing, scrubbing (`fractionComplete`), reversing and stopping are not supported here (no
/// such members: a call to one does not compile).
@MainActor
public final class UIViewPropertyAnimator {
    public let duration: TimeInterval
    private let curve: UIViewAnimationTimeline.Curve
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false

    /// An animator on one of UIKit's curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = .options(curve.options)
        if let animations { self.animations = [animations] }
    }

    /// A spring animator: recorded with its damping ratio as `UIView.animate`'s spring variant is
    /// (its curve an *estimate* evaluated by the timeline's reader).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        curve = .spring(dampingRatio: ratio, velocity: 0)
        if let animations { self.animations = [animations] }
    }

    /// Makes an animator on `options`' curve and starts it after `delay`.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                               completion: ((UIViewAnimatingPosition) -> Void)? = nil)
        -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration,
                                              curve: UIView.AnimationCurve(rawValue: options.curveNumber) ?? .easeInOut,
                                              animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds a block before the start. Adding one while the animator runs (UIKit animates it over
    /// the remaining time) is not supported and stops the program.
    public func addAnimations(_ animation: @escaping () -> Void) {
        precondition(state == .inactive, "addAnimations on a running UIViewPropertyAnimator is not supported by the harness")
        animations.append(animation)
    }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Runs the blocks now, recording their changes to begin after `delay`.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return }
        state = .active
        isRunning = true
        let blocks = animations
        UIViewAnimationTimeline.shared.run(
            UIViewAnimationTimeline.Context(duration: duration, delay: delay, curve: curve),
            { for block in blocks { block() } },
            { [self] _ in
                state = .inactive
                isRunning = false
                for completion in completions { completion(.end) }
            })
    }
}
