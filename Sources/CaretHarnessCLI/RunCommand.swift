import HarnessGoldens

/// `caret-harness run`: every frame to PNG and frames.json, a table, exit 1 when an expectation fails.
enum RunCommand {
    static let options = ["scenario", "device", "appearance", "out"]

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "run", options: options, flags: [])
        guard args.positional.isEmpty else { throw UsageError("run: unexpected argument \(args.positional[0])") }
        let options = try HarnessOptions(scenarios: args.all("scenario"), device: args.value("device"),
                                         appearance: args.value("appearance"), out: args.value("out"), goldens: nil)
        try options.prepareOutDirectory()
        let writer = ArtefactWriter(options: options)
        let documents = try await HarnessSession(options: options, handlers: [writer], progress: Console.progress).run()
        return Console.printTables(documents, writer: writer)
    }
}
