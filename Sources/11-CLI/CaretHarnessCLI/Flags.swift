import HarnessPipeline
import HarnessRun
import HarnessSheet

/// One flag a command accepts: `--name VALUE` (or `--name=VALUE`) when it takes a value,
/// `--name` alone otherwise. Each command lists its flags in one table (`CommandTable`), and
/// parsing, the unknown-flag message and help all read that same list.
struct Flag: Hashable, Sendable {
    let name: String
    /// What the value is called in help, e.g. "PATH"; nil for a switch.
    let value: String?
    let help: String
    /// The value used when the flag is absent, as help shows it; nil when there is none.
    let defaultValue: String?
    /// May be given more than once (each value is kept); any other flag given twice is an error.
    let repeatable: Bool

    static func option(_ name: String, _ value: String, _ help: String, default defaultValue: String? = nil,
                       repeatable: Bool = false) -> Flag {
        Flag(name: name, value: value, help: help, defaultValue: defaultValue, repeatable: repeatable)
    }

    static func toggle(_ name: String, _ help: String) -> Flag {
        Flag(name: name, value: nil, help: help, defaultValue: nil, repeatable: false)
    }

    /// `--name VALUE` or `--name`, as usage lines and help show it.
    var synopsis: String { value.map { "--\(name) \($0)" } ?? "--\(name)" }
}

/// The options `run`, `verify`, `record`, `compare`, `geometry` and `bench` share, defined once.
enum SharedFlags {
    static let scenario = Flag.option("scenario", "PATH", "a scenario file", default: "every Scenarios/*.scenario",
                                      repeatable: true)
    /// `compare` and `bench` default to the smoke test.
    static let smokeScenario = Flag.option("scenario", "PATH", "a scenario file",
                                           default: "Scenarios/smoke-test.scenario", repeatable: true)
    static let device = Flag.option("device", "ID", "the device; see `caret-harness devices`", default: "iphone-15-pro")
    static let appearance = Flag.option("appearance", "light|dark", "the appearance", default: "light")
    static let out = Flag.option("out", "DIR", "the folder for frames and reports", default: "out")
    static let goldens = Flag.option("goldens", "DIR", "the goldens folder", default: "Goldens")
    static let table = Flag.toggle("table", "print every scenario's table, not only those with a failing frame")
    static let quiet = Flag.toggle("quiet", "no progress line on standard error")
    static let shard = Flag.option("shard", "I/N", "run only part I of N of the variants x scenarios (for a CI matrix)",
                                   default: "1/1")
    /// The variant flags as `run`, `verify` and `record` read them: without --device and
    /// --appearance every variant of `<goldens>/variants.json` runs.
    static let variantDevice = Flag.option("device", "ID", "one device only; see `caret-harness devices`",
                                           default: "every variant in <goldens>/variants.json")
    static let variantAppearance = Flag.option("appearance", "light|dark", "one appearance only",
                                               default: "every variant in <goldens>/variants.json")
    static let maxFrames = Flag.option("max-frames", "N", "stop with an error past N frames in the run", default: "5000")

    static let textSize = Flag.option("text-size", "PT", "the fields' text size in points (default 17; app 14-26, accessibility 28-53)")
    static let orientation = Flag.option("orientation", "portrait|landscape", "how the phone is held (default portrait)")
    static let keyboard = Flag.option("keyboard", "software|software-no-predictive|hardware|none",
                                      "the input view (default software, with the predictive bar)")
    /// text size, orientation and keyboard: the settings axes of a variant.
    static let settings = [textSize, orientation, keyboard]

    /// scenario, device, appearance, out, goldens and the settings.
    static let all = [scenario, device, appearance, out, goldens] + settings

    /// What `run`, `verify` and `record` share: the variant list, progress, sharding.
    static let variantRun = [scenario, variantDevice, variantAppearance, out, goldens, quiet, maxFrames] + settings

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

extension Arguments {
    /// Parses `words` against a command's flag table; positional words are refused unless
    /// `positional` allows them.
    init(_ words: [String], command: String, flags table: [Flag], positional allowed: Bool = false) throws {
        try self.init(words, command: command, table: table)
        if !allowed, let first = positional.first { throw UsageError("\(command): unexpected argument \(first)") }
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
