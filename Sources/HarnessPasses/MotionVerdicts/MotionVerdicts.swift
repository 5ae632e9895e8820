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

    /// A `during motion` expectation over the in-between frames and the frame at rest.
    static func judge(_ expectation: Expectation, line: Int, frame: FrameResult, story: MotionStory, drawn: Bool)
        -> ExpectationOutcome
    {
        let restGap = frame.caretGapToButton
        func outcome(_ passed: Bool, _ message: String, details: [String] = []) -> ExpectationOutcome {
            ExpectationOutcome(expectation: expectation, line: line, passed: passed, modelMessage: message, details: details)
        }
        guard frame.caret != nil else { return outcome(false, "no caret: no field has focus") }
        let over = story.frames.isEmpty
            ? "no animation after this event: checked at rest"
            : "over \(story.frames.count) in-between frames at \(NumberText.fixed(story.fps, digits: 0)) fps and the frame at rest, curve \(story.curve)"
        switch expectation {
        case .caretGap(let wanted, _):
            var gaps = story.frames.compactMap { f in f.gap.map { ($0, f.ms) } }
            if let restGap { gaps.append((restGap, story.restMs)) }
            guard let smallest = gaps.min(by: { $0.0 < $1.0 }) else { return outcome(false, "no caret gap in any frame") }
            let firstBad = gaps.first { !wanted.admits($0.0) }
            let message = "smallest model gap \(NumberText.pt(smallest.0)) at \(ms(smallest.1)) \(over), expected \(wanted.explanation)"
            let details = firstBad.map { ["first outside at \(ms($0.1)) (\(NumberText.pt($0.0)))"] } ?? []
            var result = outcome(firstBad == nil, message, details: details)
            if drawn {
                let measured = story.frames.filter { $0.occludedBy.isEmpty }
                let gaps = measured.compactMap(\.measuredGap) + [frame.measuredGap?.gap].compactMap { $0 }
                let missing = measured.count - measured.compactMap(\.measuredGap).count
                let bad = gaps.filter { !wanted.admits($0) }
                result = result.adding(passed: bad.isEmpty && missing == 0 && !gaps.isEmpty,
                                       pixels: .overMotion(smallest: gaps.min(), frames: gaps.count, unmeasured: missing))
            }
            return result
        case .caretVisible:
            let restCovered = !frame.occludedBy.isEmpty
            if story.coveredMs == 0 && !restCovered {
                return outcome(true, "caret uncovered \(over)", details: story.smallest.map { ["smallest gap \(NumberText.pt($0.gap)) at \(ms($0.ms))"] } ?? [])
            }
            var parts = story.coveredMs > 0 ? story.coverageParts : ["covered at rest"]
            if restCovered { parts.append("at rest covered by \(frame.occludedBy.map(\.rawValue).joined(separator: ", "))") }
            parts[parts.count - 1] += " (\(over))"
            return outcome(false, parts[0], details: Array(parts.dropFirst()))
        default:
            return outcome(false, "\(expectation.text) has no during-motion form")
        }
    }
}

package func ms(_ value: Double) -> String { NumberText.fixed(value, digits: 1) + " ms" }
