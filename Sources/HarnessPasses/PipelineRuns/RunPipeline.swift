import HarnessReports
import HarnessRun

/// What `run` made: every scenario's frames judged by their motion, and where the drawn
/// motion went (`--motion`).
package struct RunOutcome: Sendable {
    /// One scenario whose animated events were drawn.
    package struct DrawnMotion: Sendable {
        package let scenario: String
        package let variant: String
        package let events: Int
        package let fps: Double
        package let curve: String
        /// `<out>/<variant>/<scenario>/motion.html`.
        package let page: String
    }

    package let documents: [FramesDocument]
    package let drawnMotion: [DrawnMotion]
    package let summary: RunSummary

    /// 1 when an expectation failed.
    package var exitCode: Int32 { summary.failed > 0 ? 1 : 0 }
}

extension Pipeline {
    /// `run`: every variant's frames to PNG and frames.json under the out folder (locked
    /// throughout), the motion after each event (drawn with `motionFPS`), and report.html.
    package func run(motionFPS: Double?, observer: PipelineObserver = .silent) async throws -> RunOutcome {
        var documents: [FramesDocument] = []
        var drawn: [RunOutcome.DrawnMotion] = []
        var pages: [(variant: String, document: FramesDocument)] = []
        // One lock on the out folder for the whole plan (every variant shares it); the goldens
        // folder is protected even though run never reads it.
        let guarded = try plan.groups.first?.prepareOutDirectory(command: "caret-harness run")
        defer { withExtendedLifetime(guarded) {} }
        for options in plan.groups {
            observer.variantStarted(options.variant)
            let scenarios = self.scenarios.scenarios(of: options)
            let writer = ArtefactWriter(options: options)
            let atRest = try await HarnessSession(options: options, scenarios: scenarios, handlers: [writer] + observer.handlers,
                                                  progress: observer.log).run()
            // The motion after each event: the model's side always, drawn with --motion.
            let judged = try await MotionRun(options: options, fps: motionFPS ?? 60, draw: motionFPS != nil)
                .apply(to: atRest, scenarios: scenarios)
            documents += judged.map(\.0)
            pages += judged.map { (options.variant, $0.0) }
            for (doc, motion) in judged where motionFPS != nil {
                drawn.append(RunOutcome.DrawnMotion(scenario: doc.scenario, variant: options.variant, events: motion.events.count,
                                                    fps: motion.fps, curve: motion.curve,
                                                    page: "\(writer.variantDirectory)/\(doc.scenario)/motion.html"))
            }
        }
        try HTMLReportWriter().writeRun(pages, outDirectory: plan.outDirectory)
        return RunOutcome(documents: documents, drawnMotion: drawn, summary: RunSummary(documents: documents))
    }
}
