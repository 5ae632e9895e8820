import HarnessCore
import UIKit

/// What is on screen at one instant, in screen points (the scroll view fills the screen, so its
/// coordinates less the presented origin are the screen's).
package struct PresentedSheetState: Sendable, Hashable {
    package let time: Double
    /// Seconds since the event whose motion this instant belongs to.
    package let sinceEvent: Double
    package let scrollOriginY: Double
    package let content: Rect
    package let titleSection: Rect
    package let instructionsSection: Rect
    package let button: Rect
    /// The keyboard's part on screen (nil: below the screen).
    package let keyboard: Rect?
    package let caret: Rect?

    /// button.minY - caret.maxY (negative: the caret's bottom is under the button's top).
    package var gapToButton: Double? { caret.map { button.minY - $0.maxY } }
    /// keyboard.minY - caret.maxY, nil without a keyboard or caret.
    package var gapToKeyboard: Double? {
        guard let caret, let keyboard else { return nil }
        return keyboard.minY - caret.maxY
    }
}

/// What one event started on the sheet's animation timeline.
package struct SheetMotionEvent: Sendable {
    package let time: Double
    /// False when the event ran no animated update (a manual scroll, an immediate change, a
    /// fresh sheet): it has no in-between frames.
    package let animates: Bool
    /// When everything running after it has settled: its transition's end (an animated
    /// transition runs its duration even when nothing it set changed) or a running animation's.
    package let settles: Double
    /// The additive offsets of the scroll origin the event's update started (the design's
    /// previous - new), each decaying to 0 along the transition.
    package let scrollOffsets: [Double]
    /// True when nothing moves after it: nothing was running, its update animated nothing and
    /// the scroll origin is where it was (every in-between frame is the frame at rest).
    package let still: Bool
}

/// Reads the sheet's motion off its own UIKit animation timeline (`TextStyleEditScreen.animations`,
/// presented by `PresentedTimeline`): after each event, what it started, and the sheet as
/// presented at any later instant until the next event changes the tree. The text and the caret
/// jump at once (motion.md); the scroll origin, the column, the sections, the button and the
/// keyboard move as UIKit animates them.
@MainActor
package struct SheetMotionReader {
    /// The curve every spring of the run follows (`PresentedTimeline.spring`).
    package let spring: any TimingCurve
    private var lastUpdateCount: Int?
    private var lastOrigin: Double?
    private var lastSettle = 0.0

    package nonisolated init(spring: any TimingCurve = SpringCurve.codebase) {
        self.spring = spring
    }

    /// What the screen's latest event, at `time`, started. Forgets the animations that ended by
    /// then, so a long run reads only what still moves.
    package mutating func event(on screen: TextStyleEditScreen, at time: Double) -> SheetMotionEvent {
        let timeline = PresentedTimeline(screen.animations, spring: spring)
        timeline.forgetEnded(by: time)
        let ranUpdate = lastUpdateCount != screen.updateCount
        let wasFirst = lastUpdateCount == nil
        lastUpdateCount = screen.updateCount
        let origin = Double(screen.sheet.scrollView.bounds.origin.y)
        defer { lastOrigin = origin }
        let quietBefore = lastSettle <= time
        var animates = false
        var offsets: [Double] = []
        if ranUpdate && !wasFirst, case .curve(let duration, let curve) = screen.lastTransition.animation {
            animates = true
            offsets = screen.lastScrollOffsets
            let active = timeline.curve(.named(curve.timelineName)).activeDuration(forTransition: duration)
            lastSettle = max(lastSettle, time + active)
        }
        lastSettle = max(lastSettle, timeline.settled(after: time))
        let still = quietBefore && (!animates || screen.lastAnimations.isEmpty) && lastOrigin == origin
        return SheetMotionEvent(time: time, animates: animates, settles: lastSettle, scrollOffsets: offsets, still: still)
    }

    /// The sheet as presented at `time`, `sinceEvent` seconds after the event it follows.
    package func state(of screen: TextStyleEditScreen, at time: Double, sinceEvent: Double) -> PresentedSheetState {
        Tracks(screen, PresentedTimeline(screen.animations, spring: spring)).state(at: time, sinceEvent: sinceEvent)
    }

    /// The states at event time + k / fps for k = 1, 2, ... while no later than `end`.
    package func states(of screen: TextStyleEditScreen, after event: SheetMotionEvent, until end: Double,
                        fps: Double = 60) -> [PresentedSheetState] {
        guard fps > 0, end > event.time else { return [] }
        let count = Int(((end - event.time) * fps + 1e-9).rounded(.down))
        guard count > 0 else { return [] }
        let tracks = Tracks(screen, PresentedTimeline(screen.animations, spring: spring))
        return (1...count).map { k in
            let t = event.time + Double(k) / fps
            return tracks.state(at: t, sinceEvent: t - event.time)
        }
    }

    /// What moves on the sheet, read off its tree and timeline once: the scroll origin, the
    /// column, the sections, the button and the keyboard; and the caret inside its section
    /// (it jumps at once, so only its section moves it).
    private struct Tracks {
        let origin, content, title, instructions, button, keyboard: PresentedTrack
        let caretField: FieldID?
        let caretInSection: Rect?
        let screenHeight: Double

        @MainActor
        init(_ screen: TextStyleEditScreen, _ timeline: PresentedTimeline) {
            let sheet = screen.sheet
            origin = timeline.track(sheet.scrollView, .bounds)
            content = timeline.track(screen.content, .frame)
            title = timeline.track(screen.section(.title), .frame)
            instructions = timeline.track(screen.section(.instructions), .frame)
            button = timeline.track(sheet.buttonView, .frame)
            keyboard = timeline.track(sheet.keyboardView, .frame)
            screenHeight = Double(sheet.bounds.height)
            caretField = screen.focusedField
            if let field = screen.focusedField, case let rect = screen.caretRect(field), !rect.isNull {
                caretInSection = Rect(screen.textView(field).convert(rect, to: screen.section(field)))
            } else {
                caretInSection = nil
            }
        }

        func state(at time: Double, sinceEvent: Double) -> PresentedSheetState {
            let originY = Double(origin.presented(at: time).minY)
            let content = Rect(self.content.presented(at: time)).offsetBy(dx: 0, dy: -originY)
            let title = Rect(self.title.presented(at: time)).offsetBy(dx: content.minX, dy: content.minY)
            let instructions = Rect(self.instructions.presented(at: time)).offsetBy(dx: content.minX, dy: content.minY)
            var caret: Rect?
            if let field = caretField, let inSection = caretInSection {
                let section = field == .title ? title : instructions
                caret = inSection.offsetBy(dx: section.minX, dy: section.minY)
            }
            // The keyboard slides whole; what covers the screen is its part above the screen's bottom.
            let slid = Rect(self.keyboard.presented(at: time))
            let keyboard = Rect(x: slid.minX, y: slid.minY, width: slid.width, height: min(slid.maxY, screenHeight) - slid.minY)
            return PresentedSheetState(
                time: time, sinceEvent: sinceEvent, scrollOriginY: originY, content: content, titleSection: title,
                instructionsSection: instructions, button: Rect(button.presented(at: time)),
                keyboard: keyboard.minY < screenHeight && keyboard.height > 0 ? keyboard : nil, caret: caret)
        }
    }
}
