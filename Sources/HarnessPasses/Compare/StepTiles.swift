import HarnessCore
import HarnessRun
import HarnessScript
import Synchronization

/// Keeps, for each step of each scenario, the last frame of that step shrunk for the strategy
/// strip. Frames arrive out of order from several tasks, so it holds the latest full frame of
/// each step until the scenario finishes and shrinks only those: one downscale a step, and at
/// most a step's worth of full frames in memory.
package final class StepTiles: FrameHandler {
    private struct Latest {
        var frameNumber: Int
        var image: RGBAImage
    }

    private struct State {
        var latest: [Int: Latest] = [:]
        var tiles: [String: [RGBAImage]] = [:]
    }

    private let state = Mutex(State())

    package init() {}

    /// The tiles of a finished scenario, a step each, steps in ascending order.
    package func tiles(of scenario: String) -> [RGBAImage] {
        state.withLock { $0.tiles[scenario] ?? [] }
    }

    package func begin(_ scenario: Scenario) throws {
        state.withLock { $0.latest = [:] }
    }

    package func handle(_ frame: ProducedFrame, of scenario: Scenario) throws {
        let number = frame.result.number
        state.withLock { state in
            if let kept = state.latest[frame.result.step], kept.frameNumber > number { return }
            state.latest[frame.result.step] = Latest(frameNumber: number, image: frame.image)
        }
    }

    package func finish(_ scenario: Scenario, document: FramesDocument) throws {
        let latest = state.withLock { state in
            defer { state.latest = [:] }
            return state.latest
        }
        let tiles = latest.sorted { $0.key < $1.key }.map { $0.value.image.boxDownscaled(by: StrategyStrip.factor) }
        state.withLock { $0.tiles[scenario.name] = tiles }
    }
}
