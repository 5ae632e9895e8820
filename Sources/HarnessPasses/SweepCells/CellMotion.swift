import HarnessCore
import HarnessScreens
import HarnessScript

/// The sweep's motion column: while a cell's scenario runs through the model, each event is read
/// into the motion timeline (`SheetMotionRecorder`, the codebase spring), and the in-between
/// frames of every edit are looked at from the model's presented states alone (no drawing):
/// the smallest caret gap to the button while an input view is up, and how long the caret was
/// covered, over the keystrokes (`FrameEvent.isKeystroke`) made while the caret showed uncovered in the
/// frame before. The frames at rest say whether the design holds; these say whether it holds in motion.
final class CellMotion {
    static let fps = 60.0
    private var recorder = SheetMotionRecorder()
    private var timeline: SheetMotionTimeline
    private var records: [FrameRecord] = []
    private var settled: [Double] = []
    /// Events after which nothing moves: no offset added, no frame changed, nothing still running.
    private var still: [Bool] = []
    /// Whether the caret was on screen and uncovered in the frame before the event.
    private var shown: [Bool] = []
    private var failed = false

    init(screen: Size) {
        timeline = SheetMotionTimeline(screenSize: screen)
    }

    /// The observer for `FrameIterator.observeEvents`.
    @MainActor
    func observe(_ screen: TextStyleEditScreen, _ record: FrameRecord) {
        guard !failed else { return }
        let event = recorder.event(from: screen, at: record.time, label: record.eventDescription)
        let previous = timeline.events.last
        let quiet = (settled.last ?? 0) <= record.time && event.scrollOffsets.isEmpty && previous.map {
            $0.layout.content == event.layout.content && $0.layout.titleSection == event.layout.titleSection
                && $0.layout.instructionsSection == event.layout.instructionsSection && $0.layout.button == event.layout.button
                && $0.layout.keyboard == event.layout.keyboard && $0.scrollOriginY == event.scrollOriginY
        } == true
        do { try timeline.append(event) } catch { failed = true; return }
        still.append(quiet)
        // Only edits made while the caret showed: an edit after a scroll that hid the caret
        // brings it back along the spring, a different story from "the caret hides while I type".
        let before = records.last?.snapshot
        shown.append(before.map { $0.caret != nil && $0.occludedBy.isEmpty && $0.keyboard != nil } ?? false)
        records.append(record)
        settled.append(max(settled.last ?? 0, record.time + event.transition.activeDuration))
    }

    /// Per edit frame (by its 1-based index): the smallest gap in its in-between frames with an
    /// input view up, and the covered time (one frame's length per covered frame).
    func editMotion() -> [Int: (gap: Double?, coveredMs: Double)] {
        var out: [Int: (gap: Double?, coveredMs: Double)] = [:]
        guard !failed else { return out }
        for (i, record) in records.enumerated()
        where record.frameEvent.isKeystroke && !timeline.events[i].transition.isImmediate {
            // Nothing moves: every in-between frame is the frame at rest, which the cell judges already.
            if still[i] || !shown[i] { continue }
            let end = min(i + 1 < records.count ? records[i + 1].time : settled[i], settled[i])
            let states = timeline.frames(from: record.time, to: end, fps: Self.fps).filter { $0.eventIndex == i && $0.keyboard != nil }
            let covered = states.filter { s in s.caret.map { c in c.intersects(s.button) || s.keyboard.map(c.intersects) == true } ?? false }
            out[record.index] = (states.compactMap(\.gapToButton).min(), Double(covered.count) * 1000 / Self.fps)
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
