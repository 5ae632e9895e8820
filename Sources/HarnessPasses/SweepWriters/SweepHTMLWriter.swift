import Foundation
import HarnessReports
import HarnessScreens

/// sweep.html as a static page (HarnessReports' page kit) over data files beside it: the page
/// itself is the same bytes for every sweep; `sweep.data.js` holds the matrix (a few numbers a
/// cell); each cell's frames go to `sweep-cells/cell-N.js` as the cell arrives, and the page
/// loads one only when that cell is clicked. So the page opens at once however large the sweep.
package final class SweepHTMLWriter {
    private let path: String
    private let folder: String
    private let axes: SweepAxes
    private var cells: [SweepMatrixCell] = []
    /// The rule the cells were judged by, from their frames' insets: the legend's numbers.
    private var gapRule: GapRule = .design

    /// The folder of the per-cell files, beside sweep.html.
    package static let cellFolder = "sweep-cells"

    package init(path: String, axes: SweepAxes) throws(SweepOutputError) {
        self.path = path
        self.axes = axes
        let parent = (path as NSString).deletingLastPathComponent
        folder = (parent.isEmpty ? "." : parent) + "/" + Self.cellFolder
        try Self.clearCells(in: folder)
    }

    /// Writes the cell's file (`encoded` is `cell.encoded()`, shared with sweep.json) and keeps
    /// its line in the matrix.
    package func add(_ cell: SweepCell, encoded data: Data) throws(SweepOutputError) {
        let index = cells.count
        let file = try StreamFile(path: folder + "/" + Self.cellFile(index))
        try file.write("window.CARET_CELL(\(index), ")
        try file.write(data)
        try file.write(");\n")
        try file.finish()
        cells.append(SweepMatrixCell(cell, index: index))
        gapRule = cell.gapRule
    }

    /// Writes sweep.data.js, then sweep.html.
    package func finish(summaryText: String) throws(SweepOutputError) {
        let data = SweepPageData(axes: axes, cells: cells, summary: summaryText, cellFolder: Self.cellFolder,
                                 gapRule: gapRule)
        let json: Data
        do { json = try PageKit.json(data) } catch {
            throw SweepOutputError(path: path, reason: "cannot encode the matrix (\(error))")
        }
        let parent = (path as NSString).deletingLastPathComponent
        let dataFile = try StreamFile(path: (parent.isEmpty ? "." : parent) + "/" + PageKit.dataFileName(.sweep))
        try dataFile.write(PageKit.dataScript(json))
        try dataFile.finish()
        let page = try StreamFile(path: path)
        try page.write(PageKit.html(.sweep))
        try page.finish()
    }

    static func cellFile(_ index: Int) -> String { "cell-\(index).js" }

    /// Removes the cell files an earlier sweep left (only `cell-N.js`, nothing else).
    private static func clearCells(in folder: String) throws(SweepOutputError) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix("cell-") && name.hasSuffix(".js")
            && Int(name.dropFirst(5).dropLast(3)) != nil {
            do { try FileManager.default.removeItem(atPath: folder + "/" + name) } catch {
                throw SweepOutputError(path: folder + "/" + name, reason: "cannot remove the old cell file (\(error.localizedDescription))")
            }
        }
    }
}

/// sweep.data.js: the axes and a line a cell.
struct SweepPageData: Encodable {
    struct Axis: Encodable {
        let device: String
        let orientation: String
        let keyboard: String
    }
    struct Column: Encodable {
        let textSize: Double
        let beyondApp: Bool
    }
    let rows: [Axis]
    let columns: [Column]
    let cells: [SweepMatrixCell]
    let summary: String
    let cellFolder: String
    /// The gap rule's cushion and tolerance, and the smallest gap that stands (a cell's `ok`):
    /// the legend's words, from the rule the cells were judged by.
    let wantedGap: Double
    let tolerance: Double
    let threshold: Double

    init(axes: SweepAxes, cells: [SweepMatrixCell], summary: String, cellFolder: String, gapRule: GapRule) {
        rows = axes.devices.flatMap { device in
            axes.orientations.flatMap { orientation in
                axes.keyboards.map { Axis(device: device.id, orientation: orientation.rawValue, keyboard: $0.rawValue) }
            }
        }
        columns = axes.textSizes.map { Column(textSize: $0, beyondApp: TextSizes.isBeyondApp($0)) }
        self.cells = cells
        self.summary = summary
        self.cellFolder = cellFolder
        wantedGap = gapRule.cushion
        tolerance = gapRule.tolerance
        threshold = gapRule.threshold
    }
}

/// One cell of the matrix: its numbers, and its tone decided here (the page only colours).
struct SweepMatrixCell: Encodable {
    enum Tone: String, Encodable { case ok, thin, under, none }
    let index: Int
    let id: String
    let verdict: String
    let tone: Tone
    /// The smallest scrolled gap; `noInputView` when no input view ever showed (then in brackets).
    let gap: Double?
    let noInputView: Bool
    let brokenFrames: Int
    let coveredAfterEdit: String
    let keyboardHiddenFindings: Int
    let expectedWarnings: Int
    let ruleViolations: Int
    let clamps: Int
    let failedExpectations: Int
    let minMotionGap: Double?
    let pixels: Pixels?

    struct Pixels: Encodable {
        let frames: Int
        let scale: Double
        let agreed: Int
        let disagreements: Int
    }

    init(_ cell: SweepCell, index: Int) {
        self.index = index
        id = cell.id
        verdict = cell.verdict.rawValue
        gap = cell.minScrolledGap ?? cell.minScrolledGapNoInputView
        noInputView = cell.minScrolledGap == nil && gap != nil
        if let gap {
            tone = cell.gapRule.stands(gap) ? .ok : gap >= 0 ? .thin : .under
        } else {
            tone = .none
        }
        brokenFrames = cell.brokenFrames
        coveredAfterEdit = cell.coveredAfterEdit.text
        keyboardHiddenFindings = cell.keyboardHiddenFindings
        expectedWarnings = cell.expectedWarnings
        ruleViolations = cell.ruleViolations
        clamps = cell.clamps
        failedExpectations = cell.failedExpectations
        minMotionGap = cell.minMotionGap
        pixels = cell.pixels.map { Pixels(frames: $0.frames, scale: $0.scale, agreed: $0.agreed, disagreements: $0.disagreements.count) }
    }
}
