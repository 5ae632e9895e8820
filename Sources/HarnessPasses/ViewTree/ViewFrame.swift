import Foundation
import HarnessCore
import HarnessRun
import HarnessScript
import HarnessScreens
import UIKit

/// What the tree shows at one moment: the caret, what covers it, the gap.
package struct ViewMoment: Sendable {
    /// Seconds after the event (0 for the frame at rest, which is the model's final state).
    package let ms: Double
    /// True when an input has focus.
    package let hasCaret: Bool
    package let gap: Double?
    package let caretVisible: Bool
    package let hiddenBy: [String]
    /// The same, typed for frames.json (`CaretScene.occluders`).
    package let occluders: [Occluder]
}

/// One event of a script on a view screen: what the tree showed after it (at rest), the
/// frame's display list, and the moments of the motion that led there.
package struct ViewFrame: Sendable {
    /// The frame as the run describes every frame (frames.json's entry): the event, what the
    /// tree showed, and each `expect` after it judged on the tree (after the run).
    package var result: FrameResult
    /// The tree painted at rest by `UIViewPainter`.
    package let displayList: DisplayList
    /// What the pixel side measures the gap to (`PixelObstacle`), decided from the tree.
    package let obstacle: PixelObstacle
    package let rest: ViewMoment
    /// The in-between moments after the event (event time + k / fps, until the next event or
    /// until every animation of the timeline and the keyboard settled).
    package var motion: [ViewMoment] = []
    /// The `expect` lines after the event, judged once the next event's time cuts the motion
    /// (`complete(nextEventAt:)`).
    var expects: [(line: Int, expectation: Expectation)] = []

    package var name: String { result.name }
    package var line: Int { result.line }
    package var gap: Double? { rest.gap }
    package var caretVisible: Bool { rest.caretVisible }
    package var hiddenBy: [String] { rest.hiddenBy }
    package var scrollOriginBefore: Double { result.scrollOriginBefore }
    package var scrollOrigin: Double { result.scrollOriginY }
    /// Each `expect` after the event that failed: (line, expectation as written, message).
    package var failures: [(line: Int, expect: String, message: String)] {
        result.expectations.filter { !$0.passed }.map { ($0.line, $0.expect, $0.message) }
    }
}

extension ViewMoment {
    /// The moment `scene` shows (nil: nothing has focus).
    @MainActor
    init(ms: Double, scene: CaretScene?) {
        self.ms = ms
        hasCaret = scene != nil
        gap = scene?.gap.map(Double.init)
        caretVisible = scene?.isCaretVisible ?? false
        hiddenBy = scene?.hiddenBy ?? ["no focused input"]
        occluders = scene?.occluders ?? []
    }
}

extension ViewMoment {
    /// The moment as the judge reads it (`ExpectationChecker`): no design runs on a view screen.
    func facts(scrollOriginBefore: Double, scrollOrigin: Double) -> CaretFacts {
        CaretFacts(ms: ms, scrollOriginBefore: scrollOriginBefore, scrollOrigin: scrollOrigin, hasCaret: hasCaret, gap: gap,
                   hiddenBy: hasCaret ? hiddenBy : [], designRule: nil)
    }
}

extension ViewFrame: ScenarioFrame {
    /// Kept until the next event ends the motion (`during motion` needs it).
    package mutating func expect(_ expectation: Expectation, line: Int) {
        expects.append((line, expectation))
    }

    /// The motion ends where the next event begins; then every `expect` after the frame is judged.
    package mutating func complete(nextEventAt time: Double?) {
        if let time, let start = result.time { motion.removeAll { $0.ms >= (time - start) * 1000 - 1e-6 } }
        result.expectations = expects.map { ExpectationOutcome(judge($0.expectation, line: $0.line)) }
    }
}

extension ViewFrame {
    /// `expectation` judged on the frame: at rest, or `during motion` over every moment after the
    /// event and the frame at rest, by the one judge (`ExpectationChecker`).
    func judge(_ expectation: Expectation, line: Int) -> ExpectationResult {
        let facts = { (m: ViewMoment) in m.facts(scrollOriginBefore: self.scrollOriginBefore, scrollOrigin: self.scrollOrigin) }
        if expectation.scope == .duringMotion {
            return ExpectationChecker.checkDuringMotion(expectation, moments: motion.map(facts), rest: facts(rest), line: line)
        }
        return ExpectationChecker.check(expectation, on: facts(rest), line: line)
    }
}

extension CaretScene {
    /// What the pixel measurer can measure this scene's gap to: the keyboard (its colour is the
    /// measurer's), a cover filled with the tint (the measurer's "button"), or nothing it knows
    /// by colour. A caret not drawn in the tint is not found by the measurer at all.
    func pixelObstacle(traits: UITraitCollection) -> PixelObstacle {
        let tint = UIColor.systemBlue.color(in: traits)
        let caretColour = (responder as? UITextView)?.tintColor ?? (responder as? UITextField)?.tintColor
        guard caretColour?.color(in: traits) == tint else { return .notMeasured("the caret is not drawn in the tint") }
        let nearestCover = covers.first { $0.frame.minY >= caret.minY }
        if let keyboard, nearestCover.map({ keyboard.minY <= $0.frame.minY }) ?? true { return .keyboard }
        guard let cover = nearestCover else { return .notMeasured("nothing below the caret") }
        if cover.view.backgroundColor?.color(in: traits) == tint { return .button }
        return .notMeasured("the nearest view below the caret, \(cover.name), is not filled with the tint")
    }

    /// The model's occluders for frames.json: the keyboard, a cover (as `button`), clipping (as `offScreen`).
    var occluders: [Occluder] {
        var found: [Occluder] = []
        if covers.contains(where: { $0.frame.intersects(caret) }) { found.append(.button) }
        if let keyboard, keyboard.intersects(caret) { found.append(.keyboard) }
        if visibleCaret.isNull || visibleCaret.height < caret.height - 0.5 { found.append(.offScreen) }
        return found
    }
}

extension JSONRect {
    init(_ r: CGRect) {
        self.init(Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)))
    }
}
