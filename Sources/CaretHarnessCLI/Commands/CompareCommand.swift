import HarnessPasses
import HarnessScreens

/// `caret-harness compare`: the scenario once per keyboard-avoidance approach; prints the matrix
/// of caret gaps and writes out/compare.json and out/compare.html. The matrix is a report, so
/// covered carets do not fail it; the strategy strip is a golden: exit 1 when it changed or is
/// missing, 2 on bad input. `--record` writes the strip's golden instead of comparing.
enum CompareCommand {
    static let flags = CommandFlags.compare

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "compare", flags: flags)
        let options = try SharedFlags.options(args, defaultScenarios: ["Scenarios/smoke-test.scenario"])
        let strategies = args.value("strategies").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let run = try await ComparePipeline.run(options: options, strategies: strategies ?? KeyboardAvoidanceCatalog.ids,
                                                record: args.has("record"), progress: Console.progress)
        for line in CompareText.lines(run) { print(line) }
        return run.exitCode
    }
}
