import UIKit

/// UIKit's animation timeline (`UIViewAnimationTimeline`) as the screen presents it: the one
/// reader of every animation a view got, on the sheet and on any screen of your own views.
///
/// UIKit records each animated change of frame, bounds or alpha as an additive offset (iOS 8 and
/// later animate additively): the presented value of a property at time t is its model value
/// plus, for each of its animations still running, `to + (from - to) * (1 - progress)` along the
/// animation's curve. An animation runs from its begin time for its curve's active duration and
/// is then removed: the model value shows.
@MainActor
package struct PresentedTimeline {
    package let timeline: UIViewAnimationTimeline
    /// The curve of the codebase's spring, UIKit's spring animations and the keyboard's curve 7:
    /// `SpringCurve.codebase` unless a run replaces it (motion.md: the spring's shape is an
    /// *estimate*, `UIKitEstimates.springCurveIsEstimate`, so it stays a replaceable piece).
    package let spring: any TimingCurve

    package init(_ timeline: UIViewAnimationTimeline, spring: any TimingCurve = SpringCurve.codebase) {
        self.timeline = timeline
        self.spring = spring
    }

    /// The curve a recorded animation runs: UIKit's four curve bits as Core Animation's named
    /// timing functions (CAMediaTimingFunction's documented control points), a codebase's named
    /// curves by the same points, curve 7 and the springs as `spring`.
    package func curve(_ curve: UIViewAnimationTimeline.Curve) -> any TimingCurve {
        switch curve {
        case .options(let options):
            switch options.curveNumber {
            case 1: return Self.easeIn
            case 2: return Self.easeOut
            case 3: return Self.linear
            case 7: return spring
            default: return Self.easeInOut
            }
        case .spring: return spring
        case .named(let name):
            switch name {
            case "spring": return spring
            case "linear": return Self.linear
            default: return Self.easeInOut
            }
        }
    }

    private static let easeInOut = bezier(0.42, 0, 0.58, 1)
    private static let easeIn = bezier(0.42, 0, 1, 1)
    private static let easeOut = bezier(0, 0, 0.58, 1)
    private static let linear = bezier(0, 0, 1, 1)

    private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> any TimingCurve {
        // Control x values in [0, 1]: cannot fail.
        (try? CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)) ?? ImmediateCurve()
    }

    /// When a recorded animation is removed: its begin time plus its curve's active duration.
    package func end(of record: UIViewAnimationTimeline.Record) -> Double {
        record.beginTime + curve(record.curve).activeDuration(forTransition: record.duration)
    }

    /// When everything begun so far has settled (no earlier than `time`).
    package func settled(after time: Double) -> Double {
        var end = time
        for r in timeline.records where r.view != nil { end = max(end, self.end(of: r)) }
        return end
    }

    /// The offset `record` adds to its property's model value at `time`, nil while it does not run.
    package func offset(of record: UIViewAnimationTimeline.Record, at time: Double) -> [CGFloat]? {
        Self.offset(from: record.from, to: record.to, begin: record.beginTime, duration: record.duration,
                    curve: curve(record.curve), at: time)
    }

    /// An additive animation's offset at `time`: `to + (from - to) * (1 - progress)`, nil before
    /// it begins and once its curve's active duration is over.
    package nonisolated static func offset(from: [CGFloat], to: [CGFloat], begin: Double, duration: Double, curve: any TimingCurve,
                       at time: Double) -> [CGFloat]? {
        // Removed at begin + active duration, compared as that instant (not as the elapsed time,
        // which rounds differently at the boundary).
        guard time >= begin, time < begin + curve.activeDuration(forTransition: duration) else { return nil }
        let remaining = CGFloat(1 - curve.progress(elapsed: time - begin, transitionDuration: duration))
        return zip(from, to).map { from, to in to + (from - to) * remaining }
    }

    /// `view`'s frame (or bounds) and the animations it runs now, read off the timeline once, to
    /// present at many instants without reading the timeline again.
    package func track(_ view: UIView, _ property: UIViewAnimationTimeline.Property) -> PresentedTrack {
        PresentedTrack(model: property == .bounds ? view.bounds : view.frame,
                       animations: timeline.records.compactMap { r in
                           r.view === view && r.property == property
                               ? PresentedTrack.Animation(from: r.from, to: r.to, begin: r.beginTime, duration: r.duration,
                                                          curve: curve(r.curve))
                               : nil
                       })
    }

    /// Runs `read` with every animated view showing its presented frame, bounds and alpha at
    /// `time`, then puts the model values back exactly (nothing recorded meanwhile) and lays out
    /// again the views whose size it had changed, so their children are the model's again.
    package func presenting<T>(at time: Double, _ read: () -> T) -> T {
        var offsets: [(UIView, UIViewAnimationTimeline.Property, [CGFloat])] = []
        for r in timeline.records {
            guard let view = r.view, let d = offset(of: r, at: time) else { continue }
            if let i = offsets.firstIndex(where: { $0.0 === view && $0.1 == r.property }) {
                offsets[i].2 = zip(offsets[i].2, d).map { $0 + $1 }
            } else {
                offsets.append((view, r.property, d))
            }
        }
        if offsets.isEmpty { return read() }
        var saved: [(UIView, CGRect, CGRect, CGFloat)] = []
        for (view, _, _) in offsets where !saved.contains(where: { $0.0 === view }) {
            saved.append((view, view.frame, view.bounds, view.alpha))
        }
        var result: T?
        UIView.performWithoutAnimation {
            for (view, property, d) in offsets {
                switch property {
                case .frame: view.frame = Self.moved(view.frame, d)
                case .bounds: view.bounds = Self.moved(view.bounds, d)
                case .alpha: view.alpha += d[0]
                }
            }
            result = read()
            for (view, frame, bounds, alpha) in saved {
                let resized = view.bounds.size != bounds.size
                view.bounds = bounds
                view.frame = frame
                view.alpha = alpha
                if resized { view.layoutIfNeeded() }
            }
        }
        return result!
    }

    /// Forgets the animations removed by `time` (and those of views that are gone): a reader
    /// never sees them again, and a long run keeps only what still moves.
    package func forgetEnded(by time: Double) {
        timeline.removeRecords { $0.view == nil || end(of: $0) <= time }
    }

    nonisolated static func moved(_ r: CGRect, _ d: [CGFloat]) -> CGRect {
        CGRect(x: r.minX + d[0], y: r.minY + d[1], width: r.width + d[2], height: r.height + d[3])
    }
}

/// One view's frame or bounds as presented over time: its model value and its animations,
/// resolved once (`PresentedTimeline.track`).
package struct PresentedTrack {
    struct Animation {
        let from: [CGFloat]
        let to: [CGFloat]
        let begin: Double
        let duration: Double
        let curve: any TimingCurve
    }

    let model: CGRect
    let animations: [Animation]

    /// The rectangle presented at `time`: the model plus every running animation's offset.
    package func presented(at time: Double) -> CGRect {
        var rect = model
        for a in animations {
            guard let d = PresentedTimeline.offset(from: a.from, to: a.to, begin: a.begin, duration: a.duration, curve: a.curve,
                                                   at: time) else { continue }
            rect = PresentedTimeline.moved(rect, d)
        }
        return rect
    }
}
