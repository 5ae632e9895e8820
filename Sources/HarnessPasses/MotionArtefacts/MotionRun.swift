import Foundation
import HarnessScreens
import HarnessPixels
import HarnessRun
import HarnessScript
import Synchronization

/// What a command does with motion after its frames at rest: the motion pass for each scenario,
/// the in-between frames drawn and measured with `draw` (`run --motion`), one APNG an event
/// beside its frame at rest (`<frame>.apng`), motion.json, and the frames at rest judged by
/// their motion (frames.json written again with `motion` and the `during motion` verdicts).
package struct MotionRun: Sendable {
    package let options: HarnessOptions
    package let fps: Double
    package let draw: Bool
    package let curve: any TimingCurve
    /// Gets each scenario's motion-golden frames (`MotionGoldens`) when drawing the variant that has them.
    package var goldenFrames: (@Sendable ([MotionGoldens.Frame], Scenario) throws -> Void)?

    package init(options: HarnessOptions, fps: Double = 60, draw: Bool, curve: any TimingCurve = SpringCurve.codebase) {
        self.options = options
        self.fps = fps
        self.draw = draw
        self.curve = curve
    }

    /// The scenario folder under out/.
    package func folder(of scenario: String) -> String { options.outDirectory + "/" + options.variant + "/" + scenario }

    /// The documents judged by their motion, with each scenario's motion.json and APNGs written
    /// (`write` false leaves out/ alone: tests). `scenarios`: the documents' scenarios already
    /// parsed (one not among them is parsed from its path).
    package func apply(to documents: [FramesDocument], scenarios: [Scenario] = [], write: Bool = true) async throws
        -> [(FramesDocument, MotionDocument)]
    {
        var out: [(FramesDocument, MotionDocument)] = []
        for document in documents {
            let scenario = try scenarios.first { $0.path == document.scenarioPath }
                ?? ScenarioParser.parse(contentsOf: document.scenarioPath)
            let (judged, motion) = try await judge(document, scenario: scenario, write: write)
            if write { try FileSystem.writeJSON(judged, to: folder(of: scenario.name) + "/frames.json") }
            out.append((judged, motion))
        }
        return out
    }

    /// One scenario: the pass, the drawing when asked, the verdicts.
    package func judge(_ document: FramesDocument, scenario: Scenario, write: Bool) async throws -> (FramesDocument, MotionDocument) {
        let pass = MotionPass(variant: Variant(device: options.device), appearance: options.appearance,
                              avoidance: options.avoidance, fps: fps, curve: curve, draws: draw)
        let motion = try pass.run(scenario)
        let folder = self.folder(of: scenario.name)
        var inBetween: [String: [InBetweenFrame]] = [:]
        var apngs: [String: String] = [:]
        for event in motion.events { inBetween[event.name] = event.states.map(InBetweenFrame.init) }
        if draw {
            let drawing = MotionDrawing(scale: options.device.scale, appearance: options.appearance, fps: fps)
            let chosen = goldenFrames != nil && MotionGoldens.applies(to: options) ? MotionGoldens.chosen(motion.events)?.index : nil
            let kept = Mutex<[MotionGoldens.Frame]>([])
            let name = scenario.name
            let measured = try await drawing.drawAll(motion, keep: { $0.index == chosen }, images: { event, images, results in
                kept.withLock { $0 = MotionGoldens.frames(scenario: name, event: event, images: images, results: results) }
            }) { event, bytes in
                if write { try AtomicFile.write(bytes, to: folder + "/" + event.name + ".apng") }
            }
            if let goldenFrames, chosen != nil { try goldenFrames(kept.withLock { $0 }, scenario) }
            for (event, frames) in zip(motion.events, measured) {
                inBetween[event.name] = frames
                if !frames.isEmpty { apngs[event.name] = event.name + ".apng" }
            }
        }
        let judged = MotionVerdicts.apply(inBetween: inBetween, apngs: apngs, to: document, curve: motion.curveName, fps: fps,
                                          drawn: draw)
        let doc = MotionDocument(scenario: scenario.name, device: options.device.id, appearance: options.appearance.rawValue,
                                 curve: motion.curveName, fps: fps, designGap: document.constants.caretBottomInset,
                                 events: judged.frames.compactMap(MotionEventResult.init(judged:)))
        if write {
            try FileSystem.writeJSON(doc, to: folder + "/motion.json")
            var warnings: [String: String] = [:]
            for frame in judged.frames { if let w = frame.motion?.warning { warnings[frame.name] = w } }
            try MotionPage.write(doc, warnings: warnings, to: folder)
        }
        return (judged, doc)
    }
}
