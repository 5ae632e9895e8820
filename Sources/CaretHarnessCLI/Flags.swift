import HarnessRun

/// One flag a command accepts: `--name VALUE` when it takes a value, `--name` alone otherwise.
/// Each command lists its flags in one table (`Command.flags`), so parsing, the unknown-flag
/// message and (later) help all read the same list.
struct Flag: Hashable, Sendable {
    let name: String
    /// What the value is called in help, e.g. "PATH"; nil for a switch.
    let value: String?
    let help: String

    static func option(_ name: String, _ value: String, _ help: String) -> Flag { Flag(name: name, value: value, help: help) }
    static func toggle(_ name: String, _ help: String) -> Flag { Flag(name: name, value: nil, help: help) }
}

/// The options `run`, `verify`, `record`, `compare`, `geometry` and `bench` share, defined once.
enum SharedFlags {
    static let scenario = Flag.option("scenario", "PATH", "a scenario file; repeat for several (default: every one under Scenarios/)")
    static let device = Flag.option("device", "ID", "the device (default iphone-15-pro; see `devices`)")
    static let appearance = Flag.option("appearance", "light|dark", "the appearance (default light)")
    static let out = Flag.option("out", "DIR", "the folder for frames and reports (default out)")
    static let goldens = Flag.option("goldens", "DIR", "the goldens folder (default Goldens)")
    static let maxFrames = Flag.option("max-frames", "N", "stop with an error past N frames in the run (default 5000)")

    /// scenario, device, appearance, out and goldens.
    static let all = [scenario, device, appearance, out, goldens]

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
        return options
    }
}

extension Arguments {
    /// Parses `words` against a command's flag table; positional words are refused unless
    /// `positional` allows them.
    init(_ words: [String], command: String, flags table: [Flag], positional allowed: Bool = false) throws {
        try self.init(words, command: command, options: table.filter { $0.value != nil }.map(\.name),
                      flags: table.filter { $0.value == nil }.map(\.name))
        if !allowed, let first = positional.first { throw UsageError("\(command): unexpected argument \(first)") }
    }
}
