import HarnessCore

/// A frame set by a parent: position and size animate together along the transition's curve.
/// (Core Animation animates `position` and `bounds.size`; with one curve and one start, the
/// corners then move linearly in the same progress, so four scalars are the same thing.)
package struct AnimatedRect: Sendable {
    var x, y, width, height: AnimatedValue

    package init(_ rect: Rect) {
        let r = rect.standardized
        x = AnimatedValue(r.minX)
        y = AnimatedValue(r.minY)
        width = AnimatedValue(r.width)
        height = AnimatedValue(r.height)
    }

    /// The frame the model holds.
    package var model: Rect { Rect(x: x.model, y: y.model, width: width.model, height: height.model) }

    /// The frame on screen at `time`.
    package func presented(at time: Double) -> Rect {
        Rect(x: x.presented(at: time), y: y.presented(at: time),
             width: width.presented(at: time), height: height.presented(at: time))
    }

    /// setFrame through `transition` at `time`: from the presented frame to `rect`.
    package mutating func set(_ rect: Rect, at time: Double, transition: MotionTransition) {
        let r = rect.standardized
        x.set(r.minX, at: time, transition: transition)
        y.set(r.minY, at: time, transition: transition)
        width.set(r.width, at: time, transition: transition)
        height.set(r.height, at: time, transition: transition)
    }
}
