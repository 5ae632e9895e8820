import HarnessCore

/// A bounds-origin animation a transition started, recorded because nothing animates here.
package struct BoundsOriginAnimation: Hashable, Sendable {
    package let from: Point
    package let to: Point
    package let additive: Bool
    /// The transition's duration in seconds.
    package let duration: Double
}

/// Collects the animations of one update so tests and frames.json can see them.
package final class AnimationLog {
    package private(set) var boundsOriginAnimations: [BoundsOriginAnimation] = []

    package init() {}

    func record(_ animation: BoundsOriginAnimation) {
        boundsOriginAnimations.append(animation)
    }
}

/// The model of ComponentTransition: immediate or animated, carrying user data such as
/// `TextFieldComponent.AnimationHint`.
package struct ComponentTransition {
    /// How a transition animates.
    package enum Animation: Hashable, Sendable {
        case none
        case spring(duration: Double)
        case easeInOut(duration: Double)

        /// True when nothing animates.
        package var isImmediate: Bool { self == .none }

        /// The duration in seconds (0 when immediate).
        package var duration: Double {
            switch self {
            case .none: return 0
            case .spring(let d), .easeInOut(let d): return d
            }
        }
    }

    package let animation: Animation
    private let userDataItems: [Any]
    /// Where `animateBoundsOrigin` records what it would animate.
    package let log: AnimationLog

    package init(animation: Animation, userData: [Any] = [], log: AnimationLog = AnimationLog()) {
        self.animation = animation
        self.userDataItems = userData
        self.log = log
    }

    /// An immediate transition with no user data.
    package static var immediate: ComponentTransition { ComponentTransition(animation: .none) }

    /// The first user data item of the given type.
    package func userData<T>(_ type: T.Type) -> T? {
        for item in userDataItems {
            if let value = item as? T { return value }
        }
        return nil
    }

    /// Records an animation of `view.bounds.origin` from `from` to `to`; with `additive` the
    /// values are offsets added to the model value, as Core Animation's additive animations.
    package func animateBoundsOrigin(view: View, from: Point, to: Point, additive: Bool) {
        log.record(BoundsOriginAnimation(from: from, to: to, additive: additive, duration: animation.duration))
    }
}
