import HarnessScreens

/// Pulls a scenario's frames: each `next()` applies lines until a frame is complete (its
/// `expect` lines checked), so a caller can batch frames without holding the whole run.
/// Linear in the number of lines: each `expect` is appended to the pending frame in place.
package struct FrameIterator {
    private let scenario: Scenario
    private let limits: RunLimits
    private var session: RunSession
    private var index = 0
    private var ready: [RunFrame] = []
    private var started = false
    private var finished = false

    init(scenario: Scenario, session: RunSession, limits: RunLimits) {
        self.scenario = scenario
        self.session = session
        self.limits = limits
    }

    /// Calls `observer` after each event with the screen (before its frame is painted) and the
    /// event's record: how the motion pass reads the sheet's views between events.
    package mutating func observeEvents(_ observer: @escaping @MainActor (TextStyleEditScreen, FrameRecord) -> Void) {
        session.observer = observer
    }

    /// The next frame, or nil after the last. The first call refuses a scenario that makes more
    /// frames than `RunLimits.maxFrames`, before any frame is made.
    package mutating func next() throws -> RunFrame? {
        if !started {
            started = true
            if let error = limits.check(scenario) { throw error }
        }
        let lines = scenario.lines
        while ready.isEmpty, !finished {
            if index == lines.count {
                try session.flush { ready.append($0) }
                finished = true
                break
            }
            let line = lines[index]
            index += 1
            if case .expect(let expectation) = line.command {
                // take(): the pending frame is moved out, not copied, so appending does not copy
                // its expectations each time (that made n `expect` lines cost n squared).
                if var frame = session.pending.take() {
                    frame.record.expectations.append(ExpectationChecker.check(expectation, on: frame.record, line: line.line))
                    session.pending = frame
                }
            } else {
                try session.apply(line) { ready.append($0) }
            }
        }
        return ready.isEmpty ? nil : ready.removeFirst()
    }
}
