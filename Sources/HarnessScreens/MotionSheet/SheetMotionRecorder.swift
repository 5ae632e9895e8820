import HarnessCore
import UIKit

/// Reads the model after each event and turns it into a `SheetMotionEvent`: the origin the
/// design assigned, the additive offsets its transition logged, and the frames the update set.
@MainActor
package struct SheetMotionRecorder {
    /// The curve every animated transition follows in this run (the spring unless replaced).
    package let curve: any TimingCurve
    private var lastUpdateCount: Int?
    private var loggedAnimations = 0

    package nonisolated init(curve: any TimingCurve = SpringCurve.codebase) {
        self.curve = curve
    }

    /// The event the screen's latest change makes, at `time` seconds. An event that ran no update
    /// (a manual scroll) is immediate: the origin jumps.
    package mutating func event(from screen: TextStyleEditScreen, at time: Double, label: String) -> SheetMotionEvent {
        let ranUpdate = lastUpdateCount != screen.updateCount
        let wasFirst = lastUpdateCount == nil
        lastUpdateCount = screen.updateCount
        let animation = screen.lastTransition.animation
        var transition = MotionTransition.immediate
        var offsets: [Double] = []
        if ranUpdate && !wasFirst && !animation.isImmediate {
            // The model names the focus and keyboard transitions easeInOut(0.5); motion.md says both
            // run the 0.5 s spring. Every animated transition takes this run's curve, at its duration.
            transition = MotionTransition(duration: animation.duration, curve: curve)
            offsets = screen.lastScrollOffsets
        }
        return SheetMotionEvent(time: time, label: label, transition: transition,
                                scrollOriginY: Double(screen.sheet.scrollView.bounds.origin.y),
                                scrollOffsets: offsets, layout: Self.layout(of: screen))
    }

    /// The frames the sheet's view tree holds now.
    package static func layout(of screen: TextStyleEditScreen) -> SheetLayout {
        let content = screen.content
        var caretField: MotionField?
        var caretInSection: Rect?
        if let field = screen.focusedField {
            let section = screen.section(field)
            let textView = screen.textView(field)
            let rect = screen.caretRect(field)
            if !rect.isNull {
                caretField = field == .title ? .title : .instructions
                caretInSection = Rect(textView.convert(rect, to: section))
            }
        }
        return SheetLayout(content: Rect(content.frame), titleSection: Rect(screen.section(.title).frame),
                           instructionsSection: Rect(screen.section(.instructions).frame), button: screen.sheet.buttonRect,
                           keyboard: screen.sheet.keyboardRect, caretField: caretField, caretInSection: caretInSection)
    }

}
