/// The outcome of `DiffBudget.evaluate`: passed, or the limits that were broken.
package struct BudgetVerdict: Hashable, Sendable, CustomStringConvertible {
    /// One broken limit.
    package enum Violation: Hashable, Sendable, CustomStringConvertible {
        /// More differing pixels than `DiffBudget.maxPixels`.
        case tooManyPixels(count: Int, limit: Int)
        /// A larger differing fraction than `DiffBudget.maxRatio`.
        case ratioTooHigh(ratio: Double, limit: Double)
        /// Differing pixels inside a strict region.
        case strictRegionChanged(name: String, pixels: Int)
        /// A strict region the comparison was not given, so it could not be checked.
        case strictRegionMissing(name: String)
        /// More differing pixels in one window x window block than `DiffBudget.maxWindowPixels`.
        case windowTooDense(count: Int, limit: Int, window: Int)
        /// A window limit was set but the comparison was made without `DiffOptions.window`.
        case windowNotMeasured(limit: Int)

        /// One clause for a CI log.
        package var description: String {
            switch self {
            case let .tooManyPixels(count, limit):
                "\(count) differing pixels, more than the \(limit) allowed"
            case let .ratioTooHigh(ratio, limit):
                "\(percent(ratio)) of the frame differs, more than the \(percent(limit)) allowed"
            case let .strictRegionChanged(name, pixels):
                "\(pixels) differing pixels in strict region \"\(name)\", where none are allowed"
            case let .strictRegionMissing(name):
                "strict region \"\(name)\" was not among the compared regions"
            case let .windowTooDense(count, limit, window):
                "\(count) differing pixels in one \(window) x \(window) window, more than the \(limit) allowed"
            case let .windowNotMeasured(limit):
                "a window limit of \(limit) pixels was set but the diff was made without a window"
            }
        }

        private func percent(_ fraction: Double) -> String {
            let hundredths = (fraction * 10_000).rounded() / 100
            return "\(hundredths) %"
        }
    }

    /// Every broken limit, in the order global count, ratio, window, then strict regions as listed.
    package let violations: [Violation]

    /// Records the broken limits; none means the frame passed.
    package init(violations: [Violation]) {
        self.violations = violations
    }

    /// True when no limit was broken.
    package var passed: Bool { violations.isEmpty }

    /// "within budget", or "over budget: " and the violations joined by "; ".
    package var description: String {
        passed ? "within budget" : "over budget: " + violations.map(\.description).joined(separator: "; ")
    }
}
