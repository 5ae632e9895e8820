import HarnessScript

/// One command's work: parse every scenario, check their names, then produce each one's frames
/// and hand every frame to the handlers. Returns the frames.json documents, one per scenario.
package struct HarnessSession: Sendable {
    package let options: HarnessOptions
    package let handlers: [FrameHandler]
    /// The scenarios of `options.scenarioPaths`, already parsed (nil: the session parses them).
    package let scenarios: [Scenario]?
    /// Called with a line of progress (e.g. "smoke-test: 12 frames").
    package let progress: @Sendable (String) -> Void

    package init(options: HarnessOptions, scenarios: [Scenario]? = nil, handlers: [FrameHandler],
                progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.options = options
        self.scenarios = scenarios
        self.handlers = handlers
        self.progress = progress
    }

    /// Runs every scenario of the options. Every scenario is parsed (its name checked by
    /// HarnessScript's `NameRule`), and the names checked unique across the run, before any
    /// frame is made: a bad file stops the session with its `FILE:LINE:COL` error and no handler
    /// has seen anything. More frames in the whole run than `options.maxFrames` stops it with
    /// `tooManyFrames`.
    package func run() async throws -> [FramesDocument] {
        let producer = FrameProducer(options: options)
        let scenarios = try self.scenarios ?? options.scenarioPaths.map { try ScenarioParser.parse(contentsOf: $0) }
        try ScenarioSet.checkUniqueNames(scenarios)
        var documents: [FramesDocument] = []
        var remaining = options.maxFrames
        for scenario in scenarios {
            for handler in handlers { try handler.begin(scenario) }
            let document = try await producer.produce(scenario, limit: remaining) { frame in
                for handler in handlers { try handler.handle(frame, of: scenario) }
            }
            remaining -= document.frames.count
            for handler in handlers { try handler.finish(scenario, document: document) }
            progress("\(scenario.name): \(document.frames.count) frames on \(options.variant)")
            documents.append(document)
        }
        return documents
    }
}
