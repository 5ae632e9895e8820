import ComponentFlow
import Foundation
import HarnessPixels
import HarnessCore
import HarnessScript
import HarnessScreens

/// A frame made and not yet drawn: what the run says of it, its display list, and what the
/// pixel side measures the caret's gap to.
package struct UndrawnFrame: Sendable {
    package var result: FrameResult
    package let displayList: DisplayList
    package var obstacle: PixelObstacle = .button

    package init(result: FrameResult, displayList: DisplayList, obstacle: PixelObstacle = .button) {
        self.result = result
        self.displayList = displayList
        self.obstacle = obstacle
    }
}

/// Runs one scenario and turns each of its frames into pixels and facts: draws the display list
/// with Cairo, measures the caret gap from the pixels, and checks the expectations both ways.
///
/// The model runs in order (each event depends on the last); drawing, measuring and whatever
/// `emit` does (encoding, diffing) run in parallel across cores on small batches of frames,
/// each worker with its own renderer, so memory stays flat however long the scenario is.
package struct FrameProducer: Sendable {
    package let options: HarnessOptions
    /// Parallel workers; by default one a core.
    package let workers: Int

    package init(options: HarnessOptions, workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.options = options
        self.workers = max(1, workers)
    }

    /// Produces every frame of `scenario`; `emit` is called for each frame, from several tasks at
    /// once and in no particular order. Returns frames.json with the entries in frame order.
    /// More than `limit` frames stop it with `RunError.tooManyFrames` as soon as the model makes
    /// frame `limit + 1`, before that frame is drawn.
    package func produce(_ scenario: Scenario, limit: Int = .max, emit: @escaping @Sendable (ProducedFrame) throws -> Void) async throws
        -> FramesDocument
    {
        let checker = PixelCheck(device: options.device, appearance: options.appearance)
        var frames = ScenarioRunner(variant: options.sheetVariant, appearance: options.appearance, avoidance: options.avoidance)
            .frames(of: scenario)
        var entries: [FrameResult] = []
        // The insets the model computed with, from its own snapshots.
        var insets: CaretInsets?
        let batchSize = workers * 4
        var count = 0
        while true {
            var batch: [RunFrame] = []
            while batch.count < batchSize, let frame = try frames.next() {
                count += 1
                guard count <= limit else { throw RunError.tooManyFrames(limit: options.maxFrames, path: scenario.path) }
                batch.append(frame)
            }
            if batch.isEmpty { break }
            insets = insets ?? batch[0].record.snapshot.insets
            entries += try await process(batch, of: scenario, checker: checker, emit: emit)
        }
        return document(for: scenario, frames: entries, insets: insets ?? .design)
    }

    private func process(_ batch: [RunFrame], of scenario: Scenario, checker: PixelCheck,
                         emit: @escaping @Sendable (ProducedFrame) throws -> Void) async throws -> [FrameResult] {
        let frames = batch.map { UndrawnFrame(result: FrameResult(record: $0.record, png: $0.record.name + ".png"), displayList: $0.displayList) }
        return try await draw(frames, of: scenario, checker: checker, emit: emit)
    }

    /// Draws `frames` with Cairo in parallel lanes, a renderer each, checks each by its pixels
    /// (`PixelCheck`) and hands it to `emit`, from several tasks at once; returns the results in
    /// the frames' order. The one place a made frame becomes pixels, for the stock sheet and for
    /// a screen of your own views.
    package func draw(_ frames: [UndrawnFrame], of scenario: Scenario, checker: PixelCheck,
                      emit: @escaping @Sendable (ProducedFrame) throws -> Void) async throws -> [FrameResult] {
        let scale = options.device.scale
        let lanes = min(workers, frames.count)
        return try await withThrowingTaskGroup(of: [(Int, FrameResult)].self) { group in
            for lane in 0..<lanes {
                group.addTask {
                    let renderer = try CairoRenderer()
                    var done: [(Int, FrameResult)] = []
                    for index in stride(from: lane, to: frames.count, by: lanes) {
                        let frame = frames[index]
                        let image = try renderer.render(frame.displayList, scale: scale)
                        let entry = checker.check(frame.result, image: image, obstacle: frame.obstacle)
                        try emit(ProducedFrame(result: entry, image: image,
                                               relativePath: ProducedFrame.relativePath(scenario: scenario.name, frame: entry.name)))
                        done.append((index, entry))
                    }
                    return done
                }
            }
            var results: [(Int, FrameResult)] = []
            for try await done in group { results += done }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// frames.json for a scenario's results, with the insets the model used.
    package func document(for scenario: Scenario, frames: [FrameResult], insets: CaretInsets) -> FramesDocument {
        let device = options.device
        let variant = options.sheetVariant
        var document = FramesDocument(
            scenario: scenario.name, scenarioPath: scenario.path, scenarioHash: scenario.sourceHash, device: device.id,
            appearance: options.appearance.rawValue, scale: device.scale,
            screen: JSONRect(.init(origin: .zero, size: variant.screen)), constants: insets, frames: frames)
        document.settings = JSONSettings(variant)
        return document
    }
}
