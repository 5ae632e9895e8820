import HarnessPasses

/// `caret-harness geometry`: the model's numbers for every event, no drawing.
enum GeometryCommand {
    static let flags = CommandFlags.geometry

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "geometry", flags: flags, positional: true)
        let options = try SharedFlags.options(args)
        let scenarios = try ModelPipeline.geometry(options)
        for line in GeometryText.lines(scenarios, options: options) { print(line) }
        return GeometryScenario.exitCode(scenarios)
    }
}
