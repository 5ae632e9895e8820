/// A layer property as Core Animation presents it: a model value and the animations running on
/// it, applied in the order they were added. A basic (non-additive) animation replaces the value
/// under it; an additive one adds its offset to it. An animation whose time is up is removed and
/// contributes nothing: the model value shows.
package struct AnimatedValue: Sendable {
    package private(set) var model: Double
    package private(set) var animations: [PropertyAnimation] = []

    package init(_ model: Double) {
        self.model = model
    }

    /// The value on screen at `time` (never earlier than the last change).
    package func presented(at time: Double) -> Double {
        var value = model
        for animation in animations where animation.isRunning(at: time) {
            switch animation.kind {
            case .additive: value += animation.value(at: time)
            case .basic: value = animation.value(at: time)
            }
        }
        return value
    }

    /// The running additive offsets' sum at `time`.
    package func additiveOffset(at time: Double) -> Double {
        animations.lazy.filter { $0.isRunning(at: time) }.reduce(0.0) { sum, animation in
            if case .additive = animation.kind { return sum + animation.value(at: time) }
            return sum
        }
    }

    /// The model value is assigned at once (as `scrollView.bounds = newBounds`); nothing is added.
    package mutating func assign(_ value: Double, at time: Double) {
        model = value
        prune(at: time)
    }

    /// Adds an additive animation from `offset` to 0 (as `animateBoundsOrigin(from:to:additive: true)`);
    /// it sums with any still running.
    package mutating func addAdditive(offset: Double, at time: Double, transition: MotionTransition) {
        prune(at: time)
        guard !transition.isImmediate, offset != 0 else { return }
        animations.append(PropertyAnimation(kind: .additive(offset: offset), start: time, transition: transition))
    }

    /// A parent's setFrame through a transition: the model becomes `value`; when animated, a basic
    /// animation runs from the presented value at `time` to `value`, replacing the basic one running
    /// (same key). Immediate: running basic animations are removed and the value shows at once.
    package mutating func set(_ value: Double, at time: Double, transition: MotionTransition) {
        let from = presented(at: time) - additiveOffset(at: time)
        model = value
        prune(at: time)
        animations.removeAll { if case .basic = $0.kind { return true } else { return false } }
        guard !transition.isImmediate, from != value else { return }
        animations.append(PropertyAnimation(kind: .basic(from: from, to: value), start: time, transition: transition))
    }

    /// Drops the animations whose time is up at `time`.
    mutating func prune(at time: Double) {
        animations.removeAll { $0.end <= time }
    }
}
