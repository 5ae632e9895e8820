import HarnessDiff

/// The `diff` command's options turned into `DiffOptions`, each bad value a `UsageError`
/// naming the option and the value.
package enum DiffArguments {
    package static func options(_ args: Arguments) throws -> DiffOptions {
        var options = DiffOptions()
        options.threshold = try threshold(args.value("threshold"))
        if let text = args.value("metric") {
            guard let metric = DiffMetric(rawValue: text) else {
                throw UsageError("--metric \(text): expected yiq or oklab")
            }
            options.metric = metric
        }
        if let text = args.value("window") {
            guard let size = Int(text), size >= 1, size <= 100_000 else {
                throw UsageError("--window \(text): expected a whole number of pixels from 1 to 100000")
            }
            options.window = size
        }
        switch args.value("background") {
        case nil, "checkerboard": options.checkerboard = true
        case "white": options.checkerboard = false
        case let other?: throw UsageError("--background \(other): expected checkerboard or white")
        }
        options.detectAntiAliasing = !args.has("include-aa")
        return options
    }

    /// The threshold option, 0...1, default 0.1.
    package static func threshold(_ text: String?) throws -> Double {
        guard let text else { return DiffOptions().threshold }
        guard let value = Double(text), (0...1).contains(value) else {
            throw UsageError("--threshold \(text): expected a number from 0 to 1")
        }
        return value
    }

    package static func scale(_ text: String?) throws -> Double {
        guard let text else { return 3 }
        guard let value = Double(text), value > 0, value <= 10 else {
            throw UsageError("--scale \(text): expected a number above 0 and at most 10, such as 2 or 3")
        }
        return value
    }
}
