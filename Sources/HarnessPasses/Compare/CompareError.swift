/// A strategy list `compare` cannot run, or runs that cannot be lined up: exit code 2.
package enum CompareError: Error, CustomStringConvertible, Sendable {
    case noStrategy(valid: [String])
    case unknownStrategy(String, valid: [String])
    case strategyTwice(String)
    case framesDiffer(scenario: String, strategy: String, reference: String)

    package var description: String {
        switch self {
        case .noStrategy(let valid): "no strategy given; strategies: \(valid.joined(separator: ", "))"
        case .unknownStrategy(let id, let valid): "unknown strategy `\(id)`; strategies: \(valid.joined(separator: ", "))"
        case .strategyTwice(let id): "strategy `\(id)` is listed twice"
        case .framesDiffer(let scenario, let strategy, let reference):
            "\(scenario): \(strategy) made other frames than \(reference); the rows cannot align"
        }
    }
}
