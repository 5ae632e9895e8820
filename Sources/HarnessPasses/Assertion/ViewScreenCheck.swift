import Foundation
import HarnessPixels
import HarnessGoldens
import HarnessRun
import HarnessScript
import HarnessScreens

extension CaretCheck {
    /// One variant of a screen of the app's own `UIView`s, through verify's handlers: the script
    /// runs on the tree (`ViewScreenRun`, on the main actor), each frame's display list
    /// (`UIViewPainter`) is drawn with Cairo, measured by `PixelCheck` (the caret gap to the
    /// keyboard or a tint-filled cover, where the measurer applies), then handed to the artefact
    /// writer, `GoldenVerifier` and, when recording, `GoldenRecorder`, exactly as `verify` and
    /// `record` hand the sheet's frames. `during motion` is judged on the tree's in-between
    /// moments (`ViewMotion`); frames.json carries what the motion showed.
    func verify(_ viewScreen: ViewScreen, _ scenario: Scenario, options: HarnessOptions, recorder: GoldenRecorder?,
                fps: Double) async throws -> VerificationReport {
        let variant = options.sheetVariant
        let dark = options.appearance == .dark
        let frames = try await MainActor.run {
            var run = ViewScreenRun(screen: viewScreen, variant: variant, dark: dark)
            run.fps = fps
            return try run.run(scenario)
        }
        let paths = GoldenPaths(options: options)
        let verifier = GoldenVerifier(options: options, manifest: try GoldenManifest.load(from: paths.manifest, missing: .startEmpty),
                                      threshold: threshold)
        let handlers: [FrameHandler] = [ArtefactWriter(options: options, writesFrames: false), verifier] + (recorder.map { [$0] } ?? [])
        for handler in handlers { try handler.begin(scenario) }
        let checker = PixelCheck(device: options.device, appearance: options.appearance)
        let scale = options.device.scale
        let lanes = max(1, min(ProcessInfo.processInfo.activeProcessorCount, frames.count))
        let results = try await withThrowingTaskGroup(of: [(Int, FrameResult)].self) { group in
            for lane in 0..<lanes {
                group.addTask {
                    let renderer = try CairoRenderer()
                    var done: [(Int, FrameResult)] = []
                    for index in stride(from: lane, to: frames.count, by: lanes) {
                        let frame = frames[index]
                        let image = try renderer.render(frame.displayList, scale: scale)
                        var result = checker.check(frame.result, image: image, obstacle: frame.obstacle)
                        result.motion = Self.motion(of: frame, fps: fps)
                        let produced = ProducedFrame(result: result, image: image, relativePath: "\(scenario.name)/\(result.png)")
                        for handler in handlers { try handler.handle(produced, of: scenario) }
                        AssertionProgress.tick()
                        done.append((index, result))
                    }
                    return done
                }
            }
            var all: [(Int, FrameResult)] = []
            for try await done in group { all += done }
            return all.sorted { $0.0 < $1.0 }.map(\.1)
        }
        let document = FrameProducer(options: options).document(for: scenario, frames: results, insets: .design)
        for handler in handlers { try handler.finish(scenario, document: document) }
        return VerificationReport(generatedBy: "assertCaret", goldensDirectory: location.directory,
                                  renderer: try RendererFingerprint.current(scale: scale), scenarios: verifier.scenarios)
    }

    /// What the tree's motion after the frame's event showed, for frames.json.
    static func motion(of frame: ViewFrame, fps: Double) -> FrameMotion {
        let smallest = frame.motion.compactMap { m in m.gap.map { ($0, m.ms) } }.min { $0.0 < $1.0 }
        let covered = frame.motion.filter { !$0.caretVisible }
        return FrameMotion(curve: "UIView.animate curves (ViewMotion)", fps: fps, frames: frame.motion.count,
                           smallestGap: smallest?.0, smallestGapMs: smallest?.1, smallestMeasuredGap: nil,
                           coveredMs: Double(covered.count) * 1000 / fps,
                           coveredBy: Occluder.allCases.filter { o in covered.contains { $0.occluders.contains(o) } }, apng: nil, warning: nil)
    }
}
