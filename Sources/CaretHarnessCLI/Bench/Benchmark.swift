import Foundation
import HarnessPixels
import HarnessDiff
import HarnessCore
import HarnessRun
import HarnessScript
import HarnessScreens
import HarnessText

/// Times each stage of the harness per frame, on real frames of a scenario, in one process:
/// layout (model and display list), draw, PNG encode (both settings), PNG decode, measure and
/// diff, plus a memory-bandwidth floor (one read of both images) the diff is compared with.
package struct Benchmark {
    /// One stage's figures.
    package struct Stage: Sendable {
        /// What a stage is, where a figure depends on it: the diff stages are shown as a multiple
        /// of the memory floor.
        package enum Kind: Sendable { case memoryFloor, diff, other }
        package let name: String
        package let kind: Kind
        /// Median seconds per frame.
        package let median: Double
        /// Megapixels a second at the median (nil for stages that do not touch pixels).
        package let megapixelsPerSecond: Double?

        /// A stage that touches no pixel figure: the median of `times`.
        static func median(_ name: String, _ times: [Double]) -> Stage {
            let sorted = times.sorted()
            return Stage(name: name, kind: .other, median: sorted.isEmpty ? 0 : sorted[sorted.count / 2], megapixelsPerSecond: nil)
        }
    }

    package let options: HarnessOptions
    package let frames: Int

    package init(options: HarnessOptions, frames: Int) {
        self.options = options
        self.frames = max(2, frames)
    }

    /// Runs the stages; `progress` gets a line a stage.
    package func run(progress: (String) -> Void) throws -> [Stage] {
        let scenario = try ScenarioParser.parse(contentsOf: options.scenarioPaths[0])
        let runner = ScenarioRunner(device: options.device, appearance: options.appearance)
        var lists: [RunFrame] = []
        var layoutTimes: [Double] = []
        while lists.count < frames {
            var iterator = runner.frames(of: scenario)
            while lists.count < frames {
                let start = now()
                guard let frame = try iterator.next() else { break }
                layoutTimes.append(now() - start)
                lists.append(frame)
            }
        }
        let renderer = try CairoRenderer()
        var stages: [Stage] = [stage("layout + display list", layoutTimes, pixels: nil)]
        // The instructions field's limit: 4,096 characters of prose, wrapped at the field's width.
        stages += try TextBench.stages(runs: max(5, frames / 4), stage: { stage($0, $1, pixels: nil) })
        var images: [RGBAImage] = []
        var drawTimes: [Double] = []
        for frame in lists {
            let start = now()
            images.append(try renderer.render(frame.displayList, scale: options.device.scale))
            drawTimes.append(now() - start)
        }
        let pixels = Double(images[0].width * images[0].height)
        stages.append(stage("draw (Cairo)", drawTimes, pixels: pixels))
        progress("drew \(images.count) frames of \(images[0].width) x \(images[0].height) px")
        var encoded: [[UInt8]] = []
        var small: [Int] = []
        let fastTimes = try images.map { image in try timed { encoded.append(try PNGCodec.encode(image, compression: .fast)) } }
        let smallTimes = try images.prefix(6).map { image in
            try timed { small.append(try PNGCodec.encode(image, compression: .small).count) }
        }
        // The bytes each setting made in this run, median over the frames encoded.
        func medianBytes(_ sizes: [Int]) -> String { "\((sizes.sorted()[sizes.count / 2] + 500) / 1000) KB" }
        stages.append(stage("PNG encode, fast, \(medianBytes(encoded.map(\.count)))", fastTimes, pixels: pixels))
        stages.append(stage("PNG encode, small, \(medianBytes(small))", smallTimes, pixels: pixels))
        stages.append(stage("PNG decode", try encoded.map { bytes in try timed { _ = try PNGCodec.decode(bytes) } },
                            pixels: pixels))
        stages.append(stage("PNG decode, libpng alone", try encoded.map { bytes in
            try timed { _ = try PNGCodec.decodeWithLibpng(bytes) }
        }, pixels: pixels))
        let measureOptions = MeasureOptions(appearance: options.appearance, scale: options.device.scale)
        stages.append(stage("measure caret gap", images.map { image in
            timed { _ = HarnessPixels.measure(image, options: measureOptions) }
        }, pixels: pixels))
        let copies = images.map { RGBAImage(width: $0.width, height: $0.height, pixels: Array($0.pixels)) }
        stages.append(stage("memory floor (read both once)", zip(images, copies).map { a, b in timed { _ = readBoth(a, b) } },
                            pixels: pixels, kind: .memoryFloor))
        stages.append(stage("diff, equal images", try zip(images, copies).map { a, b in
            try timed { _ = try PixelDiff.diff(expected: a, actual: b) }
        }, pixels: pixels, kind: .diff))
        stages.append(stage("diff, next frame", try zip(images, images.dropFirst() + [images[0]]).map { a, b in
            try timed { _ = try PixelDiff.diff(expected: a, actual: b) }
        }, pixels: pixels, kind: .diff))
        // A golden that changed everywhere (every pixel's colour, and the anti-aliasing test run
        // on each): the scenario's second frame against the same frame drawn in the other
        // appearance, timed 7 times. One pair: pairs differ in cost by up to two times, and a
        // median over several would jump between them.
        let other: Appearance = options.appearance == .light ? .dark : .light
        var otherFrames = ScenarioRunner(device: options.device, appearance: other).frames(of: scenario)
        _ = try otherFrames.next()
        if let frame = try otherFrames.next() {
            let otherImage = try renderer.render(frame.displayList, scale: options.device.scale)
            let changed = try (0..<7).map { _ in try timed { _ = try PixelDiff.diff(expected: images[1], actual: otherImage) } }
            stages.append(stage("diff, \(options.appearance.rawValue) vs \(other.rawValue) frame", changed, pixels: pixels, kind: .diff))
        }
        return stages
    }

    /// Peak resident memory of this process so far, in megabytes.
    package static func peakMemoryMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024  // ru_maxrss is in kilobytes on Linux
    }

    private func stage(_ name: String, _ times: [Double], pixels: Double?, kind: Stage.Kind = .other) -> Stage {
        let sorted = times.sorted()
        let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        return Stage(name: name, kind: kind, median: median, megapixelsPerSecond: pixels.map { median > 0 ? $0 / median / 1e6 : 0 })
    }

    private func timed(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    private func now() -> Double { Self.now() }

    package static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Sums both buffers as 64-bit words: the least work any diff must do, at memory speed.
    private func readBoth(_ a: RGBAImage, _ b: RGBAImage) -> UInt64 {
        var sum: UInt64 = 0
        for image in [a, b] {
            image.pixels.withUnsafeBytes { raw in
                let words = raw.bindMemory(to: UInt64.self)
                for word in words { sum &+= word }
            }
        }
        return sum
    }
}
