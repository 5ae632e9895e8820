import HarnessFiles
import HarnessGoldens
import HarnessMotionRun
import HarnessRun

/// A record that stopped before its commit finished: the goldens folder is as it was.
public struct RecordFailure: Error, CustomStringConvertible {
    public let underlying: Error
    public let goldens: String

    public init(underlying: Error, goldens: String) {
        self.underlying = underlying
        self.goldens = goldens
    }

    public var description: String { "\(underlying)\nrecord: nothing written under \(goldens)/ (record is all or nothing)" }
}

/// What `record` asks for besides the plan.
public struct RecordRequest: Sendable {
    public var mode: RecordMode
    /// Draw the motion and record the motion goldens at this rate (`--motion`).
    public var motionFPS: Double?
    /// Remove goldens no frame of this run makes; `wholeVariant` when every scenario ran.
    public var prune: Bool
    public var pruneWholeVariant: Bool
    public var acceptFailingExpectations: Bool
    /// Rewrite the sweep baseline when its findings changed (a plain record).
    public var baseline: Bool

    public init(mode: RecordMode, motionFPS: Double?, prune: Bool, pruneWholeVariant: Bool, acceptFailingExpectations: Bool,
                baseline: Bool) {
        (self.mode, self.motionFPS, self.prune, self.pruneWholeVariant) = (mode, motionFPS, prune, pruneWholeVariant)
        (self.acceptFailingExpectations, self.baseline) = (acceptFailingExpectations, baseline)
    }
}

/// What `record` did.
public struct RecordOutcome: Sendable {
    /// One variant's goldens: the paths written, kept and removed.
    public struct Variant: Sendable {
        public let written: [String]
        public let kept: [String]
        public let removed: [String]
    }

    /// The expectations that failed; when not accepted nothing was written.
    public let failures: [String]
    public let committed: Bool
    public let variants: [Variant]
    /// The sweep baseline's path and whether it was rewritten (a plain record).
    public let baseline: (path: String, wrote: Bool)?
    public let documents: [FramesDocument]
}

/// `record`, after its folders are locked: the goldens folder repaired and its stale temporary
/// files removed (`restored`, `removedTemporaries` say what), nothing else changed yet.
public final class RecordSession {
    public let pipeline: Pipeline
    private let outFolder: GuardedFolder
    private let goldensFolder: GuardedFolder

    /// Goldens put back as they were before an interrupted record (relative paths).
    public var restored: [String] { goldensFolder.restored }
    /// Stale temporary files removed from the out and goldens folders.
    public var removedTemporaries: [String] { outFolder.removedTemporaries + goldensFolder.removedTemporaries }
    /// The goldens folder as the options name it.
    public let goldensDirectory: String

    /// Parses the plan's scenarios (a bad one stops here, wrapped in `RecordFailure`), then
    /// locks the out folder and the goldens folder.
    public init(plan: RunPlan) throws {
        guard let first = plan.groups.first else { throw PipelineError("record: nothing to record") }
        goldensDirectory = first.goldensDirectory
        do {
            pipeline = try Pipeline(plan: plan)
        } catch {
            throw RecordFailure(underlying: error, goldens: first.goldensDirectory)
        }
        outFolder = try first.prepareOutDirectory(command: "caret-harness record")
        try FileSystem.makeDirectory(first.goldensDirectory)
        goldensFolder = try GuardedFolder(folder: first.goldensDirectory, command: "caret-harness record")
    }

    /// All or nothing: every variant staged first, then each variant's goldens and the
    /// manifest committed; a failing expectation stops it unless accepted.
    public func record(_ request: RecordRequest, observer: PipelineObserver = .silent) async throws -> RecordOutcome {
        let plan = pipeline.plan, goldens = goldensDirectory
        var documents: [FramesDocument] = []
        var recorders: [GoldenRecorder] = []
        var baseline: (path: String, wrote: Bool)?
        do {
            // Every variant staged first: nothing under the goldens folder changes until all ran.
            for options in plan.groups {
                observer.variantStarted(options.variant)
                let scenarios = pipeline.scenarios.scenarios(of: options)
                let recorder = try GoldenRecorder(options: options, mode: request.mode)
                let writer = ArtefactWriter(options: options)
                let made = try await HarnessSession(options: options, scenarios: scenarios,
                                                    handlers: [writer, recorder] + observer.handlers, progress: observer.log).run()
                // --motion: the motion goldens (MotionGoldens) staged in the same transaction.
                if let fps = request.motionFPS {
                    let motion = MotionGoldenStep.recording(MotionRun(options: options, fps: fps, draw: true), into: recorder)
                    _ = try await motion.apply(to: made, scenarios: scenarios)
                }
                documents += made
                if request.prune { try recorder.prune(wholeVariant: request.pruneWholeVariant, motion: request.motionFPS != nil) }
                recorders.append(recorder)
            }
            let failures = RunSummary.failures(in: documents)
            if !failures.isEmpty, !request.acceptFailingExpectations {
                return RecordOutcome(failures: failures, committed: false, variants: [], baseline: nil, documents: documents)
            }
            for recorder in recorders { try recorder.commit() }
            // The sweep baseline, on a plain record (every scenario, the variant list): rewritten
            // only when a cell's findings changed.
            if request.baseline {
                baseline = try SweepBaselineStep.record(goldens: goldens, scenarios: pipeline.scenarios.scenarios(of: plan.groups[0]))
            }
        } catch {
            throw RecordFailure(underlying: error, goldens: goldens)
        }
        var variants: [RecordOutcome.Variant] = []
        for recorder in recorders {
            try recorder.removePruned()
            variants.append(RecordOutcome.Variant(written: recorder.written, kept: recorder.kept, removed: recorder.removed))
        }
        return RecordOutcome(failures: RunSummary.failures(in: documents), committed: true, variants: variants,
                             baseline: baseline, documents: documents)
    }
}
