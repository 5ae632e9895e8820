/// Two or more scenarios of one run that share a name: they would write the same out/ and
/// Goldens/ folders, one run's frames over the other's. Names that differ only in case clash
/// too: goldens are checked out on case-insensitive file systems as well.
package struct DuplicateScenarioNames: Error, Hashable, Sendable, CustomStringConvertible {
    /// One scenario giving the name: where, and how it spells it.
    package struct Use: Hashable, Sendable {
        /// `FILE:LINE:COL` of the `scenario` line, or `FILE` when the name comes from the file name.
        package let place: String
        package let name: String
    }

    /// One clash: every use of the name, in the order the scenarios were passed.
    package struct Clash: Hashable, Sendable {
        package let uses: [Use]

        package var places: [String] { uses.map(\.place) }
    }

    package let clashes: [Clash]

    /// One line per clash: "b.scenario:1:1: the scenario name `smoke` is already used by
    /// a.scenario:3:1; each scenario of a run needs its own name (it names its out/ and Goldens/ folders)".
    package var description: String {
        clashes.map { clash in
            let last = clash.uses[clash.uses.count - 1]
            let earlier = clash.uses.dropLast().map { use in
                use.place + (use.name == last.name ? "" : " (as `\(use.name)`; names must differ by more than case)")
            }
            return "\(last.place): the scenario name `\(last.name)` is already used by \(earlier.joined(separator: " and ")); "
                + "each scenario of a run needs its own name (it names its out/ and Goldens/ folders)"
        }.joined(separator: "\n")
    }
}

/// Checks that hold across the scenarios of one run.
package enum ScenarioSet {
    /// Throws `DuplicateScenarioNames` naming both (every) file of each name given twice.
    package static func checkUniqueNames(_ scenarios: [Scenario]) throws(DuplicateScenarioNames) {
        var order: [String] = []
        var uses: [String: [DuplicateScenarioNames.Use]] = [:]
        for scenario in scenarios {
            let key = scenario.name.lowercased()
            if uses[key] == nil { order.append(key) }
            uses[key, default: []].append(DuplicateScenarioNames.Use(place: place(of: scenario), name: scenario.name))
        }
        let clashes = order.compactMap { key in
            uses[key].flatMap { $0.count > 1 ? DuplicateScenarioNames.Clash(uses: $0) : nil }
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
