import Foundation
import HarnessCore
import HarnessPasses
import HarnessRun
import HarnessScript
import HarnessScreens
import Synchronization

/// The progress of a run on standard error: on a terminal a live line (frames done/total,
/// frames a second, the current variant and scenario) redrawn at most ten times a second;
/// otherwise (a CI log) a plain line every thirty seconds, so a long run's log stays a few
/// lines (issue 25: a failing verify's whole output is bounded); nothing with `--quiet`.
package final class ProgressLine: FrameHandler {
    package enum Mode: Sendable { case live, periodic, off }

    package let mode: Mode
    package let total: Int
    private let state: Mutex<State>

    private struct State {
        var done = 0
        var variant = ""
        var scenario = ""
        var started = Date()
        var lastPrint = Date.distantPast
        var drewLive = false
    }

    package init(total: Int, quiet: Bool) {
        self.total = total
        mode = quiet ? .off : Console.stderrIsTerminal ? .live : .periodic
        state = Mutex(State())
    }

    /// The variant whose scenarios come next.
    package func setVariant(_ variant: String) { state.withLock { $0.variant = variant } }

    package func begin(_ scenario: Scenario) throws { state.withLock { $0.scenario = scenario.name } }

    package func handle(_ frame: ProducedFrame, of scenario: Scenario) throws {
        guard mode != .off else { return }
        let line: String? = state.withLock { s in
            s.done += 1
            let now = Date()
            let interval = mode == .live ? 0.1 : 30
            guard now.timeIntervalSince(s.lastPrint) >= interval || s.done == total else { return nil }
            s.lastPrint = now
            let elapsed = max(now.timeIntervalSince(s.started), 0.001)
            let rate = NumberText.fixed(Double(s.done) / elapsed, digits: 1)
            if mode == .live { s.drewLive = true }
            return "\(s.done)/\(total) frames, \(rate) frames/s, \(s.variant) \(s.scenario)"
        }
        guard let line else { return }
        if mode == .live {
            FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
        } else {
            Console.progress(line)
        }
    }

    package func finish(_ scenario: Scenario, document: FramesDocument) throws {}

    /// Ends the live line so the next output starts on its own line.
    package func close() {
        let drew = state.withLock { $0.drewLive }
        if drew { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}

extension PipelineObserver {
    /// The progress line's observer: the variant, every frame, and the renderer warning (the
    /// live line replaces the per-scenario lines).
    package init(_ progress: ProgressLine) {
        self.init(variantStarted: { progress.setVariant($0) }, handlers: [progress], rendererChanged: Console.rendererChanged)
    }
}
