import Foundation
import HarnessCairo
import HarnessImage
import HarnessMeasure
import HarnessPNG
import HarnessScenario
import HarnessSheet

/// Where the time of `MotionDrawBench` goes: the same event's frames taken through each stage on
/// one thread, one stage at a time, so each figure is that stage's own cost (the bench's run
/// overlaps them on the machine's cores).
public struct MotionStageFigures: Sendable {
    public struct Stage: Sendable {
        public let name: String
        /// Median seconds a frame.
        public let median: Double
        /// Seconds for all the frames.
        public let total: Double
    }

    public let stages: [Stage]
    /// The changed rectangles' pixels over the canvas's, summed over frames 1... (frame 0 is whole).
    public let changedFraction: Double
}

extension MotionDrawBench {
    public static func stages(device: Device) throws -> MotionStageFigures {
        let scenario = try ScenarioParser.parse(bytes: Array(scenarioText.utf8), path: "motion-bench.scenario")
        let motion = try MotionPass(variant: Variant(device: device), appearance: .light, draws: true).run(scenario)
        guard let event = motion.events.last else { return MotionStageFigures(stages: [], changedFraction: 0) }
        let renderer = try CairoRenderer()
        let clock = ContinuousClock()
        func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
            let start = clock.now
            let value = try body()
            return (value, seconds(clock.now - start))
        }
        var render: [Double] = [], measure: [Double] = [], region: [Double] = [], encode: [Double] = []
        var images: [RGBAImage] = []
        for list in event.displayLists {
            let (image, t) = try timed { try renderer.render(list, scale: device.scale) }
            render.append(t)
            images.append(image)
        }
        let options = MeasureOptions(appearance: .light, scale: device.scale)
        for image in images { measure.append(timed { _ = HarnessMeasure.measure(image, options: options) }.1) }
        var changed = 0.0
        for (k, image) in images.enumerated() {
            var box = APNGRegion(x: 0, y: 0, width: image.width, height: image.height)
            if k > 0 {
                let (b, t) = timed { APNGRegion.changed(from: images[k - 1], to: image) }
                region.append(t)
                box = b
                changed += Double(b.width * b.height) / Double(image.width * image.height)
            }
            encode.append(timed { _ = ImageDeflate.zlibStream(image, region: box) }.1)
        }
        func stage(_ name: String, _ times: [Double]) -> MotionStageFigures.Stage {
            let sorted = times.sorted()
            return .init(name: name, median: sorted.isEmpty ? 0 : sorted[sorted.count / 2], total: times.reduce(0, +))
        }
        return MotionStageFigures(stages: [stage("render (cairo + RGBA)", render), stage("measure", measure),
                                           stage("changed region", region), stage("compress region", encode)],
                                  changedFraction: images.count > 1 ? changed / Double(images.count - 1) : 0)
    }
}
