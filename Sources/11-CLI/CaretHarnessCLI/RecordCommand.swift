import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessMotionRun
import HarnessReports
import HarnessRun

/// `caret-harness record`: writes goldens of every variant in `Goldens/variants.json` (or the
/// one --device/--appearance name): `--missing`, `--failed` (default) or `--all`; `--prune`
/// removes goldens no scenario makes; prints what it wrote, kept and removed.
///
/// All or nothing: every scenario of every variant is parsed and every frame made before
/// anything under the goldens folder changes; then every variant's goldens, the sweep baseline
/// and the manifest go in as one `RecordTransaction` under the folder's lock. A frame whose expectations fail stops
/// the record (nothing written) unless `--accept-failing-expectations`.
enum RecordCommand {
    static let flags = SharedFlags.variantRun + [
        .toggle("missing", "write only goldens that do not exist"),
        .toggle("failed", "write missing goldens and those whose frame fails (the default)"),
        .toggle("all", "write every golden whose pixels changed"),
        .toggle("prune", "remove goldens no frame of this run makes"),
        .toggle("accept-failing-expectations", "record frames even when their expectations fail"),
        MotionFlag.flag(for: "record"),
    ]

    static func run(_ words: [String]) async throws -> Int32 {
        let (words, fps) = try MotionFlag.extract(words)
        let args = try Arguments(words, command: "record", flags: flags)
        let modes = RecordMode.allCases.filter { args.has($0.rawValue) }
        guard modes.count <= 1 else { throw UsageError("record: choose one of --missing, --failed, --all") }
        let mode = modes.first ?? .failed
        let plan = try RunPlan(args)
        guard let first = plan.groups.first else { throw UsageError("record: nothing to record") }
        // Counting the frames parses every scenario: a bad one stops here, before anything is written.
        let progress: ProgressLine
        do {
            progress = ProgressLine(total: try ProgressLine.frames(in: plan), quiet: args.has("quiet"))
        } catch {
            throw RecordFailure(underlying: error, goldens: first.goldensDirectory)
        }
        let outFolder = try first.prepareOutDirectory(command: "caret-harness record")
        try FileSystem.makeDirectory(first.goldensDirectory, flag: "--goldens")
        let goldensFolder = try GuardedFolder(folder: first.goldensDirectory, command: "caret-harness record")
        defer { withExtendedLifetime((outFolder, goldensFolder)) {} }
        for path in goldensFolder.restored {
            print("repaired: \(first.goldensDirectory)/\(path) put back as it was before an interrupted record")
        }
        for path in outFolder.removedTemporaries + goldensFolder.removedTemporaries {
            print("removed stale temporary file \(path)")
        }
        var documents: [FramesDocument] = []
        let transaction = RecordTransaction(goldens: first.goldensDirectory, scenarioPaths: plan.groups.flatMap(\.scenarioPaths))
        var baselineLine: String?
        do {
            // Every variant staged first: nothing under the goldens folder changes until all ran.
            for options in plan.groups {
                progress.setVariant(options.variant)
                let recorder = try transaction.recorder(options: options, mode: mode)
                let writer = ArtefactWriter(options: options)
                let made = try await HarnessSession(options: options, handlers: [writer, recorder, progress],
                                                      progress: Console.warningsOnly).run()
                // --motion: the motion goldens (MotionGoldens) staged in the same transaction.
                if let fps {
                    let motion = MotionGoldenStep.recording(MotionRun(options: options, fps: fps, draw: true), into: recorder)
                    _ = try await motion.apply(to: made)
                }
                documents += made
                if args.has("prune") { try recorder.prune(wholeVariant: args.all("scenario").isEmpty, motion: fps != nil) }
            }
            progress.close()
            let failures = RunSummary.failures(in: documents)
            if !failures.isEmpty, !args.has("accept-failing-expectations") {
                FileHandle.standardError.write(Data("caret-harness: \(GoldenError.failingExpectations(failures))\n".utf8))
                return 1
            }
            // The sweep baseline, on a plain record (every scenario, the variant list): staged
            // only when a cell's findings changed, committed with the goldens and the manifest.
            if SweepBaselineStep.applies(args) {
                baselineLine = try SweepBaselineStep.record(goldens: first.goldensDirectory, scenarios: first.scenarioPaths,
                                                            into: transaction)
            }
            try transaction.commit()
        } catch {
            // Before the commit point nothing changed; a failure after it is not this one.
            guard transaction.committed else { throw RecordFailure(underlying: error, goldens: first.goldensDirectory) }
            throw error
        }
        var (written, kept, removed) = (0, 0, 0)
        if let baselineLine { print(baselineLine) }
        try transaction.removePruned()
        for recorder in transaction.recorders {
            for path in recorder.written { print("wrote   \(path)") }
            for path in recorder.removed { print("removed \(path)") }
            (written, kept, removed) = (written + recorder.written.count, kept + recorder.kept.count, removed + recorder.removed.count)
        }
        let variants = plan.groups.map(\.variant).joined(separator: ", ")
        print("record --\(mode.rawValue) (\(variants)): \(written) written, \(kept) kept unchanged, \(removed) removed; "
              + "manifest \(first.goldensDirectory)/manifest.json")
        for cause in FailureGroups.causes(FrameOutcome.all(in: documents)) {
            print("note: expectation failed, recorded as asked (--accept-failing-expectations): \(cause.line)")
        }
        return 0
    }
}

/// A record that stopped before its commit finished: the goldens folder is as it was.
struct RecordFailure: Error, CustomStringConvertible {
    let underlying: Error
    let goldens: String

    var description: String { "\(underlying)\nrecord: nothing written under \(goldens)/ (record is all or nothing)" }
}
