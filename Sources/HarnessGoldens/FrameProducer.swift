import HarnessCairo
import HarnessDrawing
import HarnessScenario
import HarnessSheet

/// Runs one scenario and turns each of its frames into pixels and facts: draws the display list
/// with Cairo, measures the caret gap from the pixels, and checks the expectations both ways.
/// Frames stream through `emit` one at a time, in order, so memory does not grow with the
/// scenario's length.
public struct FrameProducer {
    public let options: HarnessOptions

    public init(options: HarnessOptions) {
        self.options = options
    }

    /// Produces every frame of `scenario`, returning frames.json's header with the entries.
    public func produce(_ scenario: Scenario, emit: (ProducedFrame) throws -> Void) throws -> FramesDocument {
        let renderer = try CairoRenderer()
        let checker = PixelCheck(device: options.device, appearance: options.appearance)
        var entries: [FrameEntry] = []
        let runner = ScenarioRunner(device: options.device, appearance: options.appearance)
        try runner.run(scenario) { frame in
            let image = try renderer.render(frame.displayList, scale: options.device.scale)
            let entry = checker.check(FrameEntry(record: frame.record, png: frame.record.name + ".png"), image: image)
            entries.append(entry)
            try emit(ProducedFrame(entry: entry, image: image, relativePath: "\(scenario.name)/\(frame.record.name).png"))
        }
        return document(for: scenario, frames: entries)
    }

    /// frames.json for a scenario's entries.
    public func document(for scenario: Scenario, frames: [FrameEntry]) -> FramesDocument {
        let device = options.device
        return FramesDocument(
            scenario: scenario.name, scenarioPath: scenario.path, scenarioHash: scenario.sourceHash, device: device.id,
            appearance: options.appearance.rawValue, scale: device.scale,
            screen: JSONRect(.init(origin: .zero, size: device.screen)), constants: .current, frames: frames)
    }
}
