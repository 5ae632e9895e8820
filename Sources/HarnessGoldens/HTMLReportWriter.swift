/// `report.html` (placeholder until the report issue lands): see ReportWriter.
public struct HTMLReportWriter: ReportWriter {
    public let fileName = "report.html"

    public init() {}

    public func write(_ report: VerificationReport, outDirectory: String) throws {
        try FileSystem.writeText("<!doctype html><title>caret-harness</title><p>see report.json</p>\n",
                                 to: outDirectory + "/" + fileName)
    }
}
