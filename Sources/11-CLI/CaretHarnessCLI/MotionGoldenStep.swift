import Foundation
import HarnessGoldens
import HarnessMotionRun
import HarnessRun
import HarnessScenario
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

    /// The summary counted with the motion goldens; prints a line for each that failed and the
    /// record command for missing ones. Returns the new summary.
    func apply(to summary: VerificationReport.Summary, fps: Double, selection: String) -> VerificationReport.Summary {
        var s = summary
        let found = all
        for v in found where !v.passed {
            switch v.status {
            case .missing: print("FAIL motion golden missing: \(v.label): no golden at \(v.golden)")
            default: print("FAIL motion golden \(v.status.rawValue): \(v.label): \(v.detail)" + (v.diff.map { " (diff \($0))" } ?? ""))
            }
        }
        let missing = found.filter { $0.status == .missing }.count
        if missing > 0 {
            print("record the missing motion goldens: \(Console.invocation) record --motion \(Int(fps)) --missing\(selection)")
        }
        if found.contains(where: { [.changed, .sizeChanged].contains($0.status) }) {
            print("accept the changed motion goldens (after looking at the diffs): \(Console.invocation) record --motion \(Int(fps)) --failed\(selection)")
        }
        s.frames += found.count
        s.passed += found.filter(\.passed).count
        s.failed += found.filter { !$0.passed }.count
        // Not in missingGoldens: verify's `record --missing` advice there would not record them.
        s.unreadableGoldens += found.filter { $0.status == .unreadable }.count
        if !found.isEmpty { print("motion goldens: \(found.filter(\.passed).count) of \(found.count) in-between frames match") }
        return s
    }
}
