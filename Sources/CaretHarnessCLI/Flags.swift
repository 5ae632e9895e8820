import HarnessRun
import HarnessSheet

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

    static let textSize = Flag.option("text-size", "PT", "the fields' text size in points (default 17; app 14-26, accessibility 28-53)")
    static let orientation = Flag.option("orientation", "portrait|landscape", "how the phone is held (default portrait)")
    static let keyboard = Flag.option("keyboard", "software|software-no-predictive|hardware|none",
                                      "the input view (default software, with the predictive bar)")
    /// text size, orientation and keyboard: the settings axes of a variant.
    static let settings = [textSize, orientation, keyboard]

    /// scenario, device, appearance, out, goldens and the settings.
    static let all = [scenario, device, appearance, out, goldens] + settings

    /// The run's options from the shared flags; `defaultScenarios` when no --scenario is given
    /// (empty: every scenario under Scenarios/).
    static func options(_ args: Arguments, defaultScenarios: [String] = []) throws -> HarnessOptions {
        let scenarios = args.all(scenario.name).isEmpty ? defaultScenarios : args.all(scenario.name)
        var options = try HarnessOptions(scenarios: scenarios, device: args.value(device.name),
                                         appearance: args.value(appearance.name), out: args.value(out.name),
                                         goldens: args.value(goldens.name))
        options.settings = try Settings.parse(textSize: args.value(textSize.name), orientation: args.value(orientation.name),
                                              keyboard: args.value(keyboard.name))
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
