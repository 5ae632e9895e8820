import Foundation
import HarnessPixels
import HarnessGoldens
import HarnessRun
import HarnessScript
import HarnessScreens

extension CaretCheck {
    /// One variant of a screen of the app's own `UIView`s, through verify's handlers: the script
    /// runs on the tree (the one engine, `ScenarioEngine`, with `ViewScreenDriver`, on the main actor), each frame's display list
    /// (`UIViewPainter`) is drawn with Cairo and measured by `PixelCheck` (the caret gap to the
    /// keyboard or a tint-filled cover, where the measurer applies) as the sheet's frames are
    /// (`FrameProducer.draw`), then handed to the artefact
    /// writer, `GoldenVerifier` and, when recording, `GoldenRecorder`, exactly as `verify` and
    /// `record` hand the sheet's frames. `during motion` is judged on the tree's in-between
    /// moments (`ViewMotion`); frames.json carries what the motion showed.
    func verify(_ viewScreen: ViewScreen, _ scenario: Scenario, options: HarnessOptions, recorder: GoldenRecorder?,
                fps: Double) async throws -> VerificationReport {
        let variant = options.sheetVariant
        let dark = options.appearance == .dark
        let frames = try await MainActor.run {
            var driver = ViewScreenDriver(screen: viewScreen, variant: variant, dark: dark)
            driver.fps = fps
            var engine = ScenarioEngine(scenario: scenario, screen: driver, limits: .default)
            return try engine.all()
        }
        let paths = GoldenPaths(options: options)
        let verifier = GoldenVerifier(options: options, manifest: try GoldenManifest.load(from: paths.manifest, missing: .startEmpty),
                                      threshold: threshold)
        let handlers: [FrameHandler] = [ArtefactWriter(options: options, writesFrames: false), verifier] + (recorder.map { [$0] } ?? [])
        for handler in handlers { try handler.begin(scenario) }
        let checker = PixelCheck(device: options.device, appearance: options.appearance)
        let undrawn = frames.map { frame in
            var result = frame.result
            result.motion = Self.motion(of: frame, fps: fps)
            return UndrawnFrame(result: result, displayList: frame.displayList, obstacle: frame.obstacle)
        }
        let results = try await FrameProducer(options: options).draw(undrawn, of: scenario, checker: checker) { produced in
            for handler in handlers { try handler.handle(produced, of: scenario) }
            AssertionProgress.tick()
        }
        let document = FrameProducer(options: options).document(for: scenario, frames: results, insets: .design)
        for handler in handlers { try handler.finish(scenario, document: document) }
        return VerificationReport(generatedBy: "assertCaret", goldensDirectory: location.directory,
                                  renderer: try RendererFingerprint.current(scale: options.device.scale), scenarios: verifier.scenarios)
    }

    /// What the tree's motion after the frame's event showed, for frames.json.
    static func motion(of frame: ViewFrame, fps: Double) -> FrameMotion {
        let smallest = frame.motion.compactMap { m in m.gap.map { ($0, m.ms) } }.min { $0.0 < $1.0 }
        let covered = frame.motion.filter { !$0.caretVisible }
        return FrameMotion(curve: "UIView.animate curves, springs as " + SpringCurve.codebase.name, fps: fps, frames: frame.motion.count,
                           smallestGap: smallest?.0, smallestGapMs: smallest?.1, smallestMeasuredGap: nil,
                           coveredMs: Double(covered.count) * 1000 / fps,
                           coveredBy: Occluder.allCases.filter { o in covered.contains { $0.occluders.contains(o) } }, apng: nil, warning: nil)
    }
}
