import Foundation
import HarnessGoldens
import HarnessPasses

/// `caret-harness record`: writes goldens of every variant in `Goldens/variants.json` (or the
/// one --device/--appearance name): `--missing`, `--failed` (default) or `--all`; `--prune`
/// removes goldens no scenario makes; prints what it wrote, kept and removed.
///
/// All or nothing (`RecordSession`): every scenario of every variant is parsed and every frame
/// made before anything under the goldens folder changes; each variant's goldens and the
/// manifest then go in as one `FileTransaction` under the folder's lock. A frame whose
/// expectations fail stops the record (nothing written) unless `--accept-failing-expectations`.
enum RecordCommand {
    static let flags = CommandFlags.record

    static func run(_ words: [String]) async throws -> Int32 {
        let (words, fps) = try MotionFlag.extract(words)
        let args = try Arguments(words, command: "record", flags: flags)
        let modes = RecordMode.allCases.filter { args.has($0.rawValue) }
        guard modes.count <= 1 else { throw UsageError("record: choose one of --missing, --failed, --all") }
        let mode = modes.first ?? .failed
        let session = try RecordSession(plan: try RunPlan(args))
        let progress = ProgressLine(total: session.pipeline.frameCount, quiet: args.has("quiet"))
        for line in RecordText.repairs(session) { print(line) }
        var request = RecordRequest(mode: mode, motionFPS: fps, prune: args.has("prune"), pruneWholeVariant: args.all("scenario").isEmpty,
                                    acceptFailingExpectations: args.has("accept-failing-expectations"), baseline: RunPlan.isPlain(args))
        request.sweepProcesses = SweepProcesses()
        let outcome = try await session.record(request, observer: PipelineObserver(progress))
        progress.close()
        guard outcome.committed else {
            FileHandle.standardError.write(Data("caret-harness: \(GoldenError.failingExpectations(outcome.failures))\n".utf8))
            return 1
        }
        for line in RecordText.lines(outcome, mode: mode, session: session) { print(line) }
        return 0
    }
}
