import HarnessPixels

/// A goldens folder, manifest, golden or pinned font that cannot be used: exit code 2 with a
/// message naming the file and what would fix it.
package enum GoldenError: Error, CustomStringConvertible, Sendable {
    case noGoldensFolder(String)
    case unreadableManifest(String, reason: String)
    case missingManifest(String)
    /// A record was killed while committing; its journal is still there.
    case interruptedRecord(String)
    case unknownManifestVersion(String, version: Int)
    /// `record` refused: frames whose expectations fail (the lines, `FILE:LINE: …`).
    case failingExpectations([String])
    case invalidManifest(String, reason: String)
    case unreadableGolden(String)
    case unreadableFont(String)
    /// `CARET_HARNESS_GOLDEN_COMPRESSION` set to a value that is not a `PNGCompression`.
    case badGoldenCompression(String)

    package var description: String {
        switch self {
        case .noGoldensFolder(let dir):
            "\(dir): no goldens folder; run from the repository root, pass --goldens DIR, "
                + "or record goldens with `caret-harness record --missing`"
        case .unreadableManifest(let path, let reason): "\(path): cannot read the manifest (\(reason))"
        case .interruptedRecord(let journal):
            "\(journal): a record was interrupted while writing these goldens; run `caret-harness record --missing` "
                + "(it puts them back as they were first), then verify again"
        case .missingManifest(let path):
            "\(path): no manifest; without it the goldens' renderer cannot be checked. Restore it from git, "
                + "or record it afresh with `caret-harness record --all`"
        case .unknownManifestVersion(let path, let version):
            "\(path): manifest version \(version) is not one this build reads (version \(GoldenManifest.currentVersion)); "
                + "use the caret-harness that wrote it, or record afresh with `caret-harness record --all`"
        case .failingExpectations(let failures):
            "record: nothing written: \(failures.count) expectation\(failures.count == 1 ? "" : "s") failed, and a golden "
                + "would bake the regression in:\n  " + failures.joined(separator: "\n  ")
                + "\nfix the scenario or the code; to record these frames anyway pass --accept-failing-expectations"
        case .invalidManifest(let path, let reason):
            "\(path): not a valid manifest (\(reason)); restore it from git or rerun `caret-harness record --all`"
        case .unreadableGolden(let path): "\(path): cannot read the golden (is it a folder, or unreadable?)"
        case .unreadableFont(let path): "\(path): cannot read the pinned font; run scripts/bootstrap (fonts-dejavu-core)"
        case .badGoldenCompression(let value):
            "\(GoldenCompression.variable)=\(value): expected one of "
                + PNGCompression.allCases.map(\.rawValue).joined(separator: ", ") + " (unset: small)"
        }
    }
}
