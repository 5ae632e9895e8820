import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessPNG
import HarnessReports
import HarnessRun

/// `merge-reports`: the out folders of `verify --shard` runs joined into the report.html,
/// report.json and junit.xml one unsharded run writes, every frame and diff image beside them.
public enum MergeReportsPipeline {
    /// Reads each part's report.json, merges them in the variant order of `<goldens>/variants.json`,
    /// copies the parts' files into `out` and writes the joined reports there.
    public static func run(parts: [String], out: String, goldens: String) throws -> VerificationReport {
        let standardOut = URL(fileURLWithPath: out).standardizedFileURL.path
        if let same = parts.first(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == standardOut }) {
            throw PipelineError("merge-reports: --out \(out) is also a part (\(same)); choose a new folder")
        }
        var reports: [VerificationReport] = []
        for dir in parts {
            let path = dir + "/report.json"
            guard let data = FileManager.default.contents(atPath: path) else {
                throw PipelineError("merge-reports: \(path): no report.json (is \(dir) the --out of a verify run?)")
            }
            do {
                reports.append(try JSONDecoder().decode(VerificationReport.self, from: data))
            } catch {
                throw PipelineError("merge-reports: \(path): not a caret-harness report.json: \(error)")
            }
        }
        let order = try VariantList.load(goldens: goldens)?.order ?? []
        guard let merged = ReportMerge.merge(reports, order: order) else { throw PipelineError("merge-reports: nothing to merge") }
        try FileSystem.makeDirectory(out)
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
        let reports = Set(ReportWriters.fileNames)
        while let relative = enumerator.nextObject() as? String {
            let from = source + "/" + relative, to = destination + "/" + relative
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: from, isDirectory: &isDirectory), !reports.contains(relative) else { continue }
            if isDirectory.boolValue {
                try FileSystem.makeDirectory(to)
                continue
            }
            guard let bytes = manager.contents(atPath: from) else { throw PipelineError("merge-reports: \(from): cannot read") }
            if let existing = manager.contents(atPath: to) {
                guard existing == bytes else { throw PipelineError("merge-reports: \(relative) differs between the parts (\(from))") }
                continue
            }
            try AtomicFile.write([UInt8](bytes), to: to)
        }
    }
}
