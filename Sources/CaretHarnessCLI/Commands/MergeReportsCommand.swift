import HarnessPasses

/// `caret-harness merge-reports DIR... --out DIR`: joins the out folders of `verify --shard`
/// runs into the report.html, report.json and junit.xml one unsharded run writes, with every
/// frame and diff image beside them. Exit 1 when the joined report has a failure, 2 on bad input.
enum MergeReportsCommand {
    static let flags = CommandFlags.mergeReports

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "merge-reports", flags: flags, positional: true)
        guard let out = args.value("out") else { throw UsageError("merge-reports: --out DIR is required") }
        let parts = args.positional
        guard !parts.isEmpty else { throw UsageError("merge-reports: name the shards' out folders: merge-reports DIR... --out DIR") }
        let merged = try MergeReportsPipeline.run(parts: parts, out: out, goldens: args.value("goldens") ?? "Goldens")
        for line in ApproveText.merged(merged, parts: parts.count, out: out) { print(line) }
        return merged.summary.exitCode
    }
}
