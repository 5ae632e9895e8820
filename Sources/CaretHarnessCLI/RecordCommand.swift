import HarnessGoldens

/// `caret-harness record`: writes goldens (`--missing`, `--failed` (default) or `--all`),
/// `--prune` removes goldens no scenario makes; prints what it wrote, kept and removed.
enum RecordCommand {
    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "record", options: ["scenario", "device", "appearance", "out", "goldens"],
                                 flags: ["missing", "failed", "all", "prune"])
        guard args.positional.isEmpty else { throw UsageError("record: unexpected argument \(args.positional[0])") }
        let modes = RecordMode.allCases.filter { args.has($0.rawValue) }
        guard modes.count <= 1 else { throw UsageError("record: choose one of --missing, --failed, --all") }
        let mode = modes.first ?? .failed
        let options = try HarnessOptions(scenarios: args.all("scenario"), device: args.value("device"),
                                         appearance: args.value("appearance"), out: args.value("out"),
                                         goldens: args.value("goldens"))
        let recorder = try GoldenRecorder(options: options, mode: mode)
        try options.prepareOutDirectory()
        let writer = ArtefactWriter(options: options)
        let documents = try await HarnessSession(options: options, handlers: [writer, recorder], progress: Console.progress).run()
        if args.has("prune") { try recorder.prune(wholeVariant: args.all("scenario").isEmpty) }
        try recorder.saveManifest()
        for path in recorder.written { print("wrote   \(path)") }
        for path in recorder.removed { print("removed \(path)") }
        print("record --\(mode.rawValue): \(recorder.written.count) written, \(recorder.kept.count) kept unchanged, "
              + "\(recorder.removed.count) removed; manifest \(recorder.paths.manifest)")
        let failures = RunSummary.failures(in: documents)
        for failure in failures { print("note: expectation failed (goldens record what is drawn): \(failure)") }
        return 0
    }
}
