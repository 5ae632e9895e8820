/// The run's clock: when each event happens.
///
/// By default an event happens once the previous events' animations have settled (the latest
/// end of their transitions), so the frame at rest is what a person sees before the next
/// event. A `wait S` line puts the next command's events S seconds after the event before each
/// of them instead, settled or not: `wait 0.1` then `newline 3` is three newlines 0.1 s apart,
/// each starting while the last one's 0.4 s spring still runs (issue 14 models that motion).
/// The first event happens at 0 s, or at S after a leading `wait S`.
struct RunTimeline {
    private var lastEvent: Double?
    private var settledAt = 0.0
    /// The `wait` that applies to the events of the current command.
    private(set) var wait: Double?

    /// A `wait S` line: the next command's events come S seconds apart.
    mutating func setWait(_ seconds: Double) {
        wait = seconds
    }

    /// After a command's events: its `wait` is used up.
    mutating func endCommand() {
        wait = nil
    }

    /// The time of the next event.
    func nextEventTime() -> Double {
        guard let last = lastEvent else { return wait ?? 0 }
        return wait.map { last + $0 } ?? max(last, settledAt)
    }

    /// Records an event at `time` whose transition animates for `duration` seconds.
    mutating func record(eventAt time: Double, animating duration: Double) {
        lastEvent = time
        settledAt = max(settledAt, time + duration)
    }
}
