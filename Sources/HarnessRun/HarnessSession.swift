import HarnessScenario

/// One command's work: parse each scenario, produce its frames, and hand every frame to the
/// handlers. Returns the frames.json documents, one per scenario.
public struct HarnessSession: Sendable {
    public let options: HarnessOptions
    public let handlers: [FrameHandler]
    /// Called with a line of progress (e.g. "smoke-test: 12 frames").
    public let progress: @Sendable (String) -> Void

    public init(options: HarnessOptions, handlers: [FrameHandler], progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.options = options
        self.handlers = handlers
        self.progress = progress
    }

    /// Runs every scenario of the options; a scenario that does not parse, or two that share
    /// a name, stop the session with a `FILE:LINE:COL` error before any frame is made.
    public func run() async throws -> [FramesDocument] {
        let producer = FrameProducer(options: options)
        var documents: [FramesDocument] = []
        let scenarios = try options.scenarioPaths.map { try ScenarioParser.parse(contentsOf: $0) }
        try ScenarioSet.checkUniqueNames(scenarios)
        for scenario in scenarios {
            for handler in handlers { try handler.begin(scenario) }
            let document = try await producer.produce(scenario) { frame in
                for handler in handlers { try handler.handle(frame, of: scenario) }
            }
            for handler in handlers { try handler.finish(scenario, document: document) }
            progress("\(scenario.name): \(document.frames.count) frames on \(options.variant)")
            documents.append(document)
        }
        return documents
    }
}
