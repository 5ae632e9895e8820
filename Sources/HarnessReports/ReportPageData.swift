import ComponentFlow
import HarnessGoldens
import HarnessRun

/// What report.html reads (report.data.js): the frames of a `verify` (with their golden
/// comparison) or of a `run` (without), each with its final verdict, its failure and the tone
/// of its gap for the overlay, decided here so the page only draws.
struct ReportPageData: Encodable {
    /// `verify` or `run`.
    let command: String
    let generatedBy: String
    /// nil for a run, which reads no goldens.
    let goldensDirectory: String?
    let renderer: RendererFingerprint?
    let rendererChanges: [RendererChange]
    let summary: Counts
    let scenarios: [Scenario]

    /// The header's counts (report.json's summary; a run has no goldens to miss).
    struct Counts: Encodable {
        let frames: Int
        let passed: Int
        let failed: Int
        let designWarnings: Int
        let missingGoldens: Int
        let unreadableGoldens: Int
    }

    struct Scenario: Encodable {
        let scenario: String
        let scenarioPath: String
        let variant: String
        let framesJSON: String
        let firstDivergingFrame: String?
        let screen: JSONRect?
        let constants: CaretInsets?
        let frames: [Frame]
    }

    struct Frame: Encodable {
        let frame: FrameResult
        /// nil for a run: nothing was compared.
        let comparison: GoldenComparison?
        let actualImage: String
        let expectedImage: String?
        let diffImage: String?
        let stripImage: String?
        let failure: String?
        /// The final verdict (the golden included in a verify).
        let verdict: Verdict
        let gapTone: GapTone?
    }

    /// `ok` (the gap stands by `GapRule` with the bottom inset the run used), `short` (it does
    /// not), `bad` (negative); nil without a caret.
    enum GapTone: String, Encodable { case ok, short, bad }

    static func gapTone(_ frame: FrameResult, constants: CaretInsets?) -> GapTone? {
        guard let gap = frame.caretGapToButton, let rule = constants?.gapRule else { return nil }
        return gap < 0 ? .bad : rule.stands(gap) ? .ok : .short
    }

    init(_ report: VerificationReport) {
        command = "verify"
        generatedBy = report.generatedBy
        goldensDirectory = report.goldensDirectory
        renderer = report.renderer
        rendererChanges = report.rendererChanges
        let s = report.summary
        summary = Counts(frames: s.frames, passed: s.passed, failed: s.failed, designWarnings: s.designWarnings,
                         missingGoldens: s.missingGoldens, unreadableGoldens: s.unreadableGoldens)
        scenarios = report.scenarios.map { s in
            Scenario(scenario: s.scenario, scenarioPath: s.scenarioPath, variant: s.variant, framesJSON: s.framesJSON,
                     firstDivergingFrame: s.firstDivergingFrame, screen: s.screen, constants: s.constants,
                     frames: s.frames.map { v in
                         Frame(frame: v.frame, comparison: v.comparison, actualImage: v.actualImage, expectedImage: v.expectedImage,
                               diffImage: v.diffImage, stripImage: v.stripImage, failure: v.failure, verdict: v.verdict,
                               gapTone: Self.gapTone(v.frame, constants: s.constants))
                     })
        }
    }

    /// A run's frames, `runs` pairing each frames.json with the variant folder it was written to.
    init(run runs: [(variant: String, document: FramesDocument)]) {
        command = "run"
        generatedBy = "caret-harness run"
        goldensDirectory = nil
        renderer = nil
        rendererChanges = []
        let documents = runs.map(\.document)
        let counts = RunSummary(documents: documents)
        summary = Counts(frames: counts.frames, passed: counts.passed, failed: counts.failed, designWarnings: counts.designWarnings,
                         missingGoldens: 0, unreadableGoldens: 0)
        scenarios = runs.map { variant, d in
            let folder = variant + "/" + d.scenario + "/"
            return Scenario(scenario: d.scenario, scenarioPath: d.scenarioPath, variant: variant, framesJSON: folder + "frames.json",
                            firstDivergingFrame: nil, screen: d.screen, constants: d.constants,
                            frames: d.frames.map { f in
                                let outcome = FrameOutcome(variant: variant, scenario: d.scenario, scenarioPath: d.scenarioPath,
                                                           frame: f, comparison: nil, verdict: f.verdict)
                                let reasons = FailureReason.all(outcome)
                                let failure = reasons.isEmpty ? nil : reasons.map { "\(d.scenarioPath):\($0.line): \($0.text)" }.joined(separator: "\n")
                                return Frame(frame: f, comparison: nil, actualImage: folder + f.png, expectedImage: nil, diffImage: nil,
                                             stripImage: nil, failure: failure, verdict: f.verdict,
                                             gapTone: Self.gapTone(f, constants: d.constants))
                            })
        }
    }
}
