import HarnessGoldens

/// Writes one form of the verification report into the out folder.
public protocol ReportWriter: Sendable {
    /// The file's name under the out folder, e.g. `report.html`.
    var fileName: String { get }
    /// Writes the report; paths inside it are relative to the out folder.
    func write(_ report: VerificationReport, outDirectory: String) throws
}

/// The report writers `verify` runs.
public enum ReportWriters {
    public static let all: [ReportWriter] = [JSONReportWriter(), JUnitReportWriter(), HTMLReportWriter()]

    /// Writes report.json, junit.xml and report.html into `outDirectory`.
    public static func writeAll(_ report: VerificationReport, outDirectory: String) throws {
        for writer in all { try writer.write(report, outDirectory: outDirectory) }
    }
}
