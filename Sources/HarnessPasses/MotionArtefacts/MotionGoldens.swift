import Foundation
import HarnessGoldens
import HarnessCore
import HarnessPixels
import HarnessRun
import HarnessScript

/// Motion goldens (issue 14): a small, fixed set of in-between frames compared like any golden,
/// each frame through `GoldenCheck` (not the APNG's bytes, which depend on the encoder).
///
/// The choice: in each scenario, the in-between frames of the first newline (`…-newline`) that
/// scrolls (the presented scroll origin moves; in the smoke test `s004-007-newline`), on the default variant `iphone-15-pro-light` only, only with `--motion`.
/// Goldens: `Goldens/<variant>/<scenario>/motion/<frame>/fNN-MMMms.png`.
package enum MotionGoldens {
    /// The only variant whose motion has goldens.
    package static let variant = "iphone-15-pro-light"

    /// Whether `options` is the variant with motion goldens.
    package static func applies(to options: HarnessOptions) -> Bool { options.variant == variant }

    /// The event a scenario's motion goldens come from, if any.
    package static func chosen(_ events: [EventMotion]) -> EventMotion? {
        events.first { event in
            event.kind == .newline && !event.displayLists.isEmpty
                && event.states.first?.scrollOriginY != event.states.last?.scrollOriginY
        }
    }

    /// `<scenario>/motion/<frame>/fNN-MMMms.png`, relative to the variant folder.
    package static func relativePath(scenario: String, frame: String, index: Int, ms: Double) -> String {
        let n = NumberText.integer(index + 1, width: 2)
        let t = NumberText.integer(Int(ms.rounded()), width: 3)
        return "\(scenario)/motion/\(frame)/f\(n)-\(t)ms.png"
    }

    /// One in-between frame to check: its image and where its golden lives.
    package struct Frame: Sendable {
        package let image: RGBAImage
        package let relativePath: String
        /// "s004-007-newline f01 (17 ms)": how a person names it.
        package let label: String
    }

    /// The frames of the chosen event, named.
    package static func frames(scenario: String, event: EventMotion, images: [RGBAImage], results: [InBetweenFrame]) -> [Frame] {
        zip(images.indices, images).map { k, image in
            let ms = k < results.count ? results[k].ms : Double(k + 1)
            let path = relativePath(scenario: scenario, frame: event.name, index: k, ms: ms)
            return Frame(image: image, relativePath: path,
                         label: "\(event.name) f\(NumberText.integer(k + 1, width: 2)) (\(Int(ms.rounded())) ms)")
        }
    }

    /// The frame rate the goldens in `folder` were recorded at, from the last `fNN-MMMms.png`
    /// (NN frames in MMM ms: 30 fps writes f10-333ms), or nil when the folder holds none.
    package static func recordedRate(inFolder folder: String) -> Int? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let timed = names.compactMap { name -> (index: Int, ms: Int)? in
            guard name.hasSuffix("ms.png"), name.first == "f" else { return nil }
            let parts = name.dropFirst().dropLast("ms.png".count).split(separator: "-")
            guard parts.count == 2, let n = Int(parts[0]), let ms = Int(parts[1]), n > 0, ms > 0 else { return nil }
            return (n, ms)
        }
        guard let last = timed.max(by: { $0.index < $1.index }) else { return nil }
        return Int((Double(last.index) * 1000 / Double(last.ms)).rounded())
    }

    /// The comparer: in-between frames have no frames.json rectangles, so no strict region.
    package static func comparer(scale: Double, threshold: Double = 0.1) -> GoldenComparer {
        GoldenComparer(scale: scale, threshold: threshold, strictRegions: [])
    }
}

/// verify --motion: each chosen in-between frame against its golden (never written).
package struct MotionGoldenVerdict: Sendable {
    package let label: String
    package let golden: String
    package let status: GoldenStatus
    package let detail: String
    /// The diff image written under out/ when the frame changed.
    package let diff: String?
    /// For a missing golden: the rate the goldens beside it were recorded at, when there are
    /// some (`verify --motion 60` against goldens recorded with `--motion 30`).
    package let recordedRate: Int?

    package var passed: Bool { status == .match }

    /// Checks `frames` against the goldens of `options`; a changed frame's diff goes to
    /// `<out>/<variant>/<path>.diff.png`.
    package static func check(_ frames: [MotionGoldens.Frame], options: HarnessOptions, threshold: Double) throws -> [MotionGoldenVerdict] {
        let paths = GoldenPaths(options: options)
        let check = GoldenCheck(comparer: MotionGoldens.comparer(scale: options.device.scale, threshold: threshold), mode: .never)
        return try frames.map { frame in
            let golden = paths.golden(frame.relativePath)
            let outcome = try check.check(frame.image, regions: [], goldenPath: golden, known: nil, frame: frame.label,
                                          scenario: "", scenarioHash: "")
            var diffPath: String?
            if let diff = outcome.comparison.diff, outcome.comparison.comparison.status != .match {
                let path = paths.outDirectory + "/" + paths.actual(String(frame.relativePath.dropLast(4)) + ".diff.png")
                try FileSystem.makeDirectory((path as NSString).deletingLastPathComponent)
                try AtomicFile.write(try PNGCodec.encode(diff, compression: .fast), to: path)
                diffPath = path
            }
            let c = outcome.comparison.comparison
            let rate = c.status == .missing ? MotionGoldens.recordedRate(inFolder: (golden as NSString).deletingLastPathComponent) : nil
            return MotionGoldenVerdict(label: frame.label, golden: golden, status: c.status, detail: c.detail, diff: diffPath,
                                       recordedRate: rate)
        }
    }
}
