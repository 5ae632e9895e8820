import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessPixels
import HarnessReports
import HarnessRun

/// `merge-reports`: the out folders of `verify --shard` runs joined into the report.html,
/// report.json and junit.xml one unsharded run writes, every frame and diff image beside them.
package enum MergeReportsPipeline {
    /// Reads each part's report.json, merges them in the variant order of `<goldens>/variants.json`,
    /// copies the parts' files into `out` and writes the joined reports there.
    package static func run(parts: [String], out: String, goldens: String) throws -> VerificationReport {
        let standardOut = URL(fileURLWithPath: out).standardizedFileURL.path
        if let same = parts.first(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == standardOut }) {
            throw PipelineError("merge-reports: --out \(out) is also a part (\(same)); choose a new folder")
        }
        // The write rule (issue 23): never into a goldens folder. Each part's lock is held while it
        // is read, so a part another command is still writing is refused, naming the holder.
        try OutputFolderPolicy(protectedFolders: [goldens]).check(outputFolder: out)
        let locks = try parts.map { dir throws in
            guard FileIdentity.of(dir) != nil else { throw PipelineError("merge-reports: \(dir): no such folder") }
            return try FolderLock(folder: dir, command: "caret-harness merge-reports")
        }
        defer { withExtendedLifetime(locks) {} }
        var reports: [VerificationReport] = []
        for dir in parts {
            let path = dir + "/report.json"
            guard FileIdentity.of(path) != nil else {
                throw PipelineError("merge-reports: \(path): no report.json (is \(dir) the --out of a verify run?)")
            }
            let data = Data(try SafeRead.readRegularFile(path, limit: SafeRead.manifestLimit))
            do {
                reports.append(try JSONDecoder().decode(VerificationReport.self, from: data))
            } catch {
                throw PipelineError("merge-reports: \(path): not a caret-harness report.json: \(error)")
            }
        }
        let order = try VariantList.load(goldens: goldens)?.order ?? []
        guard let merged = ReportMerge.merge(reports, order: order) else { throw PipelineError("merge-reports: nothing to merge") }
        try FileSystem.makeDirectory(out)
        let outFolder = try GuardedFolder(folder: out, command: "caret-harness merge-reports")
        defer { withExtendedLifetime(outFolder) {} }
        for dir in parts { try copyTree(from: dir, to: out) }
        try ReportWriters.writeAll(merged, outDirectory: out)
        return merged
    }

    /// Copies every file of a part (frames, frames.json, diff images) except its reports; a
    /// file two parts both hold must have the same bytes.
    static func copyTree(from source: String, to destination: String) throws {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: source) else {
            throw PipelineError("merge-reports: \(source): cannot read the folder")
        }
        let reports = Set(ReportWriters.fileNames + [FolderLock.fileName])
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
                guard existing == bytes else { throw PipelineError("merge-reports: \(relative) differs between the parts (\(from))") }
                continue
            }
            try AtomicFile.write([UInt8](bytes), to: to)
        }
    }
}
