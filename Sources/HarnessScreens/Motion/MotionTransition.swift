/// The transition an event carries: a duration and the curve its animations follow.
package struct MotionTransition: Sendable {
    /// The transition's duration in seconds (0 for an immediate change).
    package let duration: Double
    package let curve: any TimingCurve

    package init(duration: Double, curve: any TimingCurve) {
        self.duration = duration
        self.curve = curve
    }

    /// No animation: values jump to their new model values.
    package static let immediate = MotionTransition(duration: 0, curve: ImmediateCurve())

    /// True when nothing animates.
    package var isImmediate: Bool { curve.activeDuration(forTransition: duration) <= 0 }

    /// How long its animations run before Core Animation removes them.
    package var activeDuration: Double { curve.activeDuration(forTransition: duration) }
}

/// One running animation of a scalar property, as Core Animation keeps it.
package struct PropertyAnimation: Sendable {
    package enum Kind: Sendable {
        /// An additive animation from `offset` to 0, added to whatever lies under it.
        case additive(offset: Double)
        /// A plain animation from `from` to `to`; it replaces the value under it.
        case basic(from: Double, to: Double)
    }

    package let kind: Kind
    /// When it was added, seconds on the timeline.
    package let start: Double
    package let transition: MotionTransition

    package init(kind: Kind, start: Double, transition: MotionTransition) {
        self.kind = kind
        self.start = start
        self.transition = transition
    }

    /// When Core Animation removes it (its time is up): start + the curve's active duration.
    package var end: Double { start + transition.activeDuration }

    /// True from its start until (not including) its end.
    package func isRunning(at time: Double) -> Bool { time >= start && time < end }

    /// Its value at `time`: offset (1 - p) for an additive one, from + (to - from) p for a basic one,
    /// p the curve's progress.
    package func value(at time: Double) -> Double {
        let p = transition.curve.progress(elapsed: time - start, transitionDuration: transition.duration)
        switch kind {
        case .additive(let offset): return offset * (1 - p)
        case .basic(let from, let to): return from + (to - from) * p
        }
    }
}
