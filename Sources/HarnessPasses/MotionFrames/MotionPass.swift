import HarnessCore
import HarnessScreens
import HarnessScript

/// One event's in-between frames: the presented states (model) and, when drawing, their display lists.
package struct EventMotion: Sendable {
    /// The frame at rest the event made (its PNG's base name).
    package let name: String
    package let index: Int
    package let time: Double
    package let hint: Hint
    /// The kind of event that made it.
    package let kind: EventKind
    /// The states at event time + k / fps (k = 1, 2, ...) until the next event or until every
    /// running animation settled, whichever comes first.
    package let states: [PresentedSheetState]
    /// The display lists of those states, when the pass draws (same count as `states`).
    package let displayLists: [DisplayList]
}

/// The model's motion over a whole scenario.
package struct ScenarioMotion: Sendable {
    package let curveName: String
    package let fps: Double
    /// Events that animate (an immediate event has no in-between frames), in run order.
    package let events: [EventMotion]
    /// The kind of each event of the run, in run order.
    package let eventKinds: [EventKind]
    /// Whether each event's update started an additive scroll (the design's recentering).
    package let eventScrolls: [Bool]
    /// For each event that animates nothing, its frames at rest, when the pass was asked for
    /// them (`MotionPass.stillFrames`), by the event's 0-based position.
    package let still: [Int: [PresentedSheetState]]
}

/// Runs a scenario through the model a second time with an observer: after each event it reads
/// what the event started off the sheet's animation timeline (`SheetMotionReader`) and the
/// presented states until it settles, and, when drawing, paints them while the tree still holds
/// that event's text and caret.
package struct MotionPass {
    package let variant: Variant
    package let appearance: Appearance
    package let avoidance: String
    package let fps: Double
    package let curve: any TimingCurve
    /// Paint the in-between frames (`run --motion`); false computes the model's states only.
    package let draws: Bool
    /// Frames read after an event that animates nothing (an approach that jumps: compare's
    /// chart draws them flat); 0 reads none.
    package var stillFrames = 0

    package init(variant: Variant, appearance: Appearance, avoidance: String = "design", fps: Double = 60,
                curve: any TimingCurve = SpringCurve.codebase, draws: Bool) {
        self.variant = variant
        self.appearance = appearance
        self.avoidance = avoidance
        self.fps = fps
        self.curve = curve
        self.draws = draws
    }

    private final class Collector {
        var reader: SheetMotionReader
        var records: [FrameRecord] = []
        var events: [SheetMotionEvent] = []
        var states: [[PresentedSheetState]] = []
        var lists: [[DisplayList]] = []
        var still: [Int: [PresentedSheetState]] = [:]
        init(curve: any TimingCurve) {
            reader = SheetMotionReader(spring: curve)
        }
    }

    package func run(_ scenario: Scenario) throws -> ScenarioMotion {
        var runner = ScenarioRunner(variant: variant, appearance: appearance, avoidance: avoidance)
        runner.draws = false
        var frames = runner.frames(of: scenario)
        let collector = Collector(curve: curve)
        let fps = self.fps, draws = self.draws, appearance = self.appearance, curve = self.curve, stillFrames = self.stillFrames
        // The observer runs inside the run's hop to the main actor, while this thread waits.
        let box = MainThreadBox(value: collector)
        frames.observeEvents { screen, record in
            let collector = box.value
            let event = collector.reader.event(on: screen, at: record.time)
            var states: [PresentedSheetState] = []
            var lists: [DisplayList] = []
            if event.animates {
                states = collector.reader.states(of: screen, after: event, until: event.settles, fps: fps)
                if draws {
                    let painter = SheetPainter(screen: screen, appearance: appearance)
                    lists = states.map { painter.paint(at: $0.time, spring: curve) }
                }
            } else if stillFrames > 0 {
                collector.still[collector.events.count] = collector.reader.states(
                    of: screen, after: event, until: event.time + Double(stillFrames) / fps, fps: fps)
            }
            collector.records.append(record)
            collector.events.append(event)
            collector.states.append(states)
            collector.lists.append(lists)
        }
        while try frames.next() != nil {}
        var events: [EventMotion] = []
        let records = collector.records
        // The next event changes the tree: an event's frames stop before it.
        func beforeNext(_ i: Int, _ states: [PresentedSheetState]) -> [PresentedSheetState] {
            let next = i + 1 < records.count ? records[i + 1].time : Double.infinity
            return states.filter { $0.time < next }
        }
        for (i, record) in records.enumerated() where collector.events[i].animates {
            let states = beforeNext(i, collector.states[i])
            let lists = draws ? Array(collector.lists[i].prefix(states.count)) : []
            events.append(EventMotion(name: record.name, index: record.index, time: record.time, hint: record.hint,
                                      kind: record.event, states: states, displayLists: lists))
        }
        let still = Dictionary(uniqueKeysWithValues: collector.still.map { ($0.key, beforeNext($0.key, $0.value)) })
        return ScenarioMotion(curveName: curve.name, fps: fps, events: events, eventKinds: records.map(\.event),
                              eventScrolls: collector.events.map { !$0.scrollOffsets.isEmpty }, still: still)
    }
}
