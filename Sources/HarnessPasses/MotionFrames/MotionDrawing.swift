import Foundation
import HarnessPixels
import HarnessCore
import HarnessRun
import HarnessScreens
import Synchronization

/// Draws, measures and encodes the in-between frames of animated events: each event's display
/// lists to pixels at the device's scale, the caret gap measured from each like a frame at rest,
/// and one APNG an event (frames 1 / fps apart, looping so a page keeps playing it).
package struct MotionDrawing: Sendable {
    package let scale: Double
    package let appearance: Appearance
    package let fps: Double
    package let workers: Int

    package init(scale: Double, appearance: Appearance, fps: Double,
                workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.scale = scale
        self.appearance = appearance
        self.fps = fps
        self.workers = max(1, workers)
    }

    /// The drawn and measured frames of one event and its APNG's bytes. Frames are drawn,
    /// measured and compressed on `workers` lanes, each with its own renderer (`renderer` serves
    /// the first lane, the others make theirs).
    package func draw(_ lists: [DisplayList], results: [InBetweenFrame], renderer: CairoRenderer) throws
        -> (results: [InBetweenFrame], apng: [UInt8]?)
    {
        try draw(lists, results: results, renderers: [renderer])
    }

    /// `draw` with a renderer for each lane, kept by the caller from one event to the next (a
    /// renderer keeps its fonts, glyphs and surface). Lane `l` uses `renderers[l]`, and no two
    /// calls may share a renderer at the same time.
    package func draw(_ lists: [DisplayList], results: [InBetweenFrame], renderers: [CairoRenderer]) throws
        -> (results: [InBetweenFrame], apng: [UInt8]?)
    {
        let drawn = try drawFrames(lists, results: results, renderers: renderers, keepImages: false)
        return (drawn.results, drawn.apng)
    }

    /// `draw`, keeping the images too when `keepImages` (motion goldens compare them; else none).
    func drawFrames(_ lists: [DisplayList], results: [InBetweenFrame], renderers: [CairoRenderer], keepImages: Bool = true) throws
        -> (results: [InBetweenFrame], images: [RGBAImage], apng: [UInt8]?)
    {
        guard !lists.isEmpty else { return (results, [], nil) }
        let options = MeasureOptions(appearance: appearance, scale: scale)
        let output = try FramePipeline(lists: lists, scale: scale, options: options, keepImages: keepImages)
            .run(lanes: workers, renderers: renderers)
        var measured = results
        for (k, m) in output.measurements.enumerated() where k < measured.count { measured[k].add(m) }
        let delay = APNGDelay(numerator: 1, denominator: UInt16(max(1, min(fps.rounded(), 1000))))
        let canvas = output.frames[0].region
        let bytes = try APNGEncoder.assemble(output.frames, width: canvas.width, height: canvas.height,
                                             delays: Array(repeating: delay, count: lists.count))
        return (measured, output.images, bytes)
    }

    /// Every event of a scenario, events spread over `workers` lanes; `write` gets each APNG
    /// (called from several tasks); `images` gets the drawn frames of the events `keep` picks.
    /// Returns the results in event order.
    package func drawAll(_ motion: ScenarioMotion, keep: @escaping @Sendable (EventMotion) -> Bool = { _ in false },
                        images: @escaping @Sendable (EventMotion, [RGBAImage], [InBetweenFrame]) throws -> Void = { _, _, _ in },
                        write: @escaping @Sendable (EventMotion, [UInt8]) throws -> Void) async throws
        -> [[InBetweenFrame]]
    {
        let events = motion.events
        // Lanes over events; each event's frames drawn on one lane (no nested parallelism).
        let single = MotionDrawing(scale: scale, appearance: appearance, fps: fps, workers: 1)
        let lanes = min(workers, max(events.count, 1))
        return try await withThrowingTaskGroup(of: [(Int, [InBetweenFrame])].self) { group in
            for lane in 0..<lanes {
                group.addTask {
                    let renderer = try CairoRenderer()
                    var done: [(Int, [InBetweenFrame])] = []
                    for i in stride(from: lane, to: events.count, by: lanes) {
                        let event = events[i]
                        let kept = keep(event)
                        let (results, drawn, apng) = try single.drawFrames(
                            event.displayLists, results: event.states.map(InBetweenFrame.init), renderers: [renderer],
                            keepImages: kept)
                        if let apng { try write(event, apng) }
                        if kept { try images(event, drawn, results) }
                        done.append((i, results))
                    }
                    return done
                }
            }
            var all: [(Int, [InBetweenFrame])] = []
            for try await done in group { all += done }
            return all.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
