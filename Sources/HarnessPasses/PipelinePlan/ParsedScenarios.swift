import HarnessRun
import HarnessScript

/// Every scenario of a plan read once: each path parsed a single time (a path several variants
/// share too), refused when it makes more frames than `RunLimits.default` allows, before any
/// frame is made. The run, the motion pass and the sweep baseline read these, never the files again.
package struct ParsedScenarios: Sendable {
    private let byPath: [String: Scenario]
    /// The frames the plan will make, counted from the scripts (`Scenario.frameCount`).
    package let frameCount: Int

    /// Parses in plan order (variant by variant, the scenarios of each), so the first bad file
    /// named is the one a run would meet first.
    package init(_ groups: [HarnessOptions]) throws {
        var byPath: [String: Scenario] = [:]
        var count = 0
        for options in groups {
            for path in options.scenarioPaths {
                let scenario: Scenario
                if let known = byPath[path] {
                    scenario = known
                } else {
                    scenario = try ScenarioParser.parse(contentsOf: path)
                    if let error = RunLimits.default.check(scenario) { throw error }
                    byPath[path] = scenario
                }
                count += scenario.frameCount
            }
        }
        self.byPath = byPath
        frameCount = count
    }

    /// The scenarios of one variant's options, in its order.
    package func scenarios(of options: HarnessOptions) -> [Scenario] {
        options.scenarioPaths.compactMap { byPath[$0] }
    }

    /// The scenarios at `paths`, parsing any this plan did not hold.
    package func scenarios(at paths: [String]) throws -> [Scenario] {
        try paths.map { try byPath[$0] ?? ScenarioParser.parse(contentsOf: $0) }
    }
}
