import HarnessPipeline

/// `caret-harness merge-reports DIR... --out DIR`: joins the out folders of `verify --shard`
/// runs into the report.html, report.json and junit.xml one unsharded run writes, with every
/// frame and diff image beside them. Exit 1 when the joined report has a failure, 2 on bad input.
enum MergeReportsCommand {
    static let flags = [
        Flag.option("out", "DIR", "the folder for the joined report (required; must not be one of the parts)"),
        Flag.option("goldens", "DIR", "where variants.json gives the variant order", default: "Goldens"),
    ]

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "merge-reports", flags: flags, positional: true)
        guard let out = args.value("out") else { throw UsageError("merge-reports: --out DIR is required") }
        let parts = args.positional
        guard !parts.isEmpty else { throw UsageError("merge-reports: name the shards' out folders: merge-reports DIR... --out DIR") }
        let merged = try MergeReportsPipeline.run(parts: parts, out: out, goldens: args.value("goldens") ?? "Goldens")
        let s = merged.summary
        print("merged \(parts.count) reports into \(out)/report.html, report.json, junit.xml")
        print(Console.summary(frames: s.frames, passed: s.passed, failed: s.failed, warnings: s.designWarnings))
        if s.unreadableGoldens > 0 { return 2 }
        return s.failed > 0 ? 1 : 0
    }
}
