import HarnessPasses
import HarnessRun
import HarnessScreens

extension SharedFlags {
    /// The run's options from the shared flags; `defaultScenarios` when no --scenario is given
    /// (empty: every scenario under Scenarios/).
    static func options(_ args: Arguments, defaultScenarios: [String] = []) throws -> HarnessOptions {
        let scenarios = args.all(scenario.name).isEmpty ? defaultScenarios : args.all(scenario.name)
        var options = try HarnessOptions(scenarios: scenarios, device: args.value(device.name), appearance: args.value(appearance.name),
                                         out: args.value(out.name), goldens: args.value(goldens.name))
        if let text = args.value(maxFrames.name) {
            guard let limit = Int(text), limit >= 1, limit <= 1_000_000 else {
                throw UsageError("--max-frames \(text): expected a whole number from 1 to 1000000")
            }
            options.maxFrames = limit
        }
        options.settings = try Settings.parse(textSize: args.value(textSize.name), orientation: args.value(orientation.name),
                                              keyboard: args.value(keyboard.name))
        return options
    }
}

extension RunPlan {
    /// The plan the shared flags select: one variant when a device, appearance or setting is
    /// named, else every variant of `<goldens>/variants.json`.
    init(_ args: Arguments, shard: Shard = .whole) throws {
        let chosen = (["device", "appearance"] + SharedFlags.settings.map(\.name)).contains { args.value($0) != nil }
        try self.init(goldens: args.value(SharedFlags.goldens.name) ?? "Goldens", variantChosen: chosen,
                      base: { try SharedFlags.options(args) }, shard: shard)
    }

    /// True when the command line selects nothing (every stock scenario, no device, appearance
    /// or setting), so verify and record also check or record the sweep baseline.
    static func isPlain(_ args: Arguments) -> Bool {
        (["scenario", "device", "appearance"] + SharedFlags.settings.map(\.name)).allSatisfy { args.all($0).isEmpty }
    }
}
