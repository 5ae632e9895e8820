import Foundation
import HarnessPixels
import HarnessCore
import HarnessScript
import HarnessScreens

/// Where the time of `MotionDrawBench` goes: the same event's frames taken through each stage on
/// one thread, a frame at a time and one stage at a time (render it, measure it, find what changed
/// since the frame before, compress that), so each figure is that stage's own cost; the bench's
/// run overlaps them on the machine's cores. Times are the thread's CPU time, which other
/// processes on the machine inflate less than the wall clock.
package struct MotionStageFigures: Sendable {
    package struct Stage: Sendable {
        package let name: String
        /// Median CPU seconds a frame.
        package let median: Double
        /// CPU seconds for all the frames.
        package let total: Double
    }

    package let stages: [Stage]
    /// The changed rectangles' pixels over the canvas's, averaged over frames 1... (frame 0 is whole).
    package let changedFraction: Double
}

extension MotionDrawBench {
    package static func stages(device: Device) throws -> MotionStageFigures {
        let scenario = try ScenarioParser.parse(bytes: Array(scenarioText.utf8), path: "motion-bench.scenario")
        let motion = try MotionPass(variant: Variant(device: device), appearance: .light, draws: true).run(scenario)
        guard let event = motion.events.last else { return MotionStageFigures(stages: [], changedFraction: 0) }
        let renderer = try CairoRenderer()
        func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
            let start = threadCPUSeconds()
            let value = try body()
            return (value, threadCPUSeconds() - start)
        }
        let options = MeasureOptions(appearance: .light, scale: device.scale)
        var render: [Double] = [], measure: [Double] = [], region: [Double] = [], encode: [Double] = []
        var previous: RGBAImage?
        var changed = 0.0
        for list in event.displayLists {
            let (image, t) = try timed { try renderer.render(list, scale: device.scale) }
            render.append(t)
            measure.append(timed { _ = HarnessPixels.measure(image, options: options) }.1)
            var box = APNGRegion(x: 0, y: 0, width: image.width, height: image.height)
            if let previous {
                let (b, t) = timed { APNGRegion.changed(from: previous, to: image) }
                region.append(t)
                box = b
                changed += Double(b.width * b.height) / Double(image.width * image.height)
            }
            encode.append(try timed { _ = try APNGImageData.zlibStream(image, region: box) }.1)
            previous = image
        }
        func stage(_ name: String, _ times: [Double]) -> MotionStageFigures.Stage {
            let sorted = times.sorted()
            return .init(name: name, median: sorted.isEmpty ? 0 : sorted[sorted.count / 2], total: times.reduce(0, +))
        }
        let count = event.displayLists.count
        return MotionStageFigures(stages: [stage("render (cairo + RGBA)", render), stage("measure", measure),
                                           stage("changed region", region), stage("compress region", encode)],
                                  changedFraction: count > 1 ? changed / Double(count - 1) : 0)
    }
}

/// CPU time of the calling thread.
private func threadCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}
