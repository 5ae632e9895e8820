import UIKit
import Foundation

/// The codebase's ComponentTransition (ComponentFlow), as far as the caret-tracking design calls
/// it: an immediate or animated transition that carries user data (such as
/// `TextFieldComponent.AnimationHint`) down an update. Here its animations are recorded on UIKit's
/// motion timeline (`UIViewAnimationTimeline.shared`) as additive offsets, the curve named by
/// `Curve.timelineName`, for the harness to present frame by frame.
public struct ComponentTransition {
    /// The curve of an animated transition.
    public enum Curve: Hashable, Sendable {
        case easeInOut
        /// The codebase's spring (CASpringAnimation mass 3, stiffness 1000, damping 500; motion.md).
        case spring
        case linear

        /// The name the timeline records the curve under.
        public var timelineName: String {
            switch self {
            case .easeInOut: return "easeInOut"
            case .spring: return "spring"
            case .linear: return "linear"
            }
        }
    }

    /// Immediate, or animated over a duration on a curve.
    public enum Animation: Hashable, Sendable {
        case none
        case curve(duration: Double, curve: Curve)

        /// True when nothing animates: values are set and shown at once.
        public var isImmediate: Bool { self == .none }

        /// Seconds the transition runs (0 when immediate).
        public var duration: Double {
            if case .curve(let duration, _) = self { return duration }
            return 0
        }
    }

    public let animation: Animation
    private let userDataItems: [Any]

    public init(animation: Animation) {
        self.init(animation: animation, userData: [])
    }

    init(animation: Animation, userData: [Any]) {
        self.animation = animation
        userDataItems = userData
    }

    /// A transition that animates nothing.
    public static var immediate: ComponentTransition { ComponentTransition(animation: .none) }

    /// The same transition carrying one more user data item.
    public func withUserData(_ data: Any) -> ComponentTransition {
        ComponentTransition(animation: animation, userData: userDataItems + [data])
    }

    /// The first user data item of type `T`, if the transition carries one.
    public func userData<T>(_ type: T.Type) -> T? {
        for item in userDataItems { if let value = item as? T { return value } }
        return nil
    }

    /// Animates `view.bounds.origin` from `from` to `to` over the transition (nothing when
    /// immediate). With `additive` the two are offsets added to the model value (Core
    /// Animation's additive animation): the design assigns the new bounds, then animates the
    /// offset (previous - new) to zero, so the presented origin slides from the old value.
    /// Without, they are presented values, recorded as offsets from the model's origin.
    @MainActor
    public func animateBoundsOrigin(view: UIView, from: CGPoint, to: CGPoint, additive: Bool = false,
                                    completion: ((Bool) -> Void)? = nil) {
        guard case .curve(let duration, let curve) = animation else {
            completion?(true)
            return
        }
        let base = additive ? CGPoint.zero : view.bounds.origin
        UIViewAnimationTimeline.shared.add(
            view: view, property: .bounds, from: [from.x - base.x, from.y - base.y, 0, 0],
            to: [to.x - base.x, to.y - base.y, 0, 0], duration: duration, curve: .named(curve.timelineName))
        completion?(true)
    }

    /// Sets `view.frame` (the caller is the view's parent): at once when immediate, else the
    /// model value at once and the change animated additively from the old frame.
    @MainActor
    public func setFrame(view: UIView, frame: CGRect, completion: ((Bool) -> Void)? = nil) {
        let old = view.frame
        view.frame = frame
        if case .curve(let duration, let curve) = animation, old != frame {
            UIViewAnimationTimeline.shared.add(
                view: view, property: .frame,
                from: [old.minX - frame.minX, old.minY - frame.minY, old.width - frame.width, old.height - frame.height],
                to: [0, 0, 0, 0], duration: duration, curve: .named(curve.timelineName))
        }
        completion?(true)
    }
}
