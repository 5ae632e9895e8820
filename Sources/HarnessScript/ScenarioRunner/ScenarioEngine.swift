import HarnessScreens

/// A screen a scenario drives through the one scenario engine (`ScenarioEngine`): the stock
/// sheet (`StockSheet`) or a screen of your own views (`ViewScreenDriver`). It lives on the main
/// actor, as UIKit does; the engine hops there once an event.
@MainActor
package protocol ScenarioScreen {
    associatedtype Frame: ScenarioFrame
    /// Refuses a `prefill` of an input the screen cannot have (before it opens).
    func check(prefill field: FieldID) throws
    /// Opens a fresh screen, its animations beginning at `time`, with `prefill`'s text in its
    /// inputs; `mode` is the stock sheet's create or edit (nil: the screen's own `open`). The
    /// event, worded.
    mutating func open(_ mode: SheetMode?, prefill: [FieldID: String], at time: Double, line: Int) throws -> FrameEvent
    /// One event of a command on the open screen at `time`, where its animations begin; the
    /// event typed and worded.
    mutating func act(_ command: ScenarioCommand, at time: Double, line: Int) throws -> FrameEvent
    /// When everything the events so far animated has settled, no earlier than `time`.
    func settled(after time: Double) -> Double
    /// The scroll origin a `no-scroll` expectation compares with (0 before the screen opens).
    var scrollOrigin: Double { get }
    /// The frame the last event made, read off the tree.
    mutating func frame(_ header: FrameHeader, event: FrameEvent, scrollOriginBefore: Double) throws -> Frame
}

extension ScenarioScreen {
    package func check(prefill field: FieldID) throws {}
}

/// A frame the engine hands on, once its `expect` lines are judged.
package protocol ScenarioFrame: Sendable {
    /// An `expect` line after the frame: judged at once, or kept until the motion is known.
    mutating func expect(_ expectation: Expectation, line: Int)
    /// The next event comes at `time` (nil: the run is over): the frame's motion ends there and
    /// whatever waited for it is judged.
    mutating func complete(nextEventAt time: Double?)
}

/// What the engine knows of a frame before the screen reads it.
package struct FrameHeader: Sendable {
    /// 1-based position in the run.
    package let index: Int
    /// `sSSS-PPP-slug` or the name a `frame` line gave (`FrameNames`).
    package let name: String
    package let step: Int
    package let stepText: String
    /// The scenario line of the event.
    package let line: Int
    /// The event's time in seconds from the run's start.
    package let time: Double
    /// The `wait` written before the event, nil when it waited for the last one to settle.
    package let waited: Double?
}

/// The one scenario engine: walks a scenario's lines on a screen, one frame per event, and
/// pulls frames one at a time so that a long scenario never holds more than one.
///
/// The run has a clock: the first event comes at 0 (or at its `wait`), each next one once
/// everything the last one animated has settled, or `wait S` after it. `step` lines name the
/// frames after them, `prefill` lines fill the next `open`'s inputs, `expect` lines go to the
/// frame before them.
package struct ScenarioEngine<Screen: ScenarioScreen> {
    private let scenario: Scenario
    private let limits: RunLimits
    package private(set) var screen: Screen
    private var index = 0
    private var started = false
    private var finished = false
    private var ready: [Screen.Frame] = []
    private var pending: Screen.Frame?
    private var step = 0
    private var stepText = ""
    private var prefill: [FieldID: String] = [:]
    private var wait: Double?
    private var lastEvent: Double?
    private var frameCount = 0

    package init(scenario: Scenario, screen: Screen, limits: RunLimits) {
        self.scenario = scenario
        self.screen = screen
        self.limits = limits
    }

    /// Changes the screen before the run starts (an observer of the sheet's events).
    package mutating func configure(_ change: (inout Screen) -> Void) {
        change(&screen)
    }

    /// The next frame, or nil after the last. The first call refuses a scenario that makes more
    /// frames than `RunLimits.maxFrames`, before any frame is made.
    package mutating func next() throws -> Screen.Frame? {
        if !started {
            started = true
            if let error = limits.check(scenario) { throw error }
        }
        let lines = scenario.lines
        while ready.isEmpty, !finished {
            if index == lines.count {
                complete(nextEventAt: nil)
                finished = true
                break
            }
            let line = lines[index]
            index += 1
            try apply(line)
        }
        return ready.isEmpty ? nil : ready.removeFirst()
    }

    /// Every frame of the run, in order.
    package mutating func all() throws -> [Screen.Frame] {
        var frames: [Screen.Frame] = []
        while let frame = try next() { frames.append(frame) }
        return frames
    }

    private mutating func apply(_ line: ScenarioLine) throws {
        switch line.command {
        case .name, .frame:
            return
        case .expect(let expectation):
            // take(): the pending frame is moved out, not copied, so each `expect` costs the same.
            if var frame = pending.take() {
                frame.expect(expectation, line: line.line)
                pending = frame
            }
            return
        case .wait(let seconds):
            wait = seconds
            return
        case .step(let n, let text):
            (step, stepText) = (n, text)
            return
        case .prefill(let field, let text):
            let screen = MainThreadBox(value: self.screen)
            try MainActorHop.sync { try screen.value.check(prefill: field) }
            prefill[field] = text
            return
        default:
            break
        }
        defer { wait = nil }
        for name in line.frameNames { try event(name, line) }
    }

    /// One event and its frame, in one hop to the main actor, where UIKit runs.
    private mutating func event(_ name: String, _ line: ScenarioLine) throws {
        // The caller waits for the hop: the screen is never used on two threads at once.
        let held = MainThreadBox(value: Held(self.screen))
        let (last, wait, prefill) = (lastEvent, self.wait, self.prefill)
        let (step, stepText, index) = (self.step, self.stepText, frameCount + 1)
        let (time, frame) = try MainActorHop.sync { () throws -> (Double, Screen.Frame) in
            var screen = held.value.value
            defer { held.value.value = screen }
            let time = last.map { t in wait.map { t + $0 } ?? screen.settled(after: t) } ?? (wait ?? 0)
            let before = screen.scrollOrigin
            let event = if case .open(let mode) = line.command {
                try screen.open(mode, prefill: prefill, at: time, line: line.line)
            } else {
                try screen.act(line.command, at: time, line: line.line)
            }
            let header = FrameHeader(index: index, name: name, step: step, stepText: stepText, line: line.line, time: time,
                                     waited: wait)
            return (time, try screen.frame(header, event: event, scrollOriginBefore: before))
        }
        screen = held.value.value
        if case .open = line.command { self.prefill = [:] }
        complete(nextEventAt: time)
        lastEvent = time
        frameCount += 1
        pending = frame
    }

    private mutating func complete(nextEventAt time: Double?) {
        guard var frame = pending.take() else { return }
        frame.complete(nextEventAt: time)
        ready.append(frame)
    }
}

/// A value the main actor's closure changes in place for the caller waiting on it.
private final class Held<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
