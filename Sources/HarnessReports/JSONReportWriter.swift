import HarnessGoldens
import HarnessRun

/// `report.json`: the whole verification for programs.
package struct JSONReportWriter: ReportWriter {
    package let fileName = "report.json"

    package init() {}

    package func write(_ report: VerificationReport, outDirectory: String) throws {
        try FileSystem.writeJSON(report, to: outDirectory + "/" + fileName)
    }
}
