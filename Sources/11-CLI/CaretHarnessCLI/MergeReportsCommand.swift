import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessPNG
import HarnessReports
import HarnessRun

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
        let standardOut = URL(fileURLWithPath: out).standardizedFileURL.path
        if let same = parts.first(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == standardOut }) {
            throw UsageError("merge-reports: --out \(out) is also a part (\(same)); choose a new folder")
        }
        // The write rule: never into a goldens folder. Each part's lock is held while it is read,
        // so a part another command is still writing is refused, naming the holder.
        try OutputFolderPolicy(protectedFolders: [args.value("goldens") ?? "Goldens"]).check(outputFolder: out)
        let locks = try parts.map { dir throws in
            guard FileIdentity.of(dir) != nil else { throw UsageError("merge-reports: \(dir): no such folder") }
            return try FolderLock(folder: dir, command: "caret-harness merge-reports")
        }
        defer { withExtendedLifetime(locks) {} }
        var reports: [VerificationReport] = []
        for dir in parts {
            let path = dir + "/report.json"
            guard FileIdentity.of(path) != nil else {
                throw UsageError("merge-reports: \(path): no report.json (is \(dir) the --out of a verify run?)")
            }
            let data = Data(try SafeRead.readRegularFile(path, limit: SafeRead.manifestLimit))
            do {
                reports.append(try JSONDecoder().decode(VerificationReport.self, from: data))
            } catch {
                throw UsageError("merge-reports: \(path): not a caret-harness report.json: \(error)")
            }
        }
        let order = try VariantList.load(goldens: args.value("goldens") ?? "Goldens")?.order ?? []
        guard let merged = ReportMerge.merge(reports, order: order) else { throw UsageError("merge-reports: nothing to merge") }
        try FileSystem.makeDirectory(out)
        let outFolder = try GuardedFolder(folder: out, command: "caret-harness merge-reports")
        defer { withExtendedLifetime(outFolder) {} }
        for dir in parts { try copyTree(from: dir, to: out) }
        try ReportWriters.writeAll(merged, outDirectory: out)
        let s = merged.summary
        print("merged \(parts.count) reports into \(out)/report.html, report.json, junit.xml")
        print(Console.summary(frames: s.frames, passed: s.passed, failed: s.failed, warnings: s.designWarnings))
        if s.unreadableGoldens > 0 { return 2 }
        return s.failed > 0 ? 1 : 0
    }

    /// Copies every file of a part (frames, frames.json, diff images) except its reports; a
    /// file two parts both hold must have the same bytes.
    static func copyTree(from source: String, to destination: String) throws {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: source) else { throw UsageError("merge-reports: \(source): cannot read the folder") }
        let reports = Set(ReportWriters.all.map(\.fileName) + [FolderLock.fileName])
        while let relative = enumerator.nextObject() as? String {
            let from = source + "/" + relative, to = destination + "/" + relative
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: from, isDirectory: &isDirectory), !reports.contains(relative) else { continue }
            if isDirectory.boolValue {
                try FileSystem.makeDirectory(to)
                continue
            }
            let bytes = Data(try SafeRead.readRegularFile(from, limit: SafeRead.pngLimit))
            if FileIdentity.of(to) != nil {
                let existing = Data(try SafeRead.readRegularFile(to, limit: SafeRead.pngLimit))
                guard existing == bytes else { throw UsageError("merge-reports: \(relative) differs between the parts (\(from))") }
                continue
            }
            try AtomicFile.write([UInt8](bytes), to: to)
        }
    }
}
