import HarnessCore
import HarnessScreens
import HarnessScript

/// The sweep's motion column: while a cell's scenario runs through the model, each event is read
/// off the sheet's animation timeline (`SheetMotionReader`, the codebase spring), and the
/// in-between frames of every edit are looked at from the model's presented states alone (no
/// drawing): the smallest caret gap to the button while an input view is up, and how long the
/// caret was covered, over the keystrokes (`FrameEvent.isKeystroke`) made while the caret showed
/// uncovered in the frame before. The frames at rest say whether the design holds; these say
/// whether it holds in motion.
final class CellMotion {
    static let fps = 60.0
    private var reader = SheetMotionReader()
    private var records: [FrameRecord] = []
    /// Per keystroke that moves (by its position in `records`): its states until it settles.
    private var states: [Int: [PresentedSheetState]] = [:]

    init() {}

    /// The observer for `ScenarioEngine.observeEvents`.
    @MainActor
    func observe(_ screen: TextStyleEditScreen, _ record: FrameRecord) {
        let event = reader.event(on: screen, at: record.time)
        // Only edits made while the caret showed: an edit after a scroll that hid the caret
        // brings it back along the spring, a different story from "the caret hides while I type".
        let shown = records.last.map { $0.snapshot.caret != nil && $0.snapshot.occludedBy.isEmpty && $0.snapshot.keyboard != nil } ?? false
        // Nothing moves: every in-between frame is the frame at rest, which the cell judges already.
        if record.frameEvent.isKeystroke, event.animates, !event.still, shown {
            states[records.count] = reader.states(of: screen, after: event, until: event.settles, fps: Self.fps)
        }
        records.append(record)
    }

    /// Per edit frame (by its 1-based index): the smallest gap in its in-between frames with an
    /// input view up, and the covered time (one frame's length per covered frame).
    func editMotion() -> [Int: (gap: Double?, coveredMs: Double)] {
        var out: [Int: (gap: Double?, coveredMs: Double)] = [:]
        for (i, all) in states {
            // The next event changes the tree: this edit's frames stop before it.
            let next = i + 1 < records.count ? records[i + 1].time : Double.infinity
            let shown = all.filter { $0.time < next && $0.keyboard != nil }
            let covered = shown.filter { s in s.caret.map { c in c.intersects(s.button) || s.keyboard.map(c.intersects) == true } ?? false }
            out[records[i].index] = (shown.compactMap(\.gapToButton).min(), Double(covered.count) * 1000 / Self.fps)
        }
        return out
    }
}

/// The motion column's tally for the summary: cells where the design holds at rest yet the caret
/// comes closer than the gap rule allows (`GapRule`), or is covered, in the frames between.
package struct SweepMotionTally: Sendable {
    package private(set) var cells = 0
    package private(set) var holdAtRestNotInMotion: [String] = []
    package private(set) var coveredInMotion = 0
    package private(set) var worst: (id: String, gap: Double)?
    /// The rule the cells' gaps were judged by (the last cell added's).
    package private(set) var gapRule: GapRule = .design

    package init() {}

    package mutating func add(_ cell: SweepCell) {
        cells += 1
        gapRule = cell.gapRule
        guard let gap = cell.minMotionGap else { return }
        if worst == nil || gap < worst!.gap { worst = (cell.id, gap) }
        if (cell.motionCoveredMs ?? 0) > 0 { coveredInMotion += 1 }
        if cell.verdict != .breaks, !cell.gapRule.stands(gap) { holdAtRestNotInMotion.append(cell.id) }
    }

    package var text: String {
        var out = "in motion (model, \(SpringCurve.codebase.name), 60 fps after each edit): "
        out += "\(holdAtRestNotInMotion.count) of \(cells) cells hold or warn at rest but come under "
            + "\(NumberText.fixed(gapRule.threshold, digits: 1)) pt between frames; \(coveredInMotion) cover the caret"
        if let worst { out += "; smallest gap in motion \(NumberText.fixed(worst.gap, digits: 1)) pt on \(worst.id)" }
        return out
    }
}
