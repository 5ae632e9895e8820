import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessRun

/// `caret-harness record`: writes goldens (`--missing`, `--failed` (default) or `--all`),
/// `--prune` removes goldens no scenario makes; prints what it wrote, kept and removed.
///
/// All or nothing: every scenario is parsed and every frame made before anything under the
/// goldens folder changes; the goldens and the manifest then go in as one `FileTransaction`
/// under the folder's lock. A frame whose expectations fail stops the record (nothing written)
/// unless `--accept-failing-expectations`.
enum RecordCommand {
    static let flags = SharedFlags.all + [
        SharedFlags.maxFrames,
        .toggle("missing", "write only goldens that do not exist"),
        .toggle("failed", "write missing goldens and those whose frame fails (the default)"),
        .toggle("all", "write every golden whose pixels changed"),
        .toggle("prune", "remove goldens no frame of this run makes"),
        .toggle("accept-failing-expectations", "record frames even when their expectations fail"),
    ]

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "record", flags: flags)
        let modes = RecordMode.allCases.filter { args.has($0.rawValue) }
        guard modes.count <= 1 else { throw UsageError("record: choose one of --missing, --failed, --all") }
        let mode = modes.first ?? .failed
        let options = try SharedFlags.options(args)
        let outFolder = try options.prepareOutDirectory(command: "caret-harness record")
        try FileSystem.makeDirectory(options.goldensDirectory)
        let goldensFolder = try GuardedFolder(folder: options.goldensDirectory, command: "caret-harness record")
        defer { withExtendedLifetime((outFolder, goldensFolder)) {} }
        for path in goldensFolder.restored {
            print("repaired: \(options.goldensDirectory)/\(path) put back as it was before an interrupted record")
        }
        for path in outFolder.removedTemporaries + goldensFolder.removedTemporaries {
            print("removed stale temporary file \(path)")
        }
        let recorder = try GoldenRecorder(options: options, mode: mode)
        let documents: [FramesDocument]
        do {
            let writer = ArtefactWriter(options: options)
            documents = try await HarnessSession(options: options, handlers: [writer, recorder], progress: Console.progress).run()
            let failures = RunSummary.failures(in: documents)
            if !failures.isEmpty, !args.has("accept-failing-expectations") {
                FileHandle.standardError.write(Data("caret-harness: \(GoldenError.failingExpectations(failures))\n".utf8))
                return 1
            }
            if args.has("prune") { try recorder.prune(wholeVariant: args.all("scenario").isEmpty) }
            try recorder.commit()
        } catch {
            throw RecordFailure(underlying: error, goldens: options.goldensDirectory)
        }
        for path in recorder.written { print("wrote   \(path)") }
        try recorder.removePruned()
        for path in recorder.removed { print("removed \(path)") }
        print("record --\(mode.rawValue): \(recorder.written.count) written, \(recorder.kept.count) kept unchanged, "
              + "\(recorder.removed.count) removed; manifest \(recorder.paths.manifest)")
        let failures = RunSummary.failures(in: documents)
        for failure in failures { print("note: expectation failed, recorded as asked (--accept-failing-expectations): \(failure)") }
        return 0
    }
}

/// A record that stopped before its commit finished: the goldens folder is as it was.
struct RecordFailure: Error, CustomStringConvertible {
    let underlying: Error
    let goldens: String

    var description: String { "\(underlying)\nrecord: nothing written under \(goldens)/ (record is all or nothing)" }
}
