import HarnessFiles
import HarnessGoldens
import HarnessRun
import HarnessScript

/// A record that stopped before its commit finished: the goldens folder is as it was.
package struct RecordFailure: Error, CustomStringConvertible {
    package let underlying: Error
    package let goldens: String

    package init(underlying: Error, goldens: String) {
        self.underlying = underlying
        self.goldens = goldens
    }

    package var description: String { "\(underlying)\nrecord: nothing written under \(goldens)/ (record is all or nothing)" }
}

/// What `record` asks for besides the plan.
package struct RecordRequest: Sendable {
    package var mode: RecordMode
    /// Draw the motion and record the motion goldens at this rate (`--motion`).
    package var motionFPS: Double?
    /// Remove goldens no frame of this run makes; `wholeVariant` when every scenario ran.
    package var prune: Bool
    package var pruneWholeVariant: Bool
    package var acceptFailingExpectations: Bool
    /// Rewrite the sweep baseline when its findings changed (a plain record).
    package var baseline: Bool
    /// The worker processes the baseline's sweep runs in (nil: this process).
    package var sweepProcesses: SweepProcesses?

    package init(mode: RecordMode, motionFPS: Double?, prune: Bool, pruneWholeVariant: Bool, acceptFailingExpectations: Bool,
                baseline: Bool) {
        (self.mode, self.motionFPS, self.prune, self.pruneWholeVariant) = (mode, motionFPS, prune, pruneWholeVariant)
        (self.acceptFailingExpectations, self.baseline) = (acceptFailingExpectations, baseline)
    }
}

/// What `record` did.
package struct RecordOutcome: Sendable {
    /// One variant's goldens: the paths written, kept and removed.
    package struct Variant: Sendable {
        package let written: [String]
        package let kept: [String]
        package let removed: [String]
    }

    /// The expectations that failed; when not accepted nothing was written.
    package let failures: [String]
    package let committed: Bool
    package let variants: [Variant]
    /// The sweep baseline's path and whether it was rewritten (a plain record).
    package let baseline: BaselineRecord?
    /// What changed in a rewritten baseline, in a few lines (the full list under the out folder).
    package var baselineDigest: BaselineDigest?
    package let documents: [FramesDocument]

    /// The paths written (`\.written`), kept or removed over every variant.
    package func count(_ part: KeyPath<Variant, [String]>) -> Int { variants.map { $0[keyPath: part].count }.reduce(0, +) }
}

/// `record`, after its folders are locked: the goldens folder repaired and its stale temporary
/// files removed (`restored`, `removedTemporaries` say what), nothing else changed yet.
package final class RecordSession {
    package let pipeline: Pipeline
    private let outFolder: GuardedFolder
    private let goldensFolder: GuardedFolder

    /// Goldens put back as they were before an interrupted record (relative paths).
    package var restored: [String] { goldensFolder.restored }
    /// Stale temporary files removed from the out and goldens folders.
    package var removedTemporaries: [String] { outFolder.removedTemporaries + goldensFolder.removedTemporaries }
    /// The goldens folder as the options name it.
    package let goldensDirectory: String

    /// Parses the plan's scenarios (a bad one stops here, wrapped in `RecordFailure`), then
    /// locks the out folder and the goldens folder.
    package init(plan: RunPlan) throws {
        guard let first = plan.groups.first else { throw PipelineError("record: nothing to record") }
        goldensDirectory = first.goldensDirectory
        do {
            pipeline = try Pipeline(plan: plan)
        } catch {
            throw RecordFailure(underlying: error, goldens: first.goldensDirectory)
        }
        outFolder = try first.prepareOutDirectory(command: "caret-harness record")
        try FileSystem.makeDirectory(first.goldensDirectory, flag: "--goldens")
        goldensFolder = try GuardedFolder(folder: first.goldensDirectory, command: "caret-harness record")
    }

    /// All or nothing: every variant staged first, then every variant's goldens, the sweep
    /// baseline and the manifest committed as one `RecordTransaction` (issue 23); a failing
    /// expectation stops it unless accepted.
    package func record(_ request: RecordRequest, observer: PipelineObserver = .silent) async throws -> RecordOutcome {
        let plan = pipeline.plan, goldens = goldensDirectory
        var documents: [FramesDocument] = []
        let transaction = RecordTransaction(goldens: goldens, scenarioPaths: plan.groups.flatMap(\.scenarioPaths))
        var baseline: BaselineRecord?
        do {
            // Every variant staged first: nothing under the goldens folder changes until all ran.
            for options in plan.groups {
                observer.variantStarted(options.variant)
                let scenarios = pipeline.scenarios.scenarios(of: options)
                let recorder = try transaction.recorder(options: options, mode: request.mode)
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
            }
            let failures = RunSummary.failures(in: documents)
            if !failures.isEmpty, !request.acceptFailingExpectations {
                return RecordOutcome(failures: failures, committed: false, variants: [], baseline: nil, baselineDigest: nil, documents: documents)
            }
            // The sweep baseline, on a plain record (every scenario, the variant list): staged
            // only when a cell's findings changed, committed with the goldens and the manifest.
            if request.baseline, request.mode != .missing {
                baseline = try SweepBaselineStep.record(goldens: goldens, scenarios: pipeline.scenarios.scenarios(at: plan.scenarioPaths),
                                                        processes: request.sweepProcesses, into: transaction)
            } else if request.mode == .missing, let paths = try? HarnessOptions.defaultScenarios() {
                // record --missing: a new scenario's rows in every cell (every stock scenario
                // swept, so each cell's verdict is the one a plain verify computes); a folder
                // without Scenarios/ has no stock scenarios, so no baseline to add to.
                let stock = try paths.map { try ScenarioParser.parse(contentsOf: $0) }
                baseline = try SweepBaselineStep.record(goldens: goldens, scenarios: stock, onlyMissing: true,
                                                        processes: request.sweepProcesses, into: transaction)
            }
            try transaction.commit()
        } catch {
            // Before the commit point nothing changed ("nothing written" is true); after it, it is not.
            guard transaction.committed else { throw RecordFailure(underlying: error, goldens: goldens) }
            throw error
        }
        var variants: [RecordOutcome.Variant] = []
        try transaction.removePruned()
        for recorder in transaction.recorders {
            variants.append(RecordOutcome.Variant(written: recorder.written, kept: recorder.kept, removed: recorder.removed))
        }
        var digest: BaselineDigest?
        if let baseline, baseline.wrote, !baseline.changes.isEmpty {
            digest = try BaselineDigest(path: baseline.path, changes: baseline.changes, cellsChecked: baseline.cells,
                                        outDirectory: plan.outDirectory)
        }
        return RecordOutcome(failures: RunSummary.failures(in: documents), committed: true, variants: variants,
                             baseline: baseline, baselineDigest: digest, documents: documents)
    }
}
