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
    package let timeline: SheetMotionTimeline
    /// The kind of each of the timeline's events, in the same order.
    package let eventKinds: [EventKind]
}

/// Runs a scenario through the model a second time with an observer: after each event it reads
/// the sheet's views into a `SheetMotionEvent` (`SheetMotionRecorder`), and, when drawing, paints
/// the event's candidate in-between frames while the model still holds that event's text and caret.
package struct MotionPass {
    package let variant: Variant
    package let appearance: Appearance
    package let avoidance: String
    package let fps: Double
    package let curve: any TimingCurve
    /// Paint the in-between frames (`run --motion`); false computes the model's states only.
    package let draws: Bool

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
        var recorder: SheetMotionRecorder
        var timeline: SheetMotionTimeline
        var records: [FrameRecord] = []
        var lists: [[DisplayList]] = []
        var settleTimes: [Double] = []
        var failure: (any Error)?
        init(curve: any TimingCurve, screen: Size) {
            recorder = SheetMotionRecorder(curve: curve)
            timeline = SheetMotionTimeline(screenSize: screen)
        }
    }

    package func run(_ scenario: Scenario) throws -> ScenarioMotion {
        var runner = ScenarioRunner(variant: variant, appearance: appearance, avoidance: avoidance)
        runner.draws = false
        var frames = runner.frames(of: scenario)
        let collector = Collector(curve: curve, screen: variant.device.screen)
        let fps = self.fps, draws = self.draws, appearance = self.appearance
        // The observer runs inside the run's hop to the main actor, while this thread waits.
        let box = MainThreadBox(value: collector)
        frames.observeEvents { screen, record in
            let collector = box.value
            guard collector.failure == nil else { return }
            do {
                let event = collector.recorder.event(from: screen, at: record.time, label: record.eventDescription)
                try collector.timeline.append(event)
                let settled = max(collector.settleTimes.last ?? 0, record.time + event.transition.activeDuration)
                collector.settleTimes.append(settled)
                collector.records.append(record)
                var lists: [DisplayList] = []
                if draws, !event.transition.isImmediate {
                    let index = collector.timeline.events.count - 1
                    for state in collector.timeline.frames(from: record.time, to: settled, fps: fps) where state.eventIndex == index {
                        lists.append(PresentedPainting.paint(screen, at: state, appearance: appearance))
                    }
                }
                collector.lists.append(lists)
            } catch {
                collector.failure = error
            }
        }
        while try frames.next() != nil {}
        if let failure = collector.failure { throw failure }
        var events: [EventMotion] = []
        let timeline = collector.timeline
        for (i, record) in collector.records.enumerated() where !timeline.events[i].transition.isImmediate {
            let end = i + 1 < collector.records.count ? collector.records[i + 1].time : collector.settleTimes[i]
            let states = timeline.frames(from: record.time, to: min(end, collector.settleTimes[i]), fps: fps)
                .filter { $0.eventIndex == i }
            let lists = draws ? Array(collector.lists[i].prefix(states.count)) : []
            events.append(EventMotion(name: record.name, index: record.index, time: record.time, hint: record.hint,
                                      kind: record.event, states: states, displayLists: lists))
        }
        return ScenarioMotion(curveName: curve.name, fps: fps, events: events, timeline: timeline,
                              eventKinds: collector.records.map(\.event))
    }
}
