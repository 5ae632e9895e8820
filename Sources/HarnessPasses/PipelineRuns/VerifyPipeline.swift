import Foundation
import HarnessGoldens
import HarnessReports
import HarnessRun

/// What `verify` found: the report it wrote, the motion goldens it checked, the sweep baseline.
package struct VerifyOutcome: Sendable {
    package let report: VerificationReport
    /// The in-between frames checked against their goldens (`--motion`; empty without).
    package let motionGoldens: [MotionGoldenVerdict]
    /// The sweep baseline's check; nil when not asked for or when a golden was unreadable.
    package let baseline: SweepBaselineCheck?
    /// The baseline's changes in a few lines (their full list written under the out folder);
    /// nil when the baseline was not checked or does not exist.
    package let baselineDigest: BaselineDigest?

    /// 0 all match, 1 a regression, a failed expectation or a worse sweep cell, 2 an unreadable golden.
    package var exitCode: Int32 { max(report.summary.exitCode, baseline?.holds ?? true ? 0 : 1) }
}

extension VerificationReport.Summary {
    /// 0 all match, 1 a regression or a failed expectation, 2 an unreadable golden.
    package var exitCode: Int32 { unreadableGoldens > 0 ? 2 : failed > 0 ? 1 : 0 }
}

extension Pipeline {
    /// `verify`: every variant's frames against their goldens, the motion after each event
    /// (drawn and checked against the motion goldens with `motionFPS`), the reports written
    /// under the out folder (locked throughout), then, with `baseline`, the sweep baseline (made
    /// by `sweepProcesses` when given).
    package func verify(threshold: Double, motionFPS: Double?, baseline: Bool, sweepProcesses: SweepProcesses? = nil,
                        observer: PipelineObserver = .silent) async throws
        -> VerifyOutcome
    {
        // Locked until the reports are written too: a second verify into this folder is refused.
        let guarded = try plan.groups.first?.prepareOutDirectory(command: "caret-harness verify")
        defer { withExtendedLifetime(guarded) {} }
        let motionGoldens = MotionGoldenStep()
        // With worker processes the sweep baseline runs in them while the variants draw: the two
        // are independent, and drawing leaves the cores idle while the model steps on the main
        // actor. Its verdict is read once the reports are written, as before.
        let goldens = plan.goldensDirectory, every = baseline ? try scenarios.scenarios(at: plan.scenarioPaths) : []
        // It waits on its workers, so it waits on a thread of its own, not one the drawing needs.
        let early = baseline ? sweepProcesses.map { processes in
            Task {
                try await withCheckedThrowingContinuation { (done: CheckedContinuation<SweepBaselineCheck, Error>) in
                    Thread.detachNewThread {
                        done.resume(with: Result { try SweepBaselineStep.verify(goldens: goldens, scenarios: every, processes: processes) })
                    }
                }
            }
        } : nil
        let drawn: Result<(VerificationReport, [MotionGoldenVerdict]), Error>
        do {
            var parts: [VerificationReport] = []
            for options in plan.groups {
                observer.variantStarted(options.variant)
                // The motion after each event: the model's side always, drawn with --motion.
                // With --motion the chosen in-between frames are checked against their goldens too.
                var motion = MotionRun(options: options, fps: motionFPS ?? 60, draw: motionFPS != nil)
                if motionFPS != nil { motion = motionGoldens.verifying(motion, threshold: threshold) }
                var step = VariantVerify(options: options, scenarios: scenarios.scenarios(of: options), threshold: threshold,
                                         motion: motion)
                step.handlers = observer.handlers
                parts.append(try await step.run(log: observer.log, rendererChanged: observer.rendererChanged, outFolder: guarded))
            }
            guard var report = ReportMerge.merge(parts, order: plan.order) else { throw PipelineError("verify: nothing to verify") }
            let found = motionFPS != nil ? motionGoldens.all : []
            if motionFPS != nil { report.summary = MotionGoldenStep.apply(found, to: report.summary) }
            try ReportWriters.writeAll(report, outDirectory: plan.outDirectory)
            drawn = .success((report, found))
        } catch {
            drawn = .failure(error)
        }
        // The baseline's workers end before verify does, whatever happened to the drawing.
        let sweptEarly = await early?.result
        let (report, found) = try drawn.get()
        guard report.summary.unreadableGoldens == 0, baseline else {
            return VerifyOutcome(report: report, motionGoldens: found, baseline: nil, baselineDigest: nil)
        }
        // Every scenario of the plain run, whatever the variants draw and the shard holds.
        let check = try sweptEarly?.get() ?? SweepBaselineStep.verify(goldens: goldens, scenarios: every, processes: sweepProcesses)
        let digest = check.exists ? try BaselineDigest(path: check.path, changes: check.changes, cellsChecked: check.cells,
                                                       outDirectory: plan.outDirectory) : nil
        return VerifyOutcome(report: report, motionGoldens: found, baseline: check, baselineDigest: digest)
    }
}
