import HarnessScenario

/// The run-level guard on scenario names: each becomes a folder under out/ and Goldens/, so it
/// must be a safe folder name, and no two scenarios of one run may share one (their frames and
/// goldens would overwrite each other). HarnessScenario may check names as it parses too; this
/// check is the one every run passes through, whatever made the name.
public enum ScenarioNames {
    /// Longest name accepted (a folder name, well under any file system's 255 bytes).
    public static let maxLength = 100

    /// Throws `unsafeScenarioName` for the first name that is not safe, then
    /// `duplicateScenarioName` naming both files for the first name given twice.
    public static func check(_ scenarios: [Scenario]) throws {
        var firstPath: [String: String] = [:]
        for scenario in scenarios {
            guard isSafe(scenario.name) else { throw RunError.unsafeScenarioName(scenario.name, path: scenario.path) }
            if let first = firstPath[scenario.name] {
                throw RunError.duplicateScenarioName(scenario.name, first: first, second: scenario.path)
            }
            firstPath[scenario.name] = scenario.path
        }
    }

    /// ASCII letters, digits, `-`, `_` and `.`; not empty, not only dots, at most `maxLength`.
    public static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, name.unicodeScalars.count <= maxLength, !name.allSatisfy({ $0 == "." }) else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
            default: false
            }
        }
    }
}
