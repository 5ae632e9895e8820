import Foundation
import HarnessScreens
import UIKit

/// The motion of a view tree between two events, read off `UIViewAnimationTimeline` (every
/// `UIView.animate` of frame, bounds and alpha, as additive offsets) and the keyboard's slide:
/// the presented value of a property at time t is its model value plus, for each animation
/// still running, `from + (to - from) * progress(t - begin)` along the animation's curve.
@MainActor
struct ViewMotion {
    /// The keyboard's slide between two frames, begun at `begin`.
    struct KeyboardSlide {
        let from: CGRect
        let to: CGRect
        let begin: Double
    }

    /// The keyboard's own animation: the 0.5 s keyboard spring that motion.md reports (the
    /// notification says 0.25 s and curve 7, a private curve; that it is the codebase's spring,
    /// `SpringCurve.codebase`, is an *estimate*, `UIKitEstimates.keyboardAnimationCurve`).
    static let keyboardDuration = 0.5
    static let keyboardCurve: any TimingCurve = SpringCurve.codebase

    var keyboard: [KeyboardSlide] = []
    let timeline = UIViewAnimationTimeline.shared

    /// The curve a recorded animation runs: UIKit's four curve bits as Core Animation's named
    /// timing functions (CAMediaTimingFunction's documented control points), curve 7 and the
    /// springs as the codebase's spring (an *estimate*: `UIKitEstimates.springCurveIsEstimate`).
    static func curve(_ curve: UIViewAnimationTimeline.Curve) -> any TimingCurve {
        switch curve {
        case .options(let options):
            switch options.curveNumber {
            case 1: return bezier(0.42, 0, 1, 1)
            case 2: return bezier(0, 0, 0.58, 1)
            case 3: return bezier(0, 0, 1, 1)
            case 7: return SpringCurve.codebase
            default: return bezier(0.42, 0, 0.58, 1)
            }
        case .spring: return SpringCurve.codebase
        case .named(let name): return name == "spring" ? SpringCurve.codebase : bezier(0.42, 0, 0.58, 1)
        }
    }

    private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> any TimingCurve {
        // Control x values in [0, 1]: cannot fail.
        (try? CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)) ?? ImmediateCurve()
    }

    /// When everything begun so far has settled (no earlier than `time`).
    func settled(after time: Double) -> Double {
        var end = time
        for r in timeline.records where r.view != nil {
            end = max(end, r.beginTime + Self.curve(r.curve).activeDuration(forTransition: r.duration))
        }
        for k in keyboard { end = max(end, k.begin + Self.keyboardCurve.activeDuration(forTransition: Self.keyboardDuration)) }
        return end
    }

    /// The fraction of its way an animation has gone at `time`; nil once removed (or not begun).
    private static func progress(_ curve: any TimingCurve, begin: Double, duration: Double, at time: Double) -> Double? {
        let elapsed = time - begin
        guard elapsed >= 0, elapsed < curve.activeDuration(forTransition: duration) else { return nil }
        return curve.progress(elapsed: elapsed, transitionDuration: duration)
    }

    /// The keyboard's presented frame at `time` (nil: hidden and not moving).
    func keyboardFrame(at time: Double, model: CGRect?, window: UIWindow) -> CGRect? {
        guard let slide = keyboard.last(where: { $0.begin <= time }),
              let p = Self.progress(Self.keyboardCurve, begin: slide.begin, duration: Self.keyboardDuration, at: time)
        else { return model }
        let f = slide.from, t = slide.to
        let y = f.minY + (t.minY - f.minY) * p
        let frame = CGRect(x: t.minX, y: y, width: t.width, height: t.height)
        return frame.minY < window.bounds.height ? frame : nil
    }

    /// Runs `read` with every animated view showing its presented frame, bounds and alpha at
    /// `time`, then puts the model values back exactly (nothing recorded meanwhile).
    func presenting<T>(at time: Double, _ read: () -> T) -> T {
        var offsets: [(UIView, UIViewAnimationTimeline.Property, [CGFloat])] = []
        for r in timeline.records {
            guard let view = r.view,
                  let p = Self.progress(Self.curve(r.curve), begin: r.beginTime, duration: r.duration, at: time) else { continue }
            let value = zip(r.from, r.to).map { $0 + ($1 - $0) * CGFloat(p) }
            if let i = offsets.firstIndex(where: { $0.0 === view && $0.1 == r.property }) {
                offsets[i].2 = zip(offsets[i].2, value).map { $0 + $1 }
            } else {
                offsets.append((view, r.property, value))
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
                view.bounds = bounds
                view.frame = frame
                view.alpha = alpha
            }
        }
        return result!
    }

    private static func moved(_ r: CGRect, _ d: [CGFloat]) -> CGRect {
        CGRect(x: r.minX + d[0], y: r.minY + d[1], width: r.width + d[2], height: r.height + d[3])
    }
}
