import HarnessReports
import HarnessRun
import HarnessScenario

/// `caret-harness geometry`: the model's numbers for every event, no drawing.
enum GeometryCommand {
    static let flags = [SharedFlags.scenario, SharedFlags.device, SharedFlags.appearance] + SharedFlags.settings

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "geometry", flags: flags, positional: true)
        let options = try SharedFlags.options(args)
        var failed = false
        for path in options.scenarioPaths {
            let scenario = try ScenarioParser.parse(contentsOf: path)
            let records = try ScenarioRunner(variant: options.sheetVariant, appearance: options.appearance).records(of: scenario)
            let entries = records.map { FrameResult(record: $0, png: "") }
            print("\(scenario.name) on \(options.variant) (inputHeight \(Int(options.sheetVariant.inputHeight)) pt):")
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
