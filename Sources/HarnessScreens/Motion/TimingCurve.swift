/// How an animation's progress runs from 0 to 1 over the transition that started it.
///
/// A curve may run longer than the transition's nominal duration (the fitted Bézier runs twice
/// as long); `activeDuration(forTransition:)` says how long, and at that time Core Animation
/// removes the animation and the model value shows, whatever `progress` reached by then.
package protocol TimingCurve: Sendable {
    /// The name reports show, saying which curve produced their numbers.
    var name: String { get }

    /// How long (seconds) an animation of a transition of `duration` seconds runs before it is removed.
    func activeDuration(forTransition duration: Double) -> Double

    /// The fraction of the way from the start value to the end value at `elapsed` seconds into
    /// a transition of `duration` seconds, for 0 <= elapsed < activeDuration. Not clamped to
    /// [0, 1]: a curve may overshoot or stop short.
    func progress(elapsed: Double, transitionDuration duration: Double) -> Double
}

extension TimingCurve {
    /// The progress the presented value has just before removal; 1 when the curve ends on its target.
    package func progressAtRemoval(transitionDuration duration: Double) -> Double {
        progress(elapsed: activeDuration(forTransition: duration), transitionDuration: duration)
    }

    /// How far, as a fraction of the whole move, the presented value jumps when the animation is
    /// removed and the model value shows (0 for a curve that ends on its target).
    package func jumpAtRemoval(transitionDuration duration: Double) -> Double {
        1 - progressAtRemoval(transitionDuration: duration)
    }
}

/// The immediate "curve": a value set without animation is at its target from the start.
package struct ImmediateCurve: TimingCurve {
    package init() {}
    package var name: String { "immediate" }
    package func activeDuration(forTransition duration: Double) -> Double { 0 }
    package func progress(elapsed: Double, transitionDuration duration: Double) -> Double { 1 }
}
