/// Pulls a scenario's frames: each `next()` applies lines until a frame is complete (its
/// `expect` lines checked), so a caller can batch frames without holding the whole run.
public struct FrameIterator {
    private let lines: [ScenarioLine]
    private var session: RunSession
    private var index = 0
    private var ready: [RunFrame] = []
    private var finished = false

    init(lines: [ScenarioLine], session: RunSession) {
        self.lines = lines
        self.session = session
    }

    /// The next frame, or nil after the last.
    public mutating func next() throws -> RunFrame? {
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
