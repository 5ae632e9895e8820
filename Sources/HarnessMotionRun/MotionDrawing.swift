import Foundation
import HarnessCairo
import HarnessDrawing
import HarnessImage
import HarnessMeasure
import HarnessPNG
import HarnessRun
import HarnessSheet

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

    /// The drawn and measured frames of one event and its APNG's bytes.
    public func draw(_ lists: [DisplayList], results: [MotionFrameResult], renderer: CairoRenderer) throws
        -> (results: [MotionFrameResult], apng: [UInt8]?)
    {
        let options = MeasureOptions(appearance: appearance, scale: scale)
        var measured = results
        var images: [RGBAImage] = []
        images.reserveCapacity(lists.count)
        for (k, list) in lists.enumerated() {
            let image = try renderer.render(list, scale: scale)
            if k < measured.count { measured[k].add(HarnessMeasure.measure(image, options: options)) }
            images.append(image)
        }
        guard !images.isEmpty else { return (measured, nil) }
        let delay = APNGDelay(numerator: 1, denominator: UInt16(max(1, min(fps.rounded(), 1000))))
        let bytes = try APNGEncoder.encode(frames: images, delays: Array(repeating: delay, count: images.count))
        return (measured, bytes)
    }

    /// Every event of a scenario, events spread over `workers` lanes; `write` gets each APNG
    /// (called from several tasks). Returns the results in event order.
    public func drawAll(_ motion: ScenarioMotion, write: @escaping @Sendable (EventMotion, [UInt8]) throws -> Void) async throws
        -> [[MotionFrameResult]]
    {
        let events = motion.events
        let lanes = min(workers, max(events.count, 1))
        return try await withThrowingTaskGroup(of: [(Int, [MotionFrameResult])].self) { group in
            for lane in 0..<lanes {
                group.addTask {
                    let renderer = try CairoRenderer()
                    var done: [(Int, [MotionFrameResult])] = []
                    for i in stride(from: lane, to: events.count, by: lanes) {
                        let event = events[i]
                        let (results, apng) = try draw(event.displayLists, results: event.states.map(MotionFrameResult.init),
                                                       renderer: renderer)
                        if let apng { try write(event, apng) }
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
