import HarnessCore

/// The sheet's animated properties after some event.
struct SheetAnimatedState: Sendable {
    var scrollOrigin: AnimatedValue
    var content: AnimatedRect
    var titleSection: AnimatedRect
    var instructionsSection: AnimatedRect
    var button: AnimatedRect
    var keyboard: AnimatedRect
    var caretField: MotionField?
    var caretInSection: Rect?

    /// Everything at rest at the first event's layout.
    init(event: SheetMotionEvent, hiddenKeyboard: Rect) {
        let layout = event.layout
        scrollOrigin = AnimatedValue(event.scrollOriginY)
        content = AnimatedRect(layout.content)
        titleSection = AnimatedRect(layout.titleSection)
        instructionsSection = AnimatedRect(layout.instructionsSection)
        button = AnimatedRect(layout.button)
        keyboard = AnimatedRect(layout.keyboard ?? hiddenKeyboard)
        caretField = layout.caretField
        caretInSection = layout.caretInSection
    }

    /// Applies an event: the origin is assigned and its offsets added; frames are set through the
    /// transition; the caret (inside its field) jumps.
    mutating func apply(_ event: SheetMotionEvent, hiddenKeyboard: Rect) {
        let t = event.time, transition = event.transition, layout = event.layout
        scrollOrigin.assign(event.scrollOriginY, at: t)
        for offset in event.scrollOffsets {
            scrollOrigin.addAdditive(offset: offset, at: t, transition: transition)
        }
        content.set(layout.content, at: t, transition: transition)
        titleSection.set(layout.titleSection, at: t, transition: transition)
        instructionsSection.set(layout.instructionsSection, at: t, transition: transition)
        button.set(layout.button, at: t, transition: transition)
        keyboard.set(layout.keyboard ?? hiddenKeyboard, at: t, transition: transition)
        caretField = layout.caretField
        caretInSection = layout.caretInSection
    }
}

/// Events with their times, and the presented sheet at any instant: scroll origin, frames,
/// caret on screen and its gaps to the button and keyboard.
package struct SheetMotionTimeline: Sendable {
    package let screenSize: Size
    package private(set) var events: [SheetMotionEvent] = []
    private var states: [SheetAnimatedState] = []

    package init(screenSize: Size) {
        self.screenSize = screenSize
    }

    /// Where a hidden keyboard sits: just below the screen, so showing it slides its top up.
    private var hiddenKeyboard: Rect {
        let height = events.last?.layout.keyboard?.height ?? 0
        return Rect(x: 0, y: screenSize.height, width: screenSize.width, height: height)
    }

    /// Adds the next event; times must not go backwards.
    package mutating func append(_ event: SheetMotionEvent) throws(MotionError) {
        if let last = events.last, event.time < last.time {
            throw .eventsOutOfOrder(index: events.count, time: event.time, previous: last.time)
        }
        let hidden = hiddenKeyboard
        if var state = states.last {
            state.apply(event, hiddenKeyboard: hidden)
            states.append(state)
        } else {
            states.append(SheetAnimatedState(event: event, hiddenKeyboard: hidden))
        }
        events.append(event)
    }

    /// The index of the latest event at or before `time` (nil before the first).
    package func eventIndex(at time: Double) -> Int? {
        var low = 0, high = events.count
        while low < high {
            let mid = (low + high) / 2
            if events[mid].time <= time { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }

    /// The sheet on screen at `time`, nil before the first event.
    package func presentedState(at time: Double) -> PresentedSheetState? {
        guard let index = eventIndex(at: time) else { return nil }
        let state = states[index]
        let origin = state.scrollOrigin.presented(at: time)
        let content = state.content.presented(at: time).offsetBy(dx: 0, dy: -origin)
        let title = state.titleSection.presented(at: time).offsetBy(dx: content.minX, dy: content.minY)
        let instructions = state.instructionsSection.presented(at: time).offsetBy(dx: content.minX, dy: content.minY)
        var caret: Rect?
        if let field = state.caretField, let inSection = state.caretInSection {
            let section = field == .title ? title : instructions
            caret = inSection.offsetBy(dx: section.minX, dy: section.minY)
        }
        let keyboard = state.keyboard.presented(at: time)
        return PresentedSheetState(
            time: time, eventIndex: index, sinceEvent: time - events[index].time, scrollOriginY: origin,
            content: content, titleSection: title, instructionsSection: instructions,
            button: state.button.presented(at: time),
            keyboard: keyboard.minY < screenSize.height && keyboard.height > 0 ? keyboard : nil, caret: caret)
    }

    /// The states of the frames after event `index` at `fps` (frame k at event time + k / fps, k = 1...count),
    /// stopping before the next event; `count` defaults to the frames its transition lasts.
    package func frames(afterEvent index: Int, fps: Double = 60, count: Int? = nil) -> [PresentedSheetState] {
        guard events.indices.contains(index), fps > 0 else { return [] }
        let event = events[index]
        let total = count ?? Int((event.transition.activeDuration * fps).rounded(.up))
        let next = index + 1 < events.count ? events[index + 1].time : Double.infinity
        var result: [PresentedSheetState] = []
        result.reserveCapacity(max(total, 0))
        for k in stride(from: 1, through: total, by: 1) {
            let time = event.time + Double(k) / fps
            if time >= next { break }
            if let state = presentedState(at: time) { result.append(state) }
        }
        return result
    }

    /// How far the presented origin jumps (after minus before) when the additive offsets event
    /// `index` started are removed at the end of its transition: minus each offset times the
    /// curve's shortfall, summed; 0 for a curve that ends on its target.
    package func scrollJumpAtRemoval(afterEvent index: Int) -> Double {
        guard events.indices.contains(index) else { return 0 }
        let event = events[index]
        let shortfall = event.transition.isImmediate ? 0 : event.transition.curve.jumpAtRemoval(transitionDuration: event.transition.duration)
        return event.scrollOffsets.reduce(0) { $0 - $1 * shortfall }
    }

    /// The distinct curve names the events' transitions used, for reports.
    package var curveNames: [String] {
        var names: [String] = []
        for event in events where !event.transition.isImmediate && !names.contains(event.transition.curve.name) {
            names.append(event.transition.curve.name)
        }
        return names
    }
}
