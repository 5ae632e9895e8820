/// One flag a command accepts: `--name VALUE` (or `--name=VALUE`) when it takes a value,
/// `--name` alone otherwise. Each command lists its flags in one table (`CommandTable`), and
/// parsing, the unknown-flag message and help all read that same list.
package struct Flag: Hashable, Sendable {
    package let name: String
    /// What the value is called in help, e.g. "PATH"; nil for a switch.
    package let value: String?
    package let help: String
    /// The value used when the flag is absent, as help shows it; nil when there is none.
    package let defaultValue: String?
    /// May be given more than once (each value is kept); any other flag given twice is an error.
    package let repeatable: Bool

    package static func option(_ name: String, _ value: String, _ help: String, default defaultValue: String? = nil,
                       repeatable: Bool = false) -> Flag {
        Flag(name: name, value: value, help: help, defaultValue: defaultValue, repeatable: repeatable)
    }

    package static func toggle(_ name: String, _ help: String) -> Flag {
        Flag(name: name, value: nil, help: help, defaultValue: nil, repeatable: false)
    }

    /// `--name VALUE` or `--name`, as usage lines and help show it.
    package var synopsis: String { value.map { "--\(name) \($0)" } ?? "--\(name)" }
}

/// The options `run`, `verify`, `record`, `compare`, `geometry` and `bench` share, defined once.
package enum SharedFlags {
    package static let scenario = Flag.option("scenario", "PATH", "a scenario file", default: "every Scenarios/*.scenario",
                                      repeatable: true)
    /// `compare` and `bench` default to the smoke test.
    package static let smokeScenario = Flag.option("scenario", "PATH", "a scenario file",
                                           default: "Scenarios/smoke-test.scenario", repeatable: true)
    package static let device = Flag.option("device", "ID", "the device; see `caret-harness devices`", default: "iphone-15-pro")
    package static let appearance = Flag.option("appearance", "light|dark", "the appearance", default: "light")
    package static let out = Flag.option("out", "DIR", "the folder for frames and reports", default: "out")
    package static let goldens = Flag.option("goldens", "DIR", "the goldens folder", default: "Goldens")
    package static let table = Flag.toggle("table", "print every scenario's table, not only those with a failing frame")
    package static let quiet = Flag.toggle("quiet", "no progress line on standard error")
    package static let shard = Flag.option("shard", "I/N", "run only part I of N of the variants x scenarios (for a CI matrix)",
                                   default: "1/1")
    /// The variant flags as `run`, `verify` and `record` read them: without --device and
    /// --appearance every variant of `<goldens>/variants.json` runs.
    package static let variantDevice = Flag.option("device", "ID", "one device only; see `caret-harness devices`",
                                           default: "every variant in <goldens>/variants.json")
    package static let variantAppearance = Flag.option("appearance", "light|dark", "one appearance only",
                                               default: "every variant in <goldens>/variants.json")
    package static let maxFrames = Flag.option("max-frames", "N", "stop with an error past N frames in the run", default: "5000")

    package static let textSize = Flag.option("text-size", "PT", "the fields' text size in points (default 17; app 14-26, accessibility 28-53)")
    package static let orientation = Flag.option("orientation", "portrait|landscape", "how the phone is held (default portrait)")
    package static let keyboard = Flag.option("keyboard", "software|software-no-predictive|hardware|none",
                                      "the input view (default software, with the predictive bar)")
    /// text size, orientation and keyboard: the settings axes of a variant.
    package static let settings = [textSize, orientation, keyboard]

    /// scenario, device, appearance, out, goldens and the settings.
    package static let all = [scenario, device, appearance, out, goldens] + settings

    /// What `run`, `verify` and `record` share: the variant list, progress, sharding.
    package static let variantRun = [scenario, variantDevice, variantAppearance, out, goldens, quiet, maxFrames] + settings
}

extension Arguments {
    /// Parses `words` against a command's flag table; positional words are refused unless
    /// `positional` allows them.
    package init(_ words: [String], command: String, flags table: [Flag], positional allowed: Bool = false) throws {
        try self.init(words, command: command, table: table)
        if !allowed, let first = positional.first { throw UsageError("\(command): unexpected argument \(first)") }
    }
}

