import Foundation
import HarnessCairo
import HarnessDrawing
import HarnessImage
import HarnessMeasure
import HarnessPNG
import HarnessRun
import HarnessSheet
import Synchronization

/// Draws, measures and encodes the in-between frames of animated events: each event's display
/// lists to pixels at the device's scale, the caret gap measured from each like a frame at rest,
/// and one APNG an event (frames 1 / fps apart, looping so a page keeps playing it).
public struct MotionDrawing: Sendable {
    public let scale: Double
    public let appearance: Appearance
    public let fps: Double
    public let workers: Int

    public init(scale: Double, appearance: Appearance, fps: Double,
                workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.scale = scale
        self.appearance = appearance
        self.fps = fps
        self.workers = max(1, workers)
    }

    /// The drawn and measured frames of one event and its APNG's bytes. Frames are drawn and
    /// measured on `workers` lanes, each with its own renderer (`renderer` serves the first lane).
    public func draw(_ lists: [DisplayList], results: [MotionFrameResult], renderer: CairoRenderer) throws
        -> (results: [MotionFrameResult], apng: [UInt8]?)
    {
        let drawn = try drawFrames(lists, results: results, renderer: renderer)
        return (drawn.results, drawn.apng)
    }

    /// `draw`, keeping the images too (motion goldens compare them).
    func drawFrames(_ lists: [DisplayList], results: [MotionFrameResult], renderer: CairoRenderer) throws
        -> (results: [MotionFrameResult], images: [RGBAImage], apng: [UInt8]?)
    {
        let options = MeasureOptions(appearance: appearance, scale: scale)
        let lanes = min(workers, lists.count)
        guard lanes > 0 else { return (results, [], nil) }
        let done = Mutex<[Int: Result<(RGBAImage, PixelMeasurement), any Error>]>([:])
        let scale = self.scale
        let shared = UncheckedRenderer(renderer)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            do {
                let own = lane == 0 ? shared.renderer : try CairoRenderer()
                for k in stride(from: lane, to: lists.count, by: lanes) {
                    let image = try own.render(lists[k], scale: scale)
                    let m = HarnessMeasure.measure(image, options: options)
                    done.withLock { $0[k] = .success((image, m)) }
                }
            } catch {
                done.withLock { $0[-1 - lane] = .failure(error) }
            }
        }
        var measured = results
        var images: [RGBAImage] = []
        images.reserveCapacity(lists.count)
        try done.withLock { all in
            for lane in 0..<lanes { if case .failure(let error) = all[-1 - lane] { throw error } }
            for k in lists.indices {
                guard case .success(let (image, m)) = all[k] else { throw RenderFailure(frame: k) }
                if k < measured.count { measured[k].add(m) }
                images.append(image)
            }
        }
        let delay = APNGDelay(numerator: 1, denominator: UInt16(max(1, min(fps.rounded(), 1000))))
        let bytes = try APNGEncoder.encode(frames: images, delays: Array(repeating: delay, count: images.count))
        return (measured, images, bytes)
    }

    /// Every event of a scenario, events spread over `workers` lanes; `write` gets each APNG
    /// (called from several tasks); `images` gets the drawn frames of the events `keep` picks.
    /// Returns the results in event order.
    public func drawAll(_ motion: ScenarioMotion, keep: @escaping @Sendable (EventMotion) -> Bool = { _ in false },
                        images: @escaping @Sendable (EventMotion, [RGBAImage], [MotionFrameResult]) throws -> Void = { _, _, _ in },
                        write: @escaping @Sendable (EventMotion, [UInt8]) throws -> Void) async throws
        -> [[MotionFrameResult]]
    {
        let events = motion.events
        // Lanes over events; each event's frames drawn on one lane (no nested parallelism).
        let single = MotionDrawing(scale: scale, appearance: appearance, fps: fps, workers: 1)
        let lanes = min(workers, max(events.count, 1))
        return try await withThrowingTaskGroup(of: [(Int, [MotionFrameResult])].self) { group in
            for lane in 0..<lanes {
                group.addTask {
                    let renderer = try CairoRenderer()
                    var done: [(Int, [MotionFrameResult])] = []
                    for i in stride(from: lane, to: events.count, by: lanes) {
                        let event = events[i]
                        let (results, drawn, apng) = try single.drawFrames(
                            event.displayLists, results: event.states.map(MotionFrameResult.init), renderer: renderer)
                        if let apng { try write(event, apng) }
                        if keep(event) { try images(event, drawn, results) }
                        done.append((i, results))
                    }
                    return done
                }
            }
            var all: [(Int, [MotionFrameResult])] = []
            for try await done in group { all += done }
            return all.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}

/// A frame no lane drew (a lane failed before reaching it).
struct RenderFailure: Error, CustomStringConvertible {
    let frame: Int
    var description: String { "in-between frame \(frame + 1) was not drawn" }
}

/// The caller's renderer handed to the first lane only (used by one thread at a time).
private struct UncheckedRenderer: @unchecked Sendable {
    let renderer: CairoRenderer
    init(_ renderer: CairoRenderer) { self.renderer = renderer }
}
