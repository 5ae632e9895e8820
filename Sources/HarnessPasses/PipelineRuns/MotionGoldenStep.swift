import HarnessGoldens
import HarnessRun
import Synchronization

/// `verify --motion` and `record --motion`: the motion goldens (`MotionGoldens`), checked or
/// recorded as the drawn in-between frames arrive.
final class MotionGoldenStep: Sendable {
    private let verdicts = Mutex<[MotionGoldenVerdict]>([])

    var all: [MotionGoldenVerdict] { verdicts.withLock { $0 } }

    /// `run` with verify's check of the chosen frames attached.
    func verifying(_ run: MotionRun, threshold: Double) -> MotionRun {
        var run = run
        let options = run.options
        run.goldenFrames = { [self] frames, _ in
            let found = try MotionGoldenVerdict.check(frames, options: options, threshold: threshold)
            verdicts.withLock { $0 += found }
        }
        return run
    }

    /// `run` with the chosen frames staged in `recorder`'s transaction.
    static func recording(_ run: MotionRun, into recorder: GoldenRecorder) -> MotionRun {
        var run = run
        let comparer = MotionGoldens.comparer(scale: run.options.device.scale)
        run.goldenFrames = { frames, scenario in
            for frame in frames {
                try recorder.handleImage(frame.image, relativePath: frame.relativePath, name: frame.label, of: scenario,
                                         comparer: comparer)
            }
        }
        return run
    }

    /// The summary counted with the motion goldens `found`.
    static func apply(_ found: [MotionGoldenVerdict], to summary: VerificationReport.Summary) -> VerificationReport.Summary {
        var s = summary
        s.add(RunSummary(verdicts: found.map { $0.passed ? Verdict.pass : .fail }))
        // Not in missingGoldens: verify's `record --missing` advice there would not record them.
        s.unreadableGoldens += found.filter { $0.status == .unreadable }.count
        return s
    }
}
