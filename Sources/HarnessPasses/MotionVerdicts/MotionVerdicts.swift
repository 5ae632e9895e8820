import HarnessCore
import HarnessRun
import HarnessScript

/// Judges the frames at rest by their motion: `during motion` expectations over the in-between
/// frames (model side always; pixel side where the frames were drawn), the design warning of a
/// tracked edit whose caret is covered for part of the motion, and `FrameResult.motion`.
package enum MotionVerdicts {
    /// `document` with each frame judged by the in-between frames after its event (by frame
    /// name; none for a frame whose event animated nothing) and, when drawn, its APNG's name.
    package static func apply(inBetween: [String: [InBetweenFrame]], apngs: [String: String] = [:], to document: FramesDocument,
                             curve: String, fps: Double, drawn: Bool) -> FramesDocument {
        var document = document
        document.frames = document.frames.map { frame in
            judge(frame, inBetween: inBetween[frame.name] ?? [], apng: drawn ? apngs[frame.name] : nil, curve: curve, fps: fps,
                  drawn: drawn)
        }
        return document
    }

    static func judge(_ frame: FrameResult, inBetween frames: [InBetweenFrame], apng: String?, curve: String, fps: Double,
                      drawn: Bool) -> FrameResult {
        var frame = frame
        let story = MotionStory(frames: frames, fps: fps, curve: curve)
        var warning: String?
        if frame.hint == .textChanged, story.coveredMs > 0, frame.frameEvent.isKeystroke {
            warning = "design warning during motion: " + story.coverage
        }
        let measured = frames.compactMap(\.measuredGap)
        frame.motion = FrameMotion(
            curve: curve, fps: fps, frames: frames.count, smallestGap: story.smallest?.gap, smallestGapMs: story.smallest?.ms,
            smallestMeasuredGap: measured.min(), coveredMs: story.coveredMs, coveredBy: story.coveredBy,
            apng: apng, warning: warning, inBetween: frames)
        let otherFailed = frame.expectations.contains { !$0.passed && $0.expectation?.scope != .duringMotion }
        let goldenFailed = frame.verdict == .fail && !frame.expectations.contains { !$0.passed }
        frame.expectations = frame.expectations.map { outcome in
            guard let expectation = outcome.expectation, expectation.scope == .duringMotion else { return outcome }
            return judge(expectation, line: outcome.line, frame: frame, story: story, drawn: drawn && !frames.isEmpty)
        }
        if otherFailed || goldenFailed || frame.expectations.contains(where: { !$0.passed }) {
            frame.verdict = .fail
        } else if warning != nil {
            frame.verdict = .designWarning
        } else if frame.verdict == .fail {
            frame.verdict = frame.hint == .textChanged && frame.designRuleSatisfied && !frame.occludedBy.isEmpty ? .designWarning : .pass
        }
        return frame
    }

    /// A `during motion` expectation over the in-between frames and the frame at rest: the
    /// model's verdict by the one judge (`ExpectationChecker.checkDuringMotion`) over their facts,
    /// and, where the frames were drawn, the gap the pixels measured in each.
    static func judge(_ expectation: Expectation, line: Int, frame: FrameResult, story: MotionStory, drawn: Bool)
        -> ExpectationOutcome
    {
        let moments = story.frames.map { f in
            CaretFacts(ms: f.ms, scrollOriginBefore: frame.scrollOriginBefore, scrollOrigin: f.scrollOriginY, hasCaret: f.caret != nil,
                       gap: f.gap, hiddenBy: f.occludedBy.map(\.rawValue), designRule: nil)
        }
        let rest = CaretFacts(scrollOriginBefore: frame.scrollOriginBefore, scrollOrigin: frame.scrollOriginY,
                              hasCaret: frame.caret != nil, gap: frame.caretGapToButton, hiddenBy: frame.occludedBy.map(\.rawValue),
                              designRule: frame.designRuleSatisfied)
        let result = ExpectationOutcome(ExpectationChecker.checkDuringMotion(expectation, moments: moments, rest: rest, line: line))
        guard drawn, case .caretGap(let wanted, _) = expectation else { return result }
        let measured = story.frames.filter { $0.occludedBy.isEmpty }
        let gaps = measured.compactMap(\.measuredGap) + [frame.measuredGap?.gap].compactMap { $0 }
        let missing = measured.count - measured.compactMap(\.measuredGap).count
        let bad = gaps.filter { !wanted.admits($0) }
        return result.adding(passed: bad.isEmpty && missing == 0 && !gaps.isEmpty,
                             pixels: .overMotion(smallest: gaps.min(), frames: gaps.count, unmeasured: missing))
    }
}

package func ms(_ value: Double) -> String { NumberText.fixed(value, digits: 1) + " ms" }
