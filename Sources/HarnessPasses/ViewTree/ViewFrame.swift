import Foundation
import HarnessCore
import HarnessRun
import HarnessScript
import HarnessScreens
import UIKit

/// What the tree shows at one moment: the caret, what covers it, the gap.
public struct ViewMoment: Sendable {
    /// Seconds after the event (0 for the frame at rest, which is the model's final state).
    public let ms: Double
    public let gap: Double?
    public let caretVisible: Bool
    public let hiddenBy: [String]
    /// The same, typed for frames.json (`CaretScene.occluders`).
    public let occluders: [Occluder]
}

/// One event of a script on a view screen: what the tree showed after it (at rest), the
/// frame's display list, and the moments of the motion that led there.
public struct ViewFrame: Sendable {
    /// The frame as the run describes every frame (frames.json's entry): the event, what the
    /// tree showed, and each `expect` after it judged on the tree (after the run).
    public var result: FrameResult
    /// The tree painted at rest by `UIViewPainter`.
    public let displayList: DisplayList
    /// What the pixel side measures the gap to (`PixelObstacle`), decided from the tree.
    public let obstacle: PixelObstacle
    public let rest: ViewMoment
    /// The in-between moments after the event (event time + k / fps, until the next event or
    /// until every animation of the timeline and the keyboard settled).
    public var motion: [ViewMoment] = []
    /// The `expect` lines after the event, judged once the run is over (`during motion` needs
    /// the motion, which the next event's time cuts).
    var expects: [(line: Int, expectation: Expectation)] = []

    public var name: String { result.name }
    public var line: Int { result.line }
    public var gap: Double? { rest.gap }
    public var caretVisible: Bool { rest.caretVisible }
    public var hiddenBy: [String] { rest.hiddenBy }
    public var scrollOriginBefore: Double { result.scrollOriginBefore }
    public var scrollOrigin: Double { result.scrollOriginY }
    /// Each `expect` after the event that failed: (line, expectation as written, message).
    public var failures: [(line: Int, expect: String, message: String)] {
        result.expectations.filter { !$0.passed }.map { ($0.line, $0.expect, $0.message) }
    }
}

extension ViewMoment {
    /// The moment `scene` shows (nil: nothing has focus).
    @MainActor
    init(ms: Double, scene: CaretScene?) {
        self.ms = ms
        gap = scene?.gap.map(Double.init)
        caretVisible = scene?.isCaretVisible ?? false
        hiddenBy = scene?.hiddenBy ?? ["no focused input"]
        occluders = scene?.occluders ?? []
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
