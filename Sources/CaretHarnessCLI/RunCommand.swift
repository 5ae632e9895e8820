import HarnessRun

/// `caret-harness run`: every frame to PNG and frames.json, a table, exit 1 when an expectation fails.
enum RunCommand {
    static let flags = [SharedFlags.scenario, SharedFlags.device, SharedFlags.appearance, SharedFlags.out] + SharedFlags.settings

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "run", flags: flags)
        let options = try SharedFlags.options(args)
        try options.prepareOutDirectory()
        let writer = ArtefactWriter(options: options)
        let documents = try await HarnessSession(options: options, handlers: [writer], progress: Console.progress).run()
        return Console.printTables(documents, writer: writer)
    }
}
