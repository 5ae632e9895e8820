import Foundation
import HarnessReports
import HarnessRun

/// `compare.html` and `compare.data.js`: the kit's static compare page over compare.json's
/// document and each scenario's motion chart. Per scenario the page shows the strategy strip's
/// verdict, the summaries, the motion chart, the matrix colour-coded, and each frame under every
/// approach side by side; images are relative to the out folder, so it opens from disk.
package struct CompareHTMLWriter {
    package static let fileName = PageKit.fileName(.compare)
    /// Thumbnail width in CSS pixels: seven approaches fit a laptop screen.
    static let thumbnailWidth = 180

    /// Per scenario name, the motion chart (`MotionComparisonChart`), shown after the summary.
    package var motionCharts: [String: MotionComparisonChart] = [:]

    package init() {}

    /// What compare.html reads.
    struct PageData: Encodable {
        let compare: CompareDocument
        let charts: [String: MotionComparisonChart]
        let thumbnailWidth: Int
    }

    package func write(_ document: CompareDocument, outDirectory: String) throws {
        try PageKit.write(.compare, json: try data(document), to: outDirectory)
    }

    /// The data file's JSON.
    package func data(_ document: CompareDocument) throws -> Data {
        try PageKit.json(PageData(compare: document, charts: motionCharts, thumbnailWidth: Self.thumbnailWidth))
    }

    /// The page's text: the same for every comparison.
    package func html() -> String { PageKit.html(.compare) }
}
