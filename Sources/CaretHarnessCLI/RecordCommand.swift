import HarnessGoldens
import HarnessRun

/// `caret-harness record`: writes goldens (`--missing`, `--failed` (default) or `--all`),
/// `--prune` removes goldens no scenario makes; prints what it wrote, kept and removed.
enum RecordCommand {
    static let flags = SharedFlags.all + [
        .toggle("missing", "write only goldens that do not exist"),
        .toggle("failed", "write missing goldens and those whose frame fails (the default)"),
        .toggle("all", "write every golden whose pixels changed"),
        .toggle("prune", "remove goldens no frame of this run makes"),
    ]

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "record", flags: flags)
        let modes = RecordMode.allCases.filter { args.has($0.rawValue) }
        guard modes.count <= 1 else { throw UsageError("record: choose one of --missing, --failed, --all") }
        let mode = modes.first ?? .failed
        let options = try SharedFlags.options(args)
        let recorder = try GoldenRecorder(options: options, mode: mode)
        try options.prepareOutDirectory()
        let writer = ArtefactWriter(options: options)
        let documents = try await HarnessSession(options: options, handlers: [writer, recorder], progress: Console.progress).run()
        if args.has("prune") { try recorder.prune(wholeVariant: args.all("scenario").isEmpty) }
        try recorder.saveManifest()
        if SweepBaselineStep.applies(args) {
            try await GoldenVariants.record(base: options, mode: mode)
            try SweepBaselineStep.record(goldens: options.goldensDirectory, scenarios: options.scenarioPaths)
        }
        for path in recorder.written { print("wrote   \(path)") }
        for path in recorder.removed { print("removed \(path)") }
        print("record --\(mode.rawValue): \(recorder.written.count) written, \(recorder.kept.count) kept unchanged, "
              + "\(recorder.removed.count) removed; manifest \(recorder.paths.manifest)")
        let failures = RunSummary.failures(in: documents)
        for failure in failures { print("note: expectation failed (goldens record what is drawn): \(failure)") }
        return 0
    }
}
