import HarnessReports
import HarnessRun
import HarnessScenario

/// `caret-harness geometry`: the model's numbers for every event, no drawing.
enum GeometryCommand {
    static let flags = [SharedFlags.scenario, SharedFlags.device, SharedFlags.appearance]

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "geometry", flags: flags, positional: true)
        let options = try SharedFlags.options(args)
        var failed = false
        for path in options.scenarioPaths {
            let scenario = try ScenarioParser.parse(contentsOf: path)
            let records = try ScenarioRunner(device: options.device, appearance: options.appearance).records(of: scenario)
            let entries = records.map { FrameResult(record: $0, png: "") }
            print("\(scenario.name) on \(options.device.id) (inputHeight \(Int(options.device.inputHeight(predictiveBar: true))) pt):")
            print(FrameTable(includePixels: false).render(entries))
            for record in records {
                for result in record.expectations where !result.passed {
                    failed = true
                    print("FAILED \(path):\(result.line): frame \(record.name): expect \(result.expectation.text): \(result.message)")
                }
            }
            print("")
        }
        return failed ? 1 : 0
    }
}
