/// Two or more scenarios of one run that share a name: they would write the same out/ and
/// Goldens/ folders, one run's frames over the other's.
public struct DuplicateScenarioNames: Error, Hashable, Sendable, CustomStringConvertible {
    /// One clash: the name and every place it is given, in the order the scenarios were passed.
    public struct Clash: Hashable, Sendable {
        public let name: String
        /// `FILE:LINE:COL` of the `scenario` line, or `FILE` when the name comes from the file name.
        public let places: [String]
    }

    public let clashes: [Clash]

    /// One line per clash: "b.scenario:1:1: the scenario name `smoke` is already used by
    /// a.scenario:3:1; each scenario of a run needs its own name (it names its out/ and Goldens/ folders)".
    public var description: String {
        clashes.map { clash in
            "\(clash.places[clash.places.count - 1]): the scenario name `\(clash.name)` is already used by "
                + clash.places.dropLast().joined(separator: " and ")
                + "; each scenario of a run needs its own name (it names its out/ and Goldens/ folders)"
        }.joined(separator: "\n")
    }
}

/// Checks that hold across the scenarios of one run.
public enum ScenarioSet {
    /// Throws `DuplicateScenarioNames` naming both (every) file of each name given twice.
    public static func checkUniqueNames(_ scenarios: [Scenario]) throws(DuplicateScenarioNames) {
        var order: [String] = []
        var places: [String: [String]] = [:]
        for scenario in scenarios {
            if places[scenario.name] == nil { order.append(scenario.name) }
            places[scenario.name, default: []].append(place(of: scenario))
        }
        let clashes = order.compactMap { name in
            places[name].flatMap { $0.count > 1 ? DuplicateScenarioNames.Clash(name: name, places: $0) : nil }
        }
        if !clashes.isEmpty { throw DuplicateScenarioNames(clashes: clashes) }
    }

    /// Where a scenario's name is written.
    static func place(of scenario: Scenario) -> String {
        for line in scenario.lines {
            if case .name = line.command { return "\(scenario.path):\(line.line):\(line.column)" }
        }
        return scenario.path
    }
}
