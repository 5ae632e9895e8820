import Foundation
import HarnessGoldens
import HarnessRun

/// `report.html` and `report.data.js`: the page is the kit's static report page (the same bytes
/// for every run, PageKit); the data file carries the verification (report.json's document) and
/// the tone of each frame's gap for the overlay. The page shows the PNGs already in the out
/// folder, fetches nothing, and opens from disk in any browser; neither file holds a timestamp,
/// so two runs over the same frames write the same bytes.
package struct HTMLReportWriter: ReportWriter {
    /// Always `report.html`, beside report.data.js, report.json and junit.xml.
    package let fileName = PageKit.fileName(.report)

    /// A writer; it keeps no state between reports.
    package init() {}

    /// Writes the data, then the page, each atomically.
    package func write(_ report: VerificationReport, outDirectory: String) throws {
        try PageKit.write(.report, json: try data(report), to: outDirectory)
    }

    /// The page's text: the same for every report.
    package func html() -> String { PageKit.html(.report) }

    /// The data file's JSON.
    package func data(_ report: VerificationReport) throws -> Data {
        try PageKit.json(ReportPageData(report))
    }

    /// `run`'s report.html: the frames without goldens. Removes report.json and junit.xml left
    /// by an earlier verify in the same folder, which would describe another run.
    package func writeRun(_ runs: [(variant: String, document: FramesDocument)], outDirectory: String) throws {
        try PageKit.write(.report, json: try PageKit.json(ReportPageData(run: runs)), to: outDirectory)
        for stale in [JSONReportWriter().fileName, JUnitReportWriter().fileName] {
            let path = outDirectory + "/" + stale
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
        }
    }
}
