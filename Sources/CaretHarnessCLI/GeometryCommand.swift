import HarnessGoldens
import HarnessScenario

/// `caret-harness geometry`: the model's numbers for every event, no drawing.
enum GeometryCommand {
    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "geometry", options: ["scenario", "device", "appearance"], flags: [])
        let options = try HarnessOptions(scenarios: args.all("scenario"), device: args.value("device"),
                                         appearance: args.value("appearance"), out: nil, goldens: nil)
        var failed = false
        for path in options.scenarioPaths {
            let scenario = try ScenarioParser.parse(contentsOf: path)
            let records = try ScenarioRunner(device: options.device, appearance: options.appearance).records(of: scenario)
            let entries = records.map { FrameEntry(record: $0, png: "") }
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
