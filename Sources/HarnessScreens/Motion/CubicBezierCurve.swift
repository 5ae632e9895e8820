import HarnessCore

/// A CSS / CAMediaTimingFunction cubic Bézier from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2), run over `durationFactor` times the transition's duration.
///
/// Progress at elapsed time t over a run of length T: find u in [0, 1] with X(u) = t / T, return Y(u), where
///     X(u) = 3 (1 - u)^2 u x1 + 3 (1 - u) u^2 x2 + u^3   (and Y likewise with y1, y2).
/// With x1, x2 in [0, 1], X is non-decreasing on [0, 1], so the u is unique where X rises.
package struct CubicBezierCurve: TimingCurve {
    package let x1: Double, y1: Double, x2: Double, y2: Double
    /// How many times the transition's duration the curve runs.
    package let durationFactor: Double

    package init(x1: Double, y1: Double, x2: Double, y2: Double, durationFactor: Double = 1) throws(MotionError) {
        guard (0...1).contains(x1), (0...1).contains(x2) else {
            throw .bezierControlOutOfRange(x1: x1, x2: x2)
        }
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        self.durationFactor = durationFactor
    }

    /// The fit a forum poster made of the keyboard's motion: (0.38, 0.70, 0.125, 1.0) over twice the duration.
    package static let keyboardFit: CubicBezierCurve = {
        guard let curve = try? CubicBezierCurve(x1: 0.38, y1: 0.70, x2: 0.125, y2: 1.0, durationFactor: 2) else {
            preconditionFailure("the fitted Bezier's control x values lie in [0, 1]")
        }
        return curve
    }()

    package var name: String {
        "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) over \(NumberText.shortest(durationFactor))x the duration"
    }

    package func activeDuration(forTransition duration: Double) -> Double { durationFactor * duration }

    package func progress(elapsed: Double, transitionDuration duration: Double) -> Double {
        let length = activeDuration(forTransition: duration)
        guard length > 0 else { return 1 }
        let target = min(max(elapsed / length, 0), 1)
        return Self.cubic(parameter(forX: target), y1, y2)
    }

    /// B(u) for control values a, b between 0 and 1.
    static func cubic(_ u: Double, _ a: Double, _ b: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * a + 3 * v * u * u * b + u * u * u
    }

    /// B'(u).
    static func slope(_ u: Double, _ a: Double, _ b: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * a + 6 * v * u * (b - a) + 3 * u * u * (1 - b)
    }

    /// The u with X(u) = x: Newton steps kept inside a shrinking bracket, falling back to bisection.
    func parameter(forX x: Double) -> Double {
        var low = 0.0, high = 1.0, u = x
        for _ in 0..<64 {
            let error = Self.cubic(u, x1, x2) - x
            if abs(error) < 1e-14 { return u }
            if error > 0 { high = u } else { low = u }
            let d = Self.slope(u, x1, x2)
            var next = d > 1e-12 ? u - error / d : (low + high) / 2
            if next <= low || next >= high { next = (low + high) / 2 }
            u = next
        }
        return u
    }
}
