import Foundation
import HarnessGoldens

/// Writes one form of the verification report into the out folder.
package protocol ReportWriter: Sendable {
    /// The file's name under the out folder, e.g. `report.html`.
    var fileName: String { get }
    /// Writes the report; paths inside it are relative to the out folder.
    func write(_ report: VerificationReport, outDirectory: String) throws
}

/// The report writers `verify` runs.
package enum ReportWriters {
    package static let all: [ReportWriter] = [JSONReportWriter(), JUnitReportWriter(), HTMLReportWriter()]

    /// Every file `writeAll` writes (report.html's data file included).
    package static var fileNames: [String] { all.map(\.fileName) + [PageKit.dataFileName(.report)] }

    /// Writes report.json, junit.xml and report.html (with its data file) into `outDirectory`;
    /// when `$GITHUB_STEP_SUMMARY` names a file, appends the job summary to it.
    package static func writeAll(_ report: VerificationReport, outDirectory: String,
                                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        for writer in all { try writer.write(report, outDirectory: outDirectory) }
        if let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            try JobSummary(imageBase: environment["CARET_HARNESS_IMAGE_BASE_URL"]).append(report, to: path)
        }
    }
}
