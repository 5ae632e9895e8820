import HarnessGoldens
import HarnessReports
import HarnessRun

/// `caret-harness record`: writes goldens of every variant in `Goldens/variants.json` (or the
/// one --device/--appearance name): `--missing`, `--failed` (default) or `--all`; `--prune`
/// removes goldens no scenario makes; prints what it wrote, kept and removed.
enum RecordCommand {
    static let flags = SharedFlags.variantRun + [
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
        let plan = try RunPlan(args)
        let progress = ProgressLine(total: try ProgressLine.frames(in: plan), quiet: args.has("quiet"))
        var (written, kept, removed) = (0, 0, 0)
        var documents: [FramesDocument] = []
        var manifest = ""
        // One variant at a time: each recorder reads the manifest the one before saved.
        for options in plan.groups {
            progress.setVariant(options.variant)
            let recorder = try GoldenRecorder(options: options, mode: mode)
            try options.prepareOutDirectory()
            let writer = ArtefactWriter(options: options)
            documents += try await HarnessSession(options: options, handlers: [writer, recorder, progress],
                                                  progress: Console.warningsOnly).run()
            if args.has("prune") { try recorder.prune(wholeVariant: args.all("scenario").isEmpty) }
            try recorder.saveManifest()
            progress.close()
            for path in recorder.written { print("wrote   \(path)") }
            for path in recorder.removed { print("removed \(path)") }
            (written, kept, removed) = (written + recorder.written.count, kept + recorder.kept.count, removed + recorder.removed.count)
            manifest = recorder.paths.manifest
        }
        let variants = plan.groups.map(\.variant).joined(separator: ", ")
        print("record --\(mode.rawValue) (\(variants)): \(written) written, \(kept) kept unchanged, \(removed) removed; manifest \(manifest)")
        for cause in FailureGroups.causes(FrameOutcome.all(in: documents)) {
            print("note: expectation failed (goldens record what is drawn): \(cause.line)")
        }
        return 0
    }
}
