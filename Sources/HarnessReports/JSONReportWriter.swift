import HarnessGoldens
import HarnessRun

/// `report.json`: the whole verification for programs.
public struct JSONReportWriter: ReportWriter {
    public let fileName = "report.json"

    public init() {}

    public func write(_ report: VerificationReport, outDirectory: String) throws {
        try FileSystem.writeJSON(report, to: outDirectory + "/" + fileName)
    }
}
