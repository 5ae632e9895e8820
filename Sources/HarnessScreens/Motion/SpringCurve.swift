import Foundation
import HarnessCore

/// An overdamped spring as CASpringAnimation simulates it, played the way the codebase's
/// `.spring` transitions play it: a nominal duration of `nominalDuration` seconds (0.5) with
/// `speed = nominalDuration / transition duration`, so the spring's first `nominalDuration`
/// seconds fill the transition, after which the animation is removed.
///
/// The step response of m x'' + c x' + k (x - 1) = 0 with x(0) = 0, x'(0) = 0, overdamped
/// (c^2 > 4 m k), is
///
///     x(tau) = 1 + (s2 e^(s1 tau) - s1 e^(s2 tau)) / (s1 - s2),
///     s1, s2 = (-c +- sqrt(c^2 - 4 m k)) / (2 m)   (both negative; s1 the slow root).
///
/// Check: x(0) = 1 + (s2 - s1) / (s1 - s2) = 0; x'(0) = (s1 s2 - s1 s2) / (s1 - s2) = 0.
///
/// The codebase's spring, m = 3, k = 1000, c = 500 (motion.md):
///     c^2 - 4 m k = 250000 - 12000 = 238000, sqrt = 487.85244
///     s1 = (-500 + 487.85244) / 6 = -2.0245939 per s (the slow root, motion.md's "about -2")
///     s2 = (-500 - 487.85244) / 6 = -164.64207 per s
///     x(tau) = 1 - 1.0124500 e^(-2.0245939 tau) + 0.0124500 e^(-164.64207 tau)
/// with coefficients s2 / (s1 - s2) = -164.64207 / 162.61748 and -s1 / (s1 - s2) = 2.0245939 / 162.61748.
/// Damping ratio c / (2 sqrt(k m)) = 500 / 109.5445 = 4.564.
/// At tau = 0.5 (the end of every transition): x = 1 - 1.01245 * e^(-1.012297) = 1 - 1.01245 * 0.363383
/// = 0.632093, so the textbook spring stops 36.8 % short and the value jumps at removal.
package struct SpringCurve: TimingCurve {
    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    /// The animation's own duration (seconds of spring time) before speed scales it.
    package let nominalDuration: Double
    /// The slow and fast roots of m s^2 + c s + k = 0.
    package let slowRoot: Double
    package let fastRoot: Double

    /// Fails unless the spring is overdamped (c^2 > 4 m k) with positive mass, stiffness and duration.
    package init(mass: Double, stiffness: Double, damping: Double, nominalDuration: Double) throws(MotionError) {
        let discriminant = damping * damping - 4 * mass * stiffness
        guard mass > 0, stiffness > 0, damping > 0, nominalDuration > 0, discriminant > 0 else {
            throw .springNotOverdamped(mass: mass, stiffness: stiffness, damping: damping)
        }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.nominalDuration = nominalDuration
        let root = discriminant.squareRoot()
        slowRoot = (-damping + root) / (2 * mass)
        fastRoot = (-damping - root) / (2 * mass)
    }

    /// The codebase's spring: mass 3, stiffness 1000, damping 500, nominal duration 0.5 s.
    package static let codebase: SpringCurve = {
        // The numbers are overdamped (500^2 > 12000), so this cannot fail.
        guard let spring = try? SpringCurve(mass: 3, stiffness: 1000, damping: 500, nominalDuration: 0.5) else {
            preconditionFailure("the codebase spring is overdamped")
        }
        return spring
    }()

    package var name: String {
        "spring(mass \(NumberText.shortest(mass)), stiffness \(NumberText.shortest(stiffness)), damping \(NumberText.shortest(damping)), "
            + "\(NumberText.shortest(nominalDuration)) s nominal)"
    }

    /// c / (2 sqrt(k m)).
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The step response x(tau) at `tau` seconds of spring time.
    package func stepResponse(at tau: Double) -> Double {
        let s1 = slowRoot, s2 = fastRoot
        return 1 + (s2 * exp(s1 * tau) - s1 * exp(s2 * tau)) / (s1 - s2)
    }

    /// speed = nominal / duration, so the transition lasts exactly its duration.
    package func activeDuration(forTransition duration: Double) -> Double { duration }

    /// x(nominal * elapsed / duration).
    package func progress(elapsed: Double, transitionDuration duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        return stepResponse(at: nominalDuration * elapsed / duration)
    }
}
